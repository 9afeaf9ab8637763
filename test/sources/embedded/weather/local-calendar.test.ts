import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localNoon } from '../../../../src/sources/astronomy/moon-of-day.ts';
import { civilDate } from '../../../../src/sources/embedded/weather/civil-date.ts';
import {
  localDayNumber,
  localDays,
  noonOfLocalDay,
  startOfLocalDay,
  startOfNextLocalDay,
} from '../../../../src/sources/embedded/weather/local-calendar.ts';
import { arbitraryInstant, CLOCK_CHANGES, TIME_ZONES } from './climates.ts';
import { localDate } from './oracles.ts';

const MINUTE = 60_000;

// The days a forecast from `now` finds, against Intl: each begins at an instant of its date just
// after the previous date's last minute, and its noon is 12:00 on the wall clock.
function expectLocalDays(timezone: string, now: number, count: number): void {
  const today = localDayNumber(timezone, now);
  const { starts, noons } = localDays(timezone, today, count);
  expect(starts).toHaveLength(count + 1);
  starts.forEach((start, i) => {
    const date = civilDate(today + i);
    expect(localDate(timezone, start), `day ${date} in ${timezone}`).toBe(date);
    expect(localDate(timezone, start - MINUTE), `the minute before ${date} in ${timezone}`).not.toBe(date);
    if (i < count) expect(noons[i], `noon of ${date} in ${timezone}`).toBe(localNoon(date, timezone));
  });
}

describe('the local days of a forecast', () => {
  it('begin as their date does and have their noon at 12:00 on the wall clock, on the days the clocks change too', () => {
    for (const [timezone, now] of CLOCK_CHANGES) expectLocalDays(timezone, Date.parse(now), 5);
    const springInBerlin = localDays(
      'Europe/Berlin',
      localDayNumber('Europe/Berlin', Date.parse('2026-03-29T06:00:00Z')),
      1,
    );
    expect(new Date(springInBerlin.noons[0]!).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect((springInBerlin.starts[1]! - springInBerlin.starts[0]!) / (60 * MINUTE)).toBe(23);
  });

  it('do so in any zone on any day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIME_ZONES), arbitraryInstant, (timezone, now) =>
        expectLocalDays(timezone, now, 16),
      ),
      { numRuns: 200 },
    );
  });

  it('are the days found one by one, whether or not the clocks change among them', () => {
    const oneByOne = (timezone: string, first: number, count: number) => {
      const starts = [startOfLocalDay(timezone, first)];
      const noons = [];
      for (let i = 0; i < count; i++) {
        starts.push(startOfNextLocalDay(timezone, starts[i]!, first + i));
        noons.push(noonOfLocalDay(timezone, first + i, starts[i]!, starts[i + 1]!));
      }
      return { starts, noons };
    };
    const cases = CLOCK_CHANGES.map(([timezone, now]) => [timezone, Date.parse(now)] as const);
    for (const [timezone, now] of [...cases, ...cases.map(([zone, at]) => [zone, at + 30 * 86_400_000] as const)]) {
      const first = localDayNumber(timezone, now);
      expect(localDays(timezone, first, 8), `${timezone} from ${civilDate(first)}`).toEqual(
        oneByOne(timezone, first, 8),
      );
    }
  });
});
