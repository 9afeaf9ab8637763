import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DailyRecordSchema, HourlyRecordSchema } from '../../../../../src/contract/records.ts';
import { generateWeather } from '../../../../../src/sources/embedded/weather/index.ts';
import { arbitraryClimate, arbitraryInstant, arbitraryPlace, BERLIN } from '../climates.ts';
import { localDate } from '../oracles.ts';

const BERLIN_PLACE = { lat: 52.52, lon: 13.4, elevation: 34, timezone: 'Europe/Berlin' };
const HOUR = 3_600_000;

describe('generateWeather records', () => {
  it('returns records that parse with the contract schemas, everywhere and at any time', () => {
    fc.assert(
      fc.property(arbitraryPlace, arbitraryClimate, arbitraryInstant, (place, climate, now) => {
        const { hourly, daily } = generateWeather(place, climate, { now, hours: 30, days: 2 });
        for (const hour of hourly) HourlyRecordSchema.parse(hour);
        for (const day of daily) DailyRecordSchema.parse(day);
      }),
      { numRuns: 300 },
    );
  });

  it('starts hourly with the UTC hour containing now and counts consecutive hours', () => {
    fc.assert(
      fc.property(
        arbitraryPlace,
        arbitraryClimate,
        arbitraryInstant,
        fc.integer({ min: 0, max: 72 }),
        (place, climate, now, hours) => {
          const { hourly } = generateWeather(place, climate, { now, hours, days: 0 });
          expect(hourly).toHaveLength(hours);
          hourly.forEach((record, i) => {
            expect(Date.parse(record.time)).toBe(Math.floor(now / HOUR) * HOUR + i * HOUR);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('starts daily with the local date containing now and lists consecutive dates', () => {
    fc.assert(
      fc.property(
        arbitraryPlace,
        arbitraryClimate,
        arbitraryInstant,
        fc.integer({ min: 1, max: 14 }),
        (place, climate, now, days) => {
          const { daily } = generateWeather(place, climate, { now, hours: 0, days });
          expect(daily).toHaveLength(days);
          expect(daily[0]!.date).toBe(localDate(place.timezone, now));
          for (let i = 1; i < days; i++) {
            expect(Date.parse(daily[i]!.date) - Date.parse(daily[i - 1]!.date)).toBe(24 * HOUR);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the same numbers for the same query', () => {
    fc.assert(
      fc.property(arbitraryPlace, arbitraryClimate, arbitraryInstant, (place, climate, now) => {
        const span = { now, hours: 24, days: 3 };
        expect(generateWeather(place, climate, span)).toEqual(generateWeather(place, climate, span));
      }),
      { numRuns: 100 },
    );
  });

  it('gives an hour the same weather whether the span started yesterday or today', () => {
    fc.assert(
      fc.property(arbitraryPlace, arbitraryClimate, arbitraryInstant, (place, climate, now) => {
        const today = generateWeather(place, climate, { now, hours: 12, days: 2 });
        // 24 hours earlier is two local dates back when the day between had 23 hours (spring
        // forward): four days from then always cover today's two.
        const yesterday = generateWeather(place, climate, { now: now - 24 * HOUR, hours: 36, days: 4 });
        expect(yesterday.hourly.slice(24)).toEqual(today.hourly);
        const yesterdaysDays = new Map(yesterday.daily.map((day) => [day.date, day]));
        expect(today.daily.map((day) => yesterdaysDays.get(day.date))).toEqual(today.daily);
      }),
      { numRuns: 150 },
    );
  });

  it('returns no hourly records for hours 0', () => {
    expect(generateWeather(BERLIN_PLACE, BERLIN, { now: Date.UTC(2026, 4, 1), hours: 0, days: 1 }).hourly).toEqual([]);
  });

  it('rejects a malformed span with a RangeError naming the field', () => {
    const now = Date.UTC(2026, 4, 1);
    expect(() => generateWeather(BERLIN_PLACE, BERLIN, { now: Number.NaN, hours: 1, days: 1 })).toThrow(/span\.now/);
    expect(() => generateWeather(BERLIN_PLACE, BERLIN, { now, hours: -1, days: 1 })).toThrow(RangeError);
    expect(() => generateWeather(BERLIN_PLACE, BERLIN, { now, hours: 1.5, days: 1 })).toThrow(/span\.hours/);
    expect(() => generateWeather(BERLIN_PLACE, BERLIN, { now, hours: 1, days: -2 })).toThrow(/span\.days/);
    expect(() => generateWeather(BERLIN_PLACE, BERLIN, { now, hours: 1e9, days: 1 })).toThrow(/span\.hours/);
  });

  it('rejects an unusable place or climate naming the field', () => {
    const span = { now: Date.UTC(2026, 4, 1), hours: 1, days: 1 };
    expect(() => generateWeather({ ...BERLIN_PLACE, lat: 91 }, BERLIN, span)).toThrow(/place\.lat/);
    expect(() => generateWeather({ ...BERLIN_PLACE, lon: Number.POSITIVE_INFINITY }, BERLIN, span)).toThrow(
      /place\.lon/,
    );
    expect(() => generateWeather({ ...BERLIN_PLACE, timezone: 'Mars/Olympus_Mons' }, BERLIN, span)).toThrow(
      /place\.timezone/,
    );
    expect(() => generateWeather(BERLIN_PLACE, { ...BERLIN, months: BERLIN.months.slice(0, 11) }, span)).toThrow(
      /climate\.months/,
    );
    const months = BERLIN.months.map((month, index) => (index === 7 ? { ...month, meanRh: Number.NaN } : month));
    expect(() => generateWeather(BERLIN_PLACE, { ...BERLIN, months }, span)).toThrow(/climate\.months\[7\]\.meanRh/);
  });
});
