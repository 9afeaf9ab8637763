import { describe, expect, it } from 'vitest';
import { ozoneColumn } from '../../../../src/sources/embedded/weather/ozone-climatology.ts';

describe('the ozone climatology (van Heuklon 1979)', () => {
  it('gives the published example: 321.2 DU at 36° N, 122° W on day 185', () => {
    // The example of W. Broenkow's implementation of the paper (longitude west there, negative here).
    expect(ozoneColumn(36, -122, 185)).toBeCloseTo(321.2, 1);
  });

  it('is thinnest at the equator and thicker towards the poles, thickest in the northern spring', () => {
    const equator = ozoneColumn(0, 0, 100);
    expect(equator).toBe(235);
    expect(ozoneColumn(50, 10, 100)).toBeGreaterThan(ozoneColumn(30, 10, 100));
    expect(ozoneColumn(50, 10, 110)).toBeGreaterThan(ozoneColumn(50, 10, 290));
    expect(ozoneColumn(-50, 10, 280)).toBeGreaterThan(ozoneColumn(-50, 10, 100));
  });
});
