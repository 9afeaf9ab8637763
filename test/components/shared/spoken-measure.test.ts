import { describe, expect, it } from 'vitest';
import { spokenMeasure } from '../../../src/components/shared/spoken-measure.ts';

describe('a measurement said in full', () => {
  it('writes the unit out in the language, rounded as it is shown', () => {
    expect(spokenMeasure('en-GB', 12.4, 'kilometers_per_hour')).toBe('12 kilometres per hour');
    expect(spokenMeasure('en-US', 7, 'miles_per_hour')).toBe('7 miles per hour');
    expect(spokenMeasure('de', 3, 'meters_per_second')).toBe('3 Meter pro Sekunde');
    expect(spokenMeasure('fr', -2.4, 'celsius')).toMatch(/^-2\s+degrés Celsius$/);
  });

  it('has nothing to say of a unit Intl cannot name, which is then read as shown', () => {
    expect(spokenMeasure('en', 12, 'knots')).toBeUndefined();
  });
});
