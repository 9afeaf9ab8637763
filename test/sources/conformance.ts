// The shared conformance suite: every Source implementation (embedded, and later the HTTP
// upstreams) runs these same tests, so they all honour the same promises to the service.
import { beforeAll, describe, expect, it } from 'vitest';
import { compassPoint } from '../../src/contract/compass.ts';
import {
  DailyRecordSchema,
  HourlyRecordSchema,
  LocationSchema,
  type HourlyRecord,
  type Location,
} from '../../src/contract/records.ts';
import { ClimateMonthSchema } from '../../src/contract/climate.ts';
import type { Source, WeatherSeries } from '../../src/sources/source.ts';
import { localDate, nextDate } from '../support/local-date.ts';

/** What a source under test must provide; the queries below must be answerable by it. */
export interface ConformanceSubject {
  /** Builds a fresh source. */
  create(): Source | Promise<Source>;
  /** The instant the weather tests ask about, epoch ms (fixture-backed sources pin it). */
  now: number;
  /** Whether the source gives observed climate normals (`observed`, the default) or has none (`none`). */
  climate?: 'observed' | 'none';
}

const HOUR_MS = 3_600_000;

export function describeSourceConformance(name: string, subject: ConformanceSubject): void {
  describe(`${name} source conformance`, () => {
    let source: Source;
    let berlin: Location;
    let week: WeatherSeries;

    beforeAll(async () => {
      source = await subject.create();
      [berlin] = (await source.geocode('Berlin', 1)) as [Location];
      week = await source.weather(berlin, { now: subject.now, hours: 168, days: 7 });
    });

    it('finds a capital city by name, in contract shape', async () => {
      expect(LocationSchema.safeParse(berlin).success).toBe(true);
      expect(berlin).toMatchObject({ name: 'Berlin', iso2: 'DE', country: 'Germany' });
      expect(Math.abs(berlin.lat - 52.52)).toBeLessThan(0.2);
      expect(Math.abs(berlin.lon - 13.4)).toBeLessThan(0.2);
    });

    it('returns at most `limit` places, each a valid Location', async () => {
      const places = await source.geocode('San', 3);
      expect(places.length).toBeGreaterThan(0);
      expect(places.length).toBeLessThanOrEqual(3);
      for (const place of places) expect(LocationSchema.parse(place)).toEqual(place);
    });

    it('answers an empty list, not an error, when nothing matches', async () => {
      await expect(source.geocode('Qxzqxzqxz', 5)).resolves.toEqual([]);
    });

    it("names the country of a place, and of a coordinate's place, in the language asked for", async () => {
      const [inItalian] = await source.geocode('Berlin', 1, 'it');
      expect(inItalian).toMatchObject({ country: 'Germania', iso2: 'DE', timezone: berlin.timezone });
      expect(Math.abs(inItalian!.lat - berlin.lat) + Math.abs(inItalian!.lon - berlin.lon)).toBeLessThan(0.01);
      expect(await source.locate(48.8566, 2.3522, 'it')).toMatchObject({ country: 'Francia', iso2: 'FR' });
    });

    it('names a coordinate on land after a place near it', async () => {
      const place = await source.locate(48.8566, 2.3522);
      expect(LocationSchema.safeParse(place).success).toBe(true);
      expect(place.iso2).toBe('FR');
      expect(Math.abs(place.lat - 48.8566) + Math.abs(place.lon - 2.3522)).toBeLessThan(1);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timezone })).not.toThrow();
    });

    it('returns exactly the hours asked for, consecutive from the current hour', () => {
      expect(week.hourly).toHaveLength(168);
      const firstHour = Math.floor(subject.now / HOUR_MS) * HOUR_MS;
      week.hourly.forEach((hour, index) => {
        expect(hour.time).toBe(new Date(firstHour + index * HOUR_MS).toISOString().replace('.000Z', 'Z'));
      });
    });

    it('returns the days asked for, consecutive local dates from today at the place', () => {
      expect(week.daily).toHaveLength(7);
      expect(week.daily[0]!.date).toBe(localDate(subject.now, berlin.timezone));
      for (let day = 1; day < week.daily.length; day++) {
        expect(week.daily[day]!.date).toBe(nextDate(week.daily[day - 1]!.date));
      }
    });

    it('returns records in contract shape and metric units', () => {
      for (const hour of week.hourly) expect(HourlyRecordSchema.parse(hour)).toEqual(hour);
      for (const day of week.daily) expect(DailyRecordSchema.parse(day)).toEqual(day);
    });

    it('keeps every hourly record physically consistent', () => {
      for (const hour of week.hourly) expectPhysicallyConsistent(hour);
    });

    it('keeps each day within its own hours: min ≤ every temperature ≤ max', () => {
      for (const day of week.daily) {
        const hours = week.hourly.filter((hour) => localDate(Date.parse(hour.time), berlin.timezone) === day.date);
        for (const hour of hours) {
          expect(hour.temp).toBeGreaterThanOrEqual(day.temp_min);
          expect(hour.temp).toBeLessThanOrEqual(day.temp_max);
        }
        if (day.sunrise !== null && day.sunset !== null) expect(day.sunrise).toBeLessThan(day.sunset);
        expect(day.wind_gust_max).toBeGreaterThanOrEqual(day.wind_speed_max);
      }
    });

    it("gives a UV index of one decimal, 0 at night, and a daily maximum at least every hour's", () => {
      for (const hour of week.hourly) {
        if (hour.uv_index !== null) expect(Math.round(hour.uv_index * 10) / 10).toBe(hour.uv_index);
      }
      // Every source here knows the UV: some daytime hour of a March or June week in Berlin has some.
      expect(week.hourly.some((hour) => (hour.uv_index ?? 0) > 0)).toBe(true);
      for (const day of week.daily) {
        const hours = week.hourly.filter((hour) => localDate(Date.parse(hour.time), berlin.timezone) === day.date);
        for (const hour of hours) {
          const seconds = Date.parse(hour.time) / 1000;
          const dark =
            day.sunrise !== null &&
            day.sunset !== null &&
            (seconds < day.sunrise - 3600 || seconds > day.sunset + 3600);
          if (dark && hour.uv_index !== null) expect(hour.uv_index).toBe(0);
          if (day.uv_index_max !== null && hour.uv_index !== null)
            expect(day.uv_index_max).toBeGreaterThanOrEqual(hour.uv_index);
        }
      }
    });

    it('gives each day the moon: a phase in [0, 1) lit as the phase says, advancing a lunation in 29.5 days', () => {
      for (const day of week.daily) {
        expect(day.moon_phase).toBeGreaterThanOrEqual(0);
        expect(day.moon_phase).toBeLessThan(1);
        expect(Math.round(day.moon_phase * 100) / 100).toBe(day.moon_phase);
        // The lit fraction of a disc seen at phase angle (1 − 2·phase)·π.
        expect(Math.abs(day.moon_illumination - 50 * (1 - Math.cos(2 * Math.PI * day.moon_phase)))).toBeLessThanOrEqual(
          2,
        );
      }
      for (let day = 1; day < week.daily.length; day++) {
        const advance = (week.daily[day]!.moon_phase - week.daily[day - 1]!.moon_phase + 1) % 1;
        expect(advance).toBeGreaterThan(0.015);
        expect(advance).toBeLessThan(0.055);
      }
    });

    it('returns no hourly records when zero hours are asked for', async () => {
      const series = await source.weather(berlin, { now: subject.now, hours: 0, days: 1 });
      expect(series.hourly).toEqual([]);
      expect(series.daily).toHaveLength(1);
    });

    it('answers the same question the same way', async () => {
      const again = await source.weather(berlin, { now: subject.now, hours: 168, days: 7 });
      expect(again).toEqual(week);
    });

    if (subject.climate === 'none') {
      it('offers no climate rather than invent one', () => {
        expect('climate' in source).toBe(false);
      });
    } else {
      it("gives Berlin's observed normals: twelve months in contract shape and metric units, a summer and a winter", async () => {
        const normals = await source.climate!(berlin);
        expect(normals.sources.length).toBeGreaterThan(0);
        expect(normals.months.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        for (const month of normals.months) {
          expect(ClimateMonthSchema.parse(month)).toEqual(month);
          expect(month.temp_min_mean!).toBeLessThan(month.temp_max_mean!);
          expect(month.precip_sum_mean!).toBeGreaterThan(10);
          expect(month.precip_days_mean!).toBeGreaterThan(1);
        }
        const [january, june, july] = [normals.months[0]!, normals.months[5]!, normals.months[6]!];
        // DWD's 1991–2020 normals for Berlin: January 3.4 °C by day, July 24.7 °C; 3 °C is the climate test's bound.
        expect(Math.abs(january.temp_max_mean! - 3.4)).toBeLessThan(3);
        expect(Math.abs(july.temp_max_mean! - 24.7)).toBeLessThan(3);
        expect(june.daylight_hours_mean!).toBeGreaterThan(16);
        expect(normals.months[11]!.daylight_hours_mean!).toBeLessThan(8);
        expect(await source.climate!(berlin)).toEqual(normals);
      });
    }
  });
}

/** The physical rules every hourly record of every source obeys. */
export function expectPhysicallyConsistent(hour: HourlyRecord): void {
  expect(hour.dew).toBeLessThanOrEqual(hour.temp);
  expect(hour.wind_gust).toBeGreaterThanOrEqual(hour.wind_speed);
  expect(hour.wind_dir).toBe(compassPoint(hour.wind_deg));
  expect(hour.pressure).toBeGreaterThanOrEqual(95);
  expect(hour.pressure).toBeLessThanOrEqual(105);
  expect(hour.precip_amount === 0).toBe(hour.precip_type === 'none');
}
