import fc from 'fast-check';
import { getPosition } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { generateWeather, type WeatherPlace } from '../../../../src/sources/embedded/weather/index.ts';
import { solarDay, solarDayIndex, solarElevationEstimate } from '../../../../src/sources/embedded/weather/solar-day.ts';
import { uvIndex } from '../../../../src/sources/embedded/weather/uv-index.ts';
import {
  arbitraryClimate,
  arbitraryInstant,
  BERLIN,
  HOT_DESERT,
  POLAR,
  RAINFOREST,
  SANTIAGO,
  TIME_ZONES,
} from './climates.ts';

const MS_PER_HOUR = 3_600_000;
const sunAt = (lat: number, lon: number, epochMs: number) => getPosition(new Date(epochMs), lat, lon).altitude;
const estimateAt = (lat: number, lon: number, epochHour: number) =>
  solarElevationEstimate(solarDay(solarDayIndex(epochHour, lon), lat, lon), lat, epochHour);

// The generated hours against the UV index computed from scratch for the same hour and sky.
function expectReferenceUv(
  place: WeatherPlace,
  hourly: ReturnType<typeof generateWeather>['hourly'],
): { day: number; night: number } {
  let day = 0,
    night = 0;
  for (const hour of hourly) {
    const epochMs = Date.parse(hour.time);
    expect(hour.uv_index, `${hour.time} at ${place.lat}, ${place.lon}`).toBe(
      uvIndex({ ...place, epochMs, clouds: hour.clouds }),
    );
    if (sunAt(place.lat, place.lon, epochMs) <= 0) {
      expect(hour.uv_index, `${hour.time} at ${place.lat}, ${place.lon}, a night hour`).toBe(0);
      night++;
    } else if (hour.uv_index! > 0) day++;
  }
  return { day, night };
}

describe('the UV index of the generated hours', () => {
  it('is the index computed from the sun of each hour, and 0 at night, at places from the tropics to the Arctic', () => {
    const places: [WeatherPlace, typeof BERLIN][] = [
      [{ lat: 52.52, lon: 13.4, elevation: 34, timezone: 'Europe/Berlin' }, BERLIN],
      [{ lat: 24.71, lon: 46.68, elevation: 612, timezone: 'Asia/Riyadh' }, HOT_DESERT],
      [{ lat: 1.29, lon: 103.85, elevation: 15, timezone: 'Asia/Singapore' }, RAINFOREST],
      [{ lat: 78.22, lon: 15.65, elevation: 10, timezone: 'Arctic/Longyearbyen' }, POLAR],
      [{ lat: -33.45, lon: -70.67, elevation: 570, timezone: 'America/Santiago' }, SANTIAGO],
      [{ lat: -16.5, lon: -68.15, elevation: 3640, timezone: 'America/La_Paz' }, RAINFOREST],
      [{ lat: 1.87, lon: -157.4, elevation: 3, timezone: 'Pacific/Kiritimati' }, RAINFOREST],
    ];
    const instants = [
      '2026-03-20T06:00:00Z',
      '2026-06-21T18:30:00Z',
      '2026-09-23T00:00:00Z',
      '2026-12-21T12:00:00Z',
    ].map(Date.parse);
    let day = 0,
      night = 0;
    for (const [place, climate] of places) {
      for (const now of instants) {
        const counts = expectReferenceUv(place, generateWeather(place, climate, { now, hours: 72, days: 0 }).hourly);
        day += counts.day;
        night += counts.night;
      }
    }
    // Both kinds of hour were compared, plenty of each.
    expect(day).toBeGreaterThan(500);
    expect(night).toBeGreaterThan(500);
  });

  it('is the index computed from the sun of each hour anywhere, up to 9000 m, at any time', () => {
    const place = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
      elevation: fc.double({ min: 0, max: 9000, noNaN: true }),
      timezone: fc.constantFrom(...TIME_ZONES),
    });
    fc.assert(
      fc.property(place, arbitraryClimate, arbitraryInstant, (where, climate, now) => {
        expectReferenceUv(where, generateWeather(where, climate, { now, hours: 48, days: 0 }).hourly);
      }),
      { numRuns: 60 },
    );
  });

  it('is 0 from the index itself wherever the sun is too low for the estimate to ask, under the brightest sky', () => {
    // Clear tropical skies (the thinnest ozone), 9000 m up: the hours just below the threshold
    // the model uses (an estimated 2°) around every sunrise and sunset of a year, every 10 minutes.
    const lon = 37;
    let lowSuns = 0;
    for (const lat of [-20, -10, 0, 10, 20]) {
      for (let epochMs = Date.UTC(2026, 0, 1); epochMs < Date.UTC(2027, 0, 1); epochMs += 600_000) {
        const estimate = estimateAt(lat, lon, epochMs / MS_PER_HOUR);
        if (estimate < 0 || estimate >= 2) continue;
        lowSuns++;
        expect(uvIndex({ lat, lon, elevation: 9000, epochMs, clouds: 0 }), new Date(epochMs).toISOString()).toBe(0);
      }
    }
    expect(lowSuns).toBeGreaterThan(3000);
  });
});

describe("the model's estimate of the sun's elevation", () => {
  it("stays within a degree of suncalc's, which the UV index's shortcut relies on", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89.9, max: 89.9, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        arbitraryInstant,
        (lat, lon, instant) => {
          const hour = Math.floor(instant / MS_PER_HOUR);
          expect(Math.abs(estimateAt(lat, lon, hour) - sunAt(lat, lon, hour * MS_PER_HOUR))).toBeLessThan(1);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
