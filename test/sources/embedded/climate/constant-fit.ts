// Fits the climate model's constants (src/sources/embedded/climate: TEMPERATURE_CONSTANTS and
// DAY_NIGHT_RANGE) to station normals by coordinate search, to learn how far the model's form can
// go: fitted on the calibration half, does the held-out half follow? Fitted on every station, how
// close does it come even then? Each trial compares the model's monthly normals with the
// stations' directly (microseconds, against seconds for forecasts), under a robust loss that
// rewards bringing station-months within a few degrees more than shaving the worst misses.
import { CLIMATE_CONSTANTS, climateFromPlace, type ClimateConstants, type PlaceFacts } from '../../../../src/sources/embedded/climate/climate-model.ts';
import type { ClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';
import type { StationNormals } from './station-normals.ts';

/** A station with what the grid knows of its place. */
export interface FitCase {
  station: StationNormals;
  facts: PlaceFacts;
}

export function fitCases(grid: ClimateGrid, stations: readonly StationNormals[]): FitCase[] {
  return stations.map((station) => {
    const facts = grid.placeFactsAt(station.lat, station.lon, station.elevationM);
    if (facts === null) throw new Error(`${station.name} lies on the open ocean of the grid`);
    return { station, facts };
  });
}

// Errors of a few degrees cost nearly their square, larger ones only their logarithm.
const LOSS_SCALE_C = 2;
const robust = (error: number): number => Math.log(1 + (error / LOSS_SCALE_C) ** 2);

/** The robust loss of the model's monthly normals against the stations', maxima and minima. */
export function normalsLoss(cases: readonly FitCase[], constants: ClimateConstants): number {
  let loss = 0;
  for (const { station, facts } of cases) {
    climateFromPlace(facts, constants).months.forEach((month, index) => {
      loss += robust(month.tmax - station.tmax[index]!) + robust(month.tmin - station.tmin[index]!);
    });
  }
  return loss;
}

// Shares and fractions stay in 0–1, the class margin in 0–4 °C; everything else may go where the
// fit takes it.
const SHARE: readonly [number, number] = [0, 1];
const BOUNDS: Readonly<Record<string, readonly [number, number]>> = {
  classMargin: [0, 4],
  seaAnomalyShare: SHARE, steppeHeatShare: SHARE, tropicalShoreDiscount: SHARE, winterThreshold: SHARE,
  winterShoreFactor: SHARE, sunShare: SHARE, shoreDamping: SHARE,
};
const UNBOUNDED: readonly [number, number] = [-Infinity, Infinity];
const PROFILE_STEP_C = 1;
const RELATIVE_STEP = 0.2;

/** One number of the constants that the search moves: a profile entry or a scalar. */
interface Knob {
  read(constants: ClimateConstants): number;
  write(constants: ClimateConstants, value: number): void;
  step: number;
  range: readonly [number, number];
}

function knobsOf(start: ClimateConstants): Knob[] {
  const knobs: Knob[] = [];
  for (const group of ['temperature', 'dayNightRange'] as const) {
    for (const [name, value] of Object.entries(start[group])) {
      const table = (constants: ClimateConstants) => constants[group] as unknown as Record<string, number | number[]>;
      if (Array.isArray(value)) {
        value.forEach((_, at) => knobs.push({
          read: (constants) => (table(constants)[name] as number[])[at]!,
          write: (constants, next) => { (table(constants)[name] as number[])[at] = next; },
          step: PROFILE_STEP_C,
          range: UNBOUNDED,
        }));
      } else {
        knobs.push({
          read: (constants) => table(constants)[name] as number,
          write: (constants, next) => { table(constants)[name] = next; },
          step: Math.max(0.02, Math.abs(value as number) * RELATIVE_STEP),
          range: BOUNDS[name] ?? UNBOUNDED,
        });
      }
    }
  }
  return knobs;
}

/** How many numbers a fit moves: each profile entry and each scalar. */
export const countConstants = (constants: ClimateConstants): number => knobsOf(constants).length;

/**
 * Constants that lower normalsLoss on `cases`, found by coordinate search from `start`: each
 * number in turn tries a step up and down and keeps what helps; a pass that keeps nothing halves
 * the steps. `start` is not changed.
 */
export function fitConstants(cases: readonly FitCase[], start: ClimateConstants = CLIMATE_CONSTANTS, passes = 30): ClimateConstants {
  const constants = structuredClone(start);
  const knobs = knobsOf(constants);
  let best = normalsLoss(cases, constants);
  for (let pass = 0; pass < passes; pass++) {
    let kept = 0;
    for (const knob of knobs) {
      const value = knob.read(constants);
      for (const direction of [1, -1]) {
        const next = Math.min(knob.range[1], Math.max(knob.range[0], value + direction * knob.step));
        if (next === value) continue;
        knob.write(constants, next);
        const loss = normalsLoss(cases, constants);
        if (loss < best - 1e-9) {
          best = loss;
          kept += 1;
          break;
        }
        knob.write(constants, value);
      }
    }
    if (kept === 0) for (const knob of knobs) knob.step /= 2;
  }
  return constants;
}
