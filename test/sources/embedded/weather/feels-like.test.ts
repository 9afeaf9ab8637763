import { describe, expect, it } from 'vitest';
import { feelsLike } from '../../../../src/sources/embedded/weather/feels-like.ts';

describe('feelsLike', () => {
  it('matches the NWS heat-index table: 90 °F at 60 % feels like 100 °F', () => {
    expect(feelsLike((90 - 32) / 1.8, 60, 5) * 1.8 + 32).toBeCloseTo(100, 0);
  });

  it('matches the NWS wind-chill chart: 0 °F in a 15 mph wind feels like −19 °F', () => {
    expect(feelsLike((0 - 32) / 1.8, 70, 15 * 1.609344) * 1.8 + 32).toBeCloseTo(-19, 0);
  });

  it('is the air temperature in mild weather and in calm cold air', () => {
    expect(feelsLike(18, 60, 30)).toBe(18);
    expect(feelsLike(-5, 80, 3)).toBe(-5);
  });
});
