import fc from 'fast-check';
import { getPosition } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { generateWeather, type WeatherPlace } from '../../../../src/sources/embedded/weather/index.ts';
import { cosSolarZenith, solarDay, solarDayIndex } from '../../../../src/sources/embedded/weather/solar-day.ts';
import { uvDay, uvIndex, uvIndexOfSun } from '../../../../src/sources/embedded/weather/uv-index.ts';
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
const DEG = Math.PI / 180;
const sunAt = (lat: number, lon: number, epochMs: number) => getPosition(new Date(epochMs), lat, lon).altitude;
const modelSunAt = (lat: number, lon: number, epochHour: number) =>
  Math.asin(cosSolarZenith(solarDay(solarDayIndex(epochHour, lon), lat, lon), epochHour)) / DEG;
// The index reported to one decimal: a sun a fraction of a degree off moves it by a rounding step.
const ROUNDING_STEP = 0.1 + 1e-9;

// The generated hours against the UV index computed from scratch for the same hour and sky, with
// the model's sun and with suncalc's.
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
    const underSuncalcsSun = uvIndexOfSun(
      Math.sin(sunAt(place.lat, place.lon, epochMs) * DEG),
      hour.clouds,
      place.elevation,
      uvDay(place.lat, place.lon, epochMs),
    );
    expect(
      Math.abs(hour.uv_index! - underSuncalcsSun),
      `${hour.time} at ${place.lat}, ${place.lon}`,
    ).toBeLessThanOrEqual(ROUNDING_STEP);
    if (sunAt(place.lat, place.lon, epochMs) <= 0) {
      expect(hour.uv_index, `${hour.time} at ${place.lat}, ${place.lon}, a night hour`).toBe(0);
      night++;
    } else if (hour.uv_index! > 0) day++;
  }
  return { day, night };
}

describe('the UV index of the generated hours', () => {
  it("is the index under the model's sun, a rounding step at most from suncalc's, 0 at night, tropics to Arctic", () => {
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

  it("is the index under the model's sun, a rounding step at most from suncalc's, anywhere up to 9000 m, any time", () => {
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
});

describe("the model's sun", () => {
  it("stays within a degree of suncalc's, and within 0.3° of it once 10° high, where refraction is small", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89.9, max: 89.9, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        arbitraryInstant,
        (lat, lon, instant) => {
          const hour = Math.floor(instant / MS_PER_HOUR);
          const suncalc = sunAt(lat, lon, hour * MS_PER_HOUR);
          const error = Math.abs(modelSunAt(lat, lon, hour) - suncalc);
          expect(error).toBeLessThan(suncalc > 10 ? 0.3 : 1);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
