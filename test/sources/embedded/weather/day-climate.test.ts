// Days of a believable spread, measured on the station reference's places over twenty years
// (2006–2025) of generated days: how much one day's maximum differs from another's in the same
// season, by kind of climate, and whether any day passes what the station has ever recorded.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';
import { generateWeather } from '../../../../src/sources/embedded/weather/index.ts';
import { normalsOnYearFraction } from '../../../../src/sources/embedded/weather/seasonal-normals.ts';
import { yearFractionAt } from '../../../../src/sources/embedded/weather/solar-day.ts';
import { decodedClimateGrid, PACK_TIMEOUT_MS, packedClimateBytes } from '../climate/packed-grid.ts';
import { weatherPlaceOf } from '../climate/station-accuracy.ts';
import { STATION_NORMALS, type StationKind, type StationNormals } from '../climate/station-normals.ts';
import { STATION_RECORDS } from '../climate/station-precipitation.ts';

const YEARS = Array.from({ length: 20 }, (_, at) => 2006 + at);

let grid: ClimateGrid;
beforeAll(async () => {
  grid = decodedClimateGrid(await packedClimateBytes());
}, PACK_TIMEOUT_MS);

function daysOf(station: StationNormals, month: number, firstDay: number, count: number) {
  const climate = grid.climateAt(station.lat, station.lon, station.elevationM);
  const place = weatherPlaceOf(station);
  return {
    climate,
    days: YEARS.flatMap(
      (year) =>
        generateWeather(place, climate, { now: Date.UTC(year, month, firstDay, 12), hours: 0, days: count }).daily,
    ),
  };
}

/** The standard deviation of the daily maxima of 14 days from the 8th of `month`, over the twenty years. */
function spreadOfMaxima(station: StationNormals, month: number): number {
  const maxima = daysOf(station, month, 8, 14).days.map((day) => day.temp_max);
  const mean = maxima.reduce((sum, value) => sum + value, 0) / maxima.length;
  return Math.sqrt(maxima.reduce((sum, value) => sum + (value - mean) ** 2, 0) / maxima.length);
}

const stationsOf = (kind: StationKind) => STATION_NORMALS.filter((station) => station.kind === kind);
const winterOf = (station: StationNormals) => (station.lat >= 0 ? 0 : 6);

describe('the day-to-day spread of the daily maximum', () => {
  // The bands: tropical 1–1.5 °C, maritime mid-latitudes 2.5–3.5 °C, continental winters 5–7 °C
  // (each station's own, roughly). Measured: 1.0–1.6, 2.5–3.6 and 4.7–7.0.
  it.each([
    ['tropical wet', 'winter and summer', [0, 6], 0.9, 1.7],
    ['temperate oceanic', 'winter and summer', [0, 6], 2.3, 3.8],
    ['subarctic interior', 'winter', [0], 4.5, 7.5],
  ] as const)("keeps a %s place's %s within its band", (kind, _, months, low, high) => {
    for (const station of stationsOf(kind)) {
      for (const month of months) {
        const spread = spreadOfMaxima(station, (month + winterOf(station)) % 12);
        expect(spread, `${station.name}, month ${month + 1}`).toBeGreaterThanOrEqual(low);
        expect(spread, `${station.name}, month ${month + 1}`).toBeLessThanOrEqual(high);
      }
    }
  });
});

describe('records', () => {
  // Each day's departure from its own normal against the station's record's departure from the
  // station's: the grid's normals differ from a station's by a degree or two, which the
  // accuracy test measures. The records are recalled (±1–2 °C, station-precipitation.ts): a day
  // may come within that of one, never past it by more.
  it("lets no day of twenty years pass a station's recorded monthly extreme by more than the records' uncertainty", () => {
    const UNCERTAINTY = 1;
    const past: string[] = [];
    let days = 0;
    for (const [name, records] of Object.entries(STATION_RECORDS)) {
      const station = STATION_NORMALS.find((candidate) => candidate.name === name)!;
      for (let month = 0; month < 12; month += 1) {
        const { climate, days: generated } = daysOf(station, month, 1, 28);
        for (const day of generated) {
          days += 1;
          const normal = normalsOnYearFraction(climate, yearFractionAt(Date.parse(`${day.date}T12:00:00Z`)));
          const dayMonth = Number(day.date.slice(5, 7)) - 1;
          const highest = records.recordHigh[dayMonth]! - station.tmax[dayMonth]!;
          const lowest = records.recordLow[dayMonth]! - station.tmin[dayMonth]!;
          if (day.temp_max - normal.tmax > highest + UNCERTAINTY) past.push(`${name} ${day.date}: max ${day.temp_max}`);
          if (day.temp_min - normal.tmin < lowest - UNCERTAINTY) past.push(`${name} ${day.date}: min ${day.temp_min}`);
        }
      }
    }
    expect(days).toBeGreaterThan(150_000);
    expect(past).toEqual([]);
    // Twenty years of weather at every station: about a minute on a quiet machine, over three
    // on a loaded one. The limit is for a hang, not for a busy CI.
  }, 600_000);
});
