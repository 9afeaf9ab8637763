import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localNoon, moonOfDay } from '../../../../src/sources/astronomy/moon-of-day.ts';
import { generateWeather } from '../../../../src/sources/embedded/weather/index.ts';
import { civilDate } from '../../../../src/sources/embedded/weather/civil-date.ts';
import {
  localDayNumber,
  startOfLocalDay,
  startOfNextLocalDay,
} from '../../../../src/sources/embedded/weather/local-calendar.ts';
import { noonOfLocalDay } from '../../../../src/sources/embedded/weather/moon-of-local-day.ts';
import { arbitraryInstant, BERLIN, TIME_ZONES } from './climates.ts';

// Days of clock changes: spring and autumn in Berlin, a skipped midnight in Santiago, Lord Howe's
// half-hour shift, Newfoundland's half-hour zone; Kiritimati is 14 hours ahead of UTC.
const CLOCK_CHANGES: [string, string][] = [
  ['Europe/Berlin', '2026-03-27T12:00:00Z'],
  ['Europe/Berlin', '2026-10-23T12:00:00Z'],
  ['America/Santiago', '2026-09-04T12:00:00Z'],
  ['America/Santiago', '2026-04-03T12:00:00Z'],
  ['Australia/Lord_Howe', '2026-04-03T12:00:00Z'],
  ['Australia/Lord_Howe', '2026-10-02T12:00:00Z'],
  ['Pacific/Kiritimati', '2026-01-01T00:00:00Z'],
  ['America/St_Johns', '2026-03-06T12:00:00Z'],
];

// The noon the forecast finds for each of `days` local days from `now`, and the date it belongs to.
function forecastNoons(timezone: string, now: number, days: number): { date: string; noon: number }[] {
  const today = localDayNumber(timezone, now);
  let dayStart = startOfLocalDay(timezone, today);
  const noons = [];
  for (let day = today; day < today + days; day++) {
    const nextStart = startOfNextLocalDay(timezone, dayStart, day);
    noons.push({ date: civilDate(day), noon: noonOfLocalDay(timezone, day, dayStart, nextStart) });
    dayStart = nextStart;
  }
  return noons;
}

describe('the local noon of a generated day', () => {
  it('is 12:00 on the wall clock, on the days the clocks change too', () => {
    for (const [timezone, now] of CLOCK_CHANGES) {
      for (const { date, noon } of forecastNoons(timezone, Date.parse(now), 5))
        expect(noon, `${date} in ${timezone}`).toBe(localNoon(date, timezone));
    }
    const [springInBerlin] = forecastNoons('Europe/Berlin', Date.parse('2026-03-29T06:00:00Z'), 1);
    expect(new Date(springInBerlin!.noon).toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  it('is 12:00 on the wall clock in any zone on any day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIME_ZONES), arbitraryInstant, (timezone, now) => {
        for (const { date, noon } of forecastNoons(timezone, now, 16))
          expect(noon, `${date} in ${timezone}`).toBe(localNoon(date, timezone));
      }),
      { numRuns: 200 },
    );
  });
});

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
