// The embedded world against real station normals (climate/station-normals.ts and
// station-precipitation.ts), measured as docs/embedded-world.md says: 14-day forecasts from the
// 15th of each month in five years for temperatures, 14-day windows centred on the middle of
// each month in twenty years for precipitation. The held-out
// half is the claim: its figures are asserted as floors, so a change that makes the climate
// worse fails here. The goals are 95 % and 93 % within 3 °C (met) and 85 % of monthly
// totals within ±30 % (not yet); see the docs for where the model stands.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClimateGrid } from '../../../src/sources/embedded/climate/index.ts';
import { decodedClimateGrid, packedClimateBytes } from '../../sources/embedded/climate/packed-grid.ts';
import {
  precipitationHolds,
  stationMonthErrors,
  stationMonthPrecipitation,
  summarize,
  withStationNormals,
  withStationPrecipitation,
  type AccuracySummary,
} from '../../sources/embedded/climate/station-accuracy.ts';
import { STATION_PRECIPITATION } from '../../sources/embedded/climate/station-precipitation.ts';
import { STATION_NORMALS } from '../../sources/embedded/climate/station-normals.ts';
import { loadGazetteer } from '../../sources/embedded/gazetteer/load-gazetteer.ts';
import { CLIMATE_FLOORS } from './climate-floors.ts';

// Twenty years of weather at 103 places: about a minute and a half alone, and several minutes
// while other test files share the machine's two cores. A limit is for a hang, not for a busy CI.
const MEASURE_TIMEOUT_MS = 600_000;

let grid: ClimateGrid;
let heldOut: AccuracySummary;
let calibration: AccuracySummary;
const precipitationShare = { calibrate: 0, holdout: 0 };
beforeAll(async () => {
  grid = decodedClimateGrid(await packedClimateBytes());
  const gazetteer = loadGazetteer();
  const errors = stationMonthErrors(grid, STATION_NORMALS, (station) =>
    gazetteer.populationAt(station.lat, station.lon),
  );
  heldOut = summarize(errors.filter((error) => error.half === 'holdout'));
  calibration = summarize(errors.filter((error) => error.half === 'calibrate'));
  const precipitation = stationMonthPrecipitation(
    grid,
    STATION_NORMALS,
    (station) => STATION_PRECIPITATION[station.name]!.precipMm,
  );
  for (const half of ['calibrate', 'holdout'] as const) {
    const of = precipitation.filter((month) => month.half === half);
    precipitationShare[half] = of.filter(precipitationHolds).length / of.length;
  }
}, MEASURE_TIMEOUT_MS);

const percent = (share: number) => `${Math.round(100 * share)} %`;

describe('the station reference', () => {
  it('holds at least 80 stations in every Köppen main class, each kind of place in both halves', () => {
    expect(STATION_NORMALS.length).toBeGreaterThanOrEqual(80);
    const mainClasses = new Set(STATION_NORMALS.map((station) => grid.koppenAt(station.lat, station.lon)?.[0]));
    expect([...mainClasses].filter((letter) => letter !== undefined).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    for (const kind of new Set(STATION_NORMALS.map((station) => station.kind))) {
      const halves = new Set(STATION_NORMALS.filter((station) => station.kind === kind).map((station) => station.half));
      expect([kind, [...halves].sort()]).toEqual([kind, ['calibrate', 'holdout']]);
    }
  });

  it('gives every station twelve monthly maxima above their minima, and a source', () => {
    for (const station of STATION_NORMALS) {
      expect(station.tmax, station.name).toHaveLength(12);
      expect(
        station.tmin.every((low, month) => low < station.tmax[month]!),
        station.name,
      ).toBe(true);
      expect(station.source).toMatch(/\d{4}–\d{4}/);
    }
  });
});

describe('the measure', () => {
  // The stations' own normals, run through the weather model, must come back nearly whole: else
  // the measure, not the climate, would decide the figures (npm run climate-fit prints the rest).
  it(
    "gives back each station's own normals within 3 °C for at least 95 % of station-months",
    () => {
      const summary = summarize(stationMonthErrors(withStationNormals(grid, STATION_NORMALS), STATION_NORMALS));
      expect(summary.maxWithin3).toBeGreaterThanOrEqual(0.95);
      expect(summary.minWithin3).toBeGreaterThanOrEqual(0.95);
      expect(summary.beyond6).toBe(0);
    },
    MEASURE_TIMEOUT_MS,
  );

  // Likewise for rain: with each station's own monthly totals, 20 windows of generated weather
  // must come back within ±30 % (or ±15 mm) for nearly every station-month. What they miss is the
  // spread of real weather (a 14-day window's total varies by about 80 % from year to year, so
  // twenty of them by about 18 %): measured 96 % and 93 % on 2026-11-25.
  it(
    "gives back each station's own precipitation normals for at least 92 % of station-months, on each half",
    () => {
      const ownNormals = (station: (typeof STATION_NORMALS)[number]) => STATION_PRECIPITATION[station.name]!.precipMm;
      const months = stationMonthPrecipitation(
        withStationPrecipitation(grid, STATION_NORMALS, ownNormals),
        STATION_NORMALS,
        ownNormals,
      );
      for (const half of ['calibrate', 'holdout'] as const) {
        const of = months.filter((month) => month.half === half);
        expect(of.filter(precipitationHolds).length / of.length, half).toBeGreaterThanOrEqual(0.92);
      }
    },
    MEASURE_TIMEOUT_MS,
  );
});

describe('climate against the held-out stations', () => {
  // The goals, met (95.5 % and 93.6 % on 2026-11-25, with the urban heat island; 93.1 % without).
  it('keeps at least 95 % of station-months within 3 °C for the mean maximum and 93 % for the minimum', () => {
    expect(heldOut.stationMonths).toBeGreaterThanOrEqual(480);
    expect(heldOut.maxWithin3).toBeGreaterThanOrEqual(CLIMATE_FLOORS.maxWithin3);
    expect(heldOut.minWithin3).toBeGreaterThanOrEqual(CLIMATE_FLOORS.minWithin3);
  });

  it('keeps the median error at or under 1.0 °C for both, and at most 6 station-months beyond 6 °C', () => {
    expect(heldOut.medianMaxError).toBeLessThanOrEqual(1.0);
    expect(heldOut.medianMinError).toBeLessThanOrEqual(1.0);
    expect(heldOut.beyond6).toBeLessThanOrEqual(6);
  });

  // The figures reached (78.0 % and 77.6 % on 2026-11-25), rounded down; the goal is 85 %.
  it('keeps at least 77 % of monthly precipitation totals within ±30 % (or ±15 mm) of the normal, on each half', () => {
    expect(precipitationShare.holdout).toBeGreaterThanOrEqual(CLIMATE_FLOORS.precipitationWithin30);
    expect(precipitationShare.calibrate).toBeGreaterThanOrEqual(CLIMATE_FLOORS.precipitationWithin30);
  });

  it('ranks the winters in the right order: Moscow and Chicago below New York, below London, below Cairo', () => {
    const januaryMean = (name: string): number => {
      const station = STATION_NORMALS.find((candidate) => candidate.name.startsWith(name))!;
      const january = grid.climateAt(station.lat, station.lon, station.elevationM).months[0]!;
      return (january.tmax + january.tmin) / 2;
    };
    expect(januaryMean('Moscow')).toBeLessThan(januaryMean('New York'));
    expect(januaryMean('Chicago')).toBeLessThan(januaryMean('New York'));
    expect(januaryMean('New York')).toBeLessThan(januaryMean('London'));
    expect(januaryMean('London')).toBeLessThan(januaryMean('Cairo'));
  });

  // docs/embedded-world.md's table is this measure, to the line: a model change that moves a figure
  // fails here until the page says the new one. test/docs/climate-figures.test.ts holds its floors.
  it('is the table of docs/embedded-world.md, "How true it is"', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../../docs/embedded-world.md'), 'utf8');
    const degrees = (value: number) => `${value.toFixed(1)} °C`;
    const rows = [
      ['mean daily maximum within 3 °C', percent(heldOut.maxWithin3), percent(calibration.maxWithin3)],
      ['mean daily minimum within 3 °C', percent(heldOut.minWithin3), percent(calibration.minWithin3)],
      ['median error of the maximum', degrees(heldOut.medianMaxError), degrees(calibration.medianMaxError)],
      ['median error of the minimum', degrees(heldOut.medianMinError), degrees(calibration.medianMinError)],
      [
        'monthly precipitation within ±30 % (or ±15 mm)',
        percent(precipitationShare.holdout),
        percent(precipitationShare.calibrate),
      ],
    ].map((cells) => `| ${cells.join(' | ')} |`);
    const table =
      /<!-- climate-accuracy:start[^\n]*\n\| measure[^\n]*\n\|[^\n]*\n([\s\S]*?)\n<!-- climate-accuracy:end -->/.exec(
        page,
      )?.[1];
    expect(table?.split('\n')).toEqual(rows);
  });
});
