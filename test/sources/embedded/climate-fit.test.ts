// The constant fit behind `npm run climate-fit`: on stations that the model itself made, it must
// find its way back from wrong constants, or its figures would say nothing about the model.
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIMATE_CONSTANTS, climateFromPlace } from '../../../src/sources/embedded/climate/climate-model.ts';
import type { ClimateGrid } from '../../../src/sources/embedded/climate/index.ts';
import { fitCases, fitConstants, normalsLoss, type FitCase } from './climate/constant-fit.ts';
import { decodedClimateGrid, PACK_TIMEOUT_MS, packedClimateBytes } from './climate/packed-grid.ts';
import { STATION_NORMALS } from './climate/station-normals.ts';

let grid: ClimateGrid;
beforeAll(() => {
  grid = decodedClimateGrid(packedClimateBytes());
}, PACK_TIMEOUT_MS);

/** The reference's places, with the normals the model gives them as their stations' normals. */
function modelMadeCases(): FitCase[] {
  return fitCases(grid, STATION_NORMALS).map(({ station, facts }) => {
    const months = climateFromPlace(facts).months;
    return { facts, station: { ...station, tmax: months.map((month) => month.tmax), tmin: months.map((month) => month.tmin) } };
  });
}

describe('fitConstants', () => {
  it("scores the model's own constants 0 on stations the model made", () => {
    expect(normalsLoss(modelMadeCases(), CLIMATE_CONSTANTS)).toBeCloseTo(0, 9);
  });

  it('finds its way back from a seasonal lag and a profile entry that are off, and leaves its start alone', () => {
    const cases = modelMadeCases();
    const start = structuredClone(CLIMATE_CONSTANTS);
    start.temperature.lagInlandDays = 45;
    start.temperature.continentalWarmest[4] = 22;
    const before = normalsLoss(cases, start);
    const fitted = fitConstants(cases, start, 6);
    expect(normalsLoss(cases, fitted)).toBeLessThan(0.05 * before);
    expect(Math.abs(fitted.temperature.lagInlandDays - CLIMATE_CONSTANTS.temperature.lagInlandDays)).toBeLessThanOrEqual(2);
    expect(Math.abs(fitted.temperature.continentalWarmest[4]! - CLIMATE_CONSTANTS.temperature.continentalWarmest[4]!)).toBeLessThanOrEqual(1);
    expect(start.temperature.lagInlandDays).toBe(45);
  });
});
