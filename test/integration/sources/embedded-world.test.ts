// The embedded world end to end: real gazetteer, real climate grid, synthetic weather.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DailyRecordSchema, HourlyRecordSchema, LocationSchema } from '../../../src/contract/records.ts';
import type { FileLoader } from '../../../src/sources/embedded/world/file-loader.ts';
import { createEmbeddedSource } from '../../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../../src/sources/embedded/load-assets-from-disk.ts';
import { expectPhysicallyConsistent } from '../../sources/conformance.ts';

const source = createEmbeddedSource({ loadFile: loadAssetsFromDisk() });
const HOUR_MS = 3_600_000;
const magnus = (t: number) => Math.exp((17.625 * t) / (243.04 + t));

describe('the embedded world', () => {
  it('gives physically consistent weather anywhere on Earth, at any time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2040-12-31') }),
        async (lat, lon, now) => {
          const location = await source.locate(lat, lon);
          expect(LocationSchema.safeParse(location).success).toBe(true);
          const { hourly, daily } = await source.weather(location, { now, hours: 24, days: 2 });
          for (const hour of hourly) {
            HourlyRecordSchema.parse(hour);
            expectPhysicallyConsistent(hour);
            const humidity = (100 * magnus(hour.dew)) / magnus(hour.temp);
            expect(Math.abs(hour.humidity - humidity)).toBeLessThanOrEqual(1);
          }
          for (const day of daily) DailyRecordSchema.parse(day);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps yesterday's forecast for noon today equal to today's conditions at noon", async () => {
    const [tokyo] = await source.geocode('Tokyo', 1);
    const noon = Date.parse('2026-07-15T03:00:00Z');
    const yesterday = await source.weather(tokyo!, { now: noon - 20 * HOUR_MS, hours: 48, days: 2 });
    const today = await source.weather(tokyo!, { now: noon + 20 * 60_000, hours: 1, days: 1 });
    const forecastNoon = yesterday.hourly.find((hour) => Date.parse(hour.time) === noon);
    expect(forecastNoon).toEqual(today.hourly[0]);
  });

  it('gives neighbouring towns nearly the same weather at the same hour', async () => {
    const [berlin] = await source.geocode('Berlin, Germany', 1);
    const [potsdam] = await source.geocode('Potsdam, Germany', 1);
    const span = { now: Date.parse('2026-01-10T00:00:00Z'), hours: 168, days: 1 };
    const a = await source.weather(berlin!, span);
    const b = await source.weather(potsdam!, span);
    const gaps = a.hourly.map((hour, i) => Math.abs(hour.temp - b.hourly[i]!.temp));
    expect(Math.max(...gaps)).toBeLessThan(3);
  });

  it('makes Singapore hot and humid and Yakutsk bitter in January', async () => {
    const span = { now: Date.parse('2026-01-15T00:00:00Z'), hours: 0, days: 7 };
    const [singapore] = await source.geocode('Singapore', 1);
    const [yakutsk] = await source.geocode('Yakutsk', 1);
    const hot = await source.weather(singapore!, span);
    const cold = await source.weather(yakutsk!, span);
    for (const day of hot.daily) expect(day.temp_max).toBeGreaterThan(25);
    for (const day of cold.daily) expect(day.temp_max).toBeLessThan(-20);
  });

  it('tries again to load data that failed to load the first time', async () => {
    const disk = loadAssetsFromDisk();
    let failures = 1;
    const flaky: FileLoader = async (name) => {
      if (failures-- > 0) throw new Error('network went away');
      return disk(name);
    };
    const retrying = createEmbeddedSource({ loadFile: flaky });
    await expect(retrying.geocode('Oslo', 1)).rejects.toThrow('network went away');
    await expect(retrying.geocode('Oslo', 1)).resolves.toMatchObject([{ name: 'Oslo', iso2: 'NO' }]);
  });
});
