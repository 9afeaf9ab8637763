import fc from 'fast-check';
import { getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import type { HourlyRecord } from '../../../../src/contract/records.ts';
import { generateWeather } from '../../../../src/sources/embedded/weather/index.ts';
import {
  localDayNumber,
  startOfLocalDay,
  startOfNextLocalDay,
} from '../../../../src/sources/embedded/weather/local-calendar.ts';
import { arbitraryClimate, arbitraryInstant, arbitraryPlace, BERLIN, POLAR } from './climates.ts';
import { localDate } from './oracles.ts';

const HOUR = 3_600_000;
const PRECIP_CODES_FIRST = (code: number): boolean => code >= 50;

/** Daily records of a span and the hours of each of their dates, grouped by Intl independently of the model. */
function daysWithTheirHours(
  place: Parameters<typeof generateWeather>[0],
  climate: Parameters<typeof generateWeather>[1],
  now: number,
  days: number,
) {
  const { daily } = generateWeather(place, climate, { now, hours: 0, days });
  const { hourly } = generateWeather(place, climate, { now: now - 40 * HOUR, hours: 40 + 24 * (days + 1), days: 0 });
  const byDate = new Map<string, HourlyRecord[]>();
  for (const hour of hourly) {
    const date = localDate(place.timezone, Date.parse(hour.time));
    byDate.set(date, [...(byDate.get(date) ?? []), hour]);
  }
  return daily.map((day) => ({ day, hours: byDate.get(day.date) ?? [] }));
}

function dayNumberOf(isoDate: string): number {
  return Date.parse(isoDate) / (24 * HOUR);
}

describe('daily aggregation', () => {
  it('takes extremes, maxima, mean cloud and sums from exactly the hours of the local date', () => {
    fc.assert(
      fc.property(arbitraryPlace, arbitraryClimate, arbitraryInstant, (place, climate, now) => {
        for (const { day, hours } of daysWithTheirHours(place, climate, now, 2)) {
          expect(hours.length).toBeGreaterThanOrEqual(23);
          expect(day.temp_min).toBe(Math.min(...hours.map((h) => h.temp)));
          expect(day.temp_max).toBe(Math.max(...hours.map((h) => h.temp)));
          expect(day.feels_like_min).toBe(Math.min(...hours.map((h) => h.feels_like)));
          expect(day.feels_like_max).toBe(Math.max(...hours.map((h) => h.feels_like)));
          expect(day.pop).toBe(Math.max(...hours.map((h) => h.pop)));
          expect(day.wind_speed_max).toBe(Math.max(...hours.map((h) => h.wind_speed)));
          expect(day.wind_gust_max).toBe(Math.max(...hours.map((h) => h.wind_gust)));
          expect(day.clouds_avg).toBe(Math.round(hours.reduce((s, h) => s + h.clouds, 0) / hours.length));
          const liquid = (kind: string): number =>
            hours.filter((h) => h.precip_type === kind).reduce((s, h) => s + h.precip_amount, 0);
          expect(day.precipitation.rain).toBeCloseTo(liquid('rain'), 6);
          expect(day.precipitation.sleet).toBeCloseTo(liquid('sleet'), 6);
          expect(day.precipitation.freezing_rain).toBeCloseTo(liquid('freezing_rain'), 6);
          expect(day.precipitation.ice_pellets).toBeCloseTo(liquid('ice_pellets'), 6);
          // Snow depth: between 5:1 and 30:1 of the liquid that fell as snow (cm per mm ÷ 10), give
          // or take the rounding to 0.1 cm (and the float error of computing that bound here).
          const rounding = 0.05 + 1e-9;
          expect(day.precipitation.snow).toBeGreaterThanOrEqual(liquid('snow') * 0.6 - rounding);
          expect(day.precipitation.snow).toBeLessThanOrEqual(liquid('snow') * 2.5 + rounding);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('describes the day by its most significant weather: precipitation if any fell, else sky or fog', () => {
    fc.assert(
      fc.property(arbitraryPlace, arbitraryClimate, arbitraryInstant, (place, climate, now) => {
        for (const { day, hours } of daysWithTheirHours(place, climate, now, 2)) {
          const codes = hours.map((h) => h.description.code);
          if (codes.some(PRECIP_CODES_FIRST)) {
            expect(codes).toContain(day.description.code);
            expect(day.description.code).toBeGreaterThanOrEqual(50);
          } else {
            expect([0, 1, 2, 3, 45, 48]).toContain(day.description.code);
          }
          if (codes.includes(95)) expect(day.description.code).toBe(95);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives Berlin 23 hours on 29 March 2026 and 25 on 25 October 2026', () => {
    const place = { lat: 52.52, lon: 13.4, elevation: 34, timezone: 'Europe/Berlin' };
    for (const [date, expectedHours] of [
      ['2026-03-29', 23],
      ['2026-10-25', 25],
      ['2026-06-01', 24],
    ] as const) {
      const day = dayNumberOf(date);
      const start = startOfLocalDay(place.timezone, day);
      expect((startOfNextLocalDay(place.timezone, start, day) - start) / HOUR).toBe(expectedHours);
      const { day: record, hours } = daysWithTheirHours(place, BERLIN, start + 12 * HOUR, 1)[0]!;
      expect(record.date).toBe(date);
      expect(hours).toHaveLength(expectedHours);
      expect(record.temp_max).toBe(Math.max(...hours.map((h) => h.temp)));
      expect(record.clouds_avg).toBe(Math.round(hours.reduce((s, h) => s + h.clouds, 0) / hours.length));
    }
  });

  it('follows America/Santiago and Australia/Lord_Howe through their clock changes of 2026', () => {
    for (const [timezone, lengths] of [
      ['America/Santiago', [23, 25]],
      ['Australia/Lord_Howe', [23.5, 24.5]],
    ] as const) {
      const seen = new Set<number>();
      const first = localDayNumber(timezone, Date.UTC(2026, 0, 1, 12));
      let start = startOfLocalDay(timezone, first);
      for (let day = first; day < first + 365; day++) {
        const next = startOfNextLocalDay(timezone, start, day);
        // Every day starts at an instant whose local date is that day, just after the previous day's last instant.
        expect(localDate(timezone, start)).toBe(new Date(day * 24 * HOUR).toISOString().slice(0, 10));
        expect(localDate(timezone, start - 60_000)).not.toBe(localDate(timezone, start));
        expect(next).toBe(startOfLocalDay(timezone, day + 1));
        if (next - start !== 24 * HOUR) seen.add((next - start) / HOUR);
        start = next;
      }
      expect([...seen].sort()).toEqual([...lengths]);
    }
  });

  it('aggregates the hours of a Santiago clock-change day', () => {
    const place = { lat: -33.45, lon: -70.66, elevation: 570, timezone: 'America/Santiago' };
    const first = localDayNumber(place.timezone, Date.UTC(2026, 0, 1, 12));
    let start = startOfLocalDay(place.timezone, first);
    for (let day = first; day < first + 365; day++) {
      const next = startOfNextLocalDay(place.timezone, start, day);
      if (next - start !== 24 * HOUR) {
        const { day: record, hours } = daysWithTheirHours(place, BERLIN, start + 6 * HOUR, 1)[0]!;
        expect(hours).toHaveLength((next - start) / HOUR);
        expect(record.temp_min).toBe(Math.min(...hours.map((h) => h.temp)));
        expect(record.clouds_avg).toBe(Math.round(hours.reduce((s, h) => s + h.clouds, 0) / hours.length));
      }
      start = next;
    }
  });
});

describe('sunrise and sunset', () => {
  it('puts London sunrise on 21 June 2026 at 03:43 UTC and sunset at 20:21 UTC (NOAA), within 2 minutes', () => {
    const place = { lat: 51.5074, lon: -0.1278, elevation: 11, timezone: 'Europe/London' };
    const [day] = generateWeather(place, BERLIN, { now: Date.UTC(2026, 5, 21, 10), hours: 0, days: 1 }).daily;
    expect(Math.abs(day!.sunrise! - Date.UTC(2026, 5, 21, 3, 43) / 1000)).toBeLessThanOrEqual(120);
    expect(Math.abs(day!.sunset! - Date.UTC(2026, 5, 21, 20, 21) / 1000)).toBeLessThanOrEqual(120);
  });

  it('puts sunrise and sunset inside their local day, even at UTC+14 and UTC−5 far from solar time', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -55, max: 55, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom('Pacific/Kiritimati', 'Etc/GMT+5', 'Asia/Kolkata', 'UTC'),
        arbitraryInstant,
        (lat, lon, timezone, now) => {
          // Keep the zone within 5 hours of solar time, as real zones are.
          const place = {
            lat,
            lon:
              timezone === 'Pacific/Kiritimati'
                ? -157.4
                : timezone === 'Etc/GMT+5'
                  ? -75
                  : timezone === 'Asia/Kolkata'
                    ? 80
                    : lon / 12,
            elevation: 0,
            timezone,
          };
          const [day] = generateWeather(place, BERLIN, { now, hours: 0, days: 1 }).daily;
          expect(localDate(timezone, day!.sunrise! * 1000)).toBe(day!.date);
          expect(localDate(timezone, day!.sunset! * 1000)).toBe(day!.date);
          expect(day!.sunrise!).toBeLessThan(day!.sunset!);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('matches suncalc solar noon between sunrise and sunset within a minute of symmetric', () => {
    const place = { lat: 40.4, lon: -3.7, elevation: 650, timezone: 'Europe/Madrid' };
    const [day] = generateWeather(place, BERLIN, { now: Date.UTC(2026, 2, 10, 12), hours: 0, days: 1 }).daily;
    const noon = getTimes(new Date(Date.UTC(2026, 2, 10, 12)), place.lat, place.lon).solarNoon.getTime() / 1000;
    expect(Math.abs((day!.sunrise! + day!.sunset!) / 2 - noon)).toBeLessThanOrEqual(60);
  });

  it('has neither sunrise nor sunset in Longyearbyen at midsummer and midwinter, with sensible temperatures', () => {
    const place = { lat: 78.22, lon: 15.65, elevation: 10, timezone: 'Arctic/Longyearbyen' };
    for (const [now, low, high] of [
      [Date.UTC(2026, 5, 21, 12), -8, 18],
      [Date.UTC(2026, 11, 21, 12), -40, 5],
    ] as const) {
      const { daily } = generateWeather(place, POLAR, { now, hours: 0, days: 5 });
      for (const day of daily) {
        expect(day.sunrise).toBeNull();
        expect(day.sunset).toBeNull();
        expect(day.temp_min).toBeGreaterThanOrEqual(low);
        expect(day.temp_max).toBeLessThanOrEqual(high);
        // A weak diurnal cycle, not a desert's.
        expect(day.temp_max - day.temp_min).toBeLessThan(12);
      }
    }
  });
});
