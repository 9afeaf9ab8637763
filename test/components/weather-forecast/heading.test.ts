import { describe, expect, it } from 'vitest';
import { headingLevels } from '../../../src/components/weather-forecast/heading.ts';

describe('the heading levels a page chooses', () => {
  it('puts the place at heading-level and the sections one below, 2 and 3 by default', () => {
    expect(headingLevels(undefined)).toEqual({ place: 2, section: 3, corrected: false });
    expect(headingLevels(4)).toEqual({ place: 4, section: 5, corrected: false });
    expect(headingLevels(6)).toEqual({ place: 6, section: 6, corrected: false });
  });

  it('corrects a level that is not one, back to 2', () => {
    for (const wrong of [0, 7, 2.5, Number.NaN])
      expect(headingLevels(wrong)).toEqual({ place: 2, section: 3, corrected: true });
  });
});
