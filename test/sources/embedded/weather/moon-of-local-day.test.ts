import { describe, expect, it } from 'vitest';
import { moonOfDay } from '../../../../src/sources/astronomy/moon-of-day.ts';
import { generateWeather } from '../../../../src/sources/embedded/weather/index.ts';
import { BERLIN, CLOCK_CHANGES } from './climates.ts';

describe('the moon of the generated days', () => {
  it('is the moon at each local date’s noon', () => {
    for (const [timezone, now] of CLOCK_CHANGES) {
      const { daily } = generateWeather({ lat: 0, lon: 0, elevation: 0, timezone }, BERLIN, {
        now: Date.parse(now),
        hours: 0,
        days: 5,
      });
      for (const day of daily) {
        expect(
          { moon_phase: day.moon_phase, moon_illumination: day.moon_illumination },
          `${day.date} in ${timezone}`,
        ).toEqual(moonOfDay(day.date, timezone));
      }
    }
  });
});
