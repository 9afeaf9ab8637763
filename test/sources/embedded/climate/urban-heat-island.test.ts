// Towns' warmer nights (urban-heat-island.ts): from the gazetteer's population to the minima.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';
import { urbanWarmingOfMinima } from '../../../../src/sources/embedded/climate/urban-heat-island.ts';
import { decodedClimateGrid, PACK_TIMEOUT_MS, packedClimateBytes } from './packed-grid.ts';
import { loadGazetteer } from '../gazetteer/load-gazetteer.ts';

let grid: ClimateGrid;
beforeAll(async () => {
  grid = decodedClimateGrid(await packedClimateBytes());
}, PACK_TIMEOUT_MS);

describe('the urban heat island', () => {
  it('grows with the logarithm of the population, from nothing outside towns to at most 1 °C', () => {
    expect(urbanWarmingOfMinima(0)).toBe(0);
    const warmings = [1_000, 10_000, 100_000, 1_000_000, 10_000_000].map((population) =>
      urbanWarmingOfMinima(population),
    );
    for (let at = 1; at < warmings.length; at++) expect(warmings[at]!).toBeGreaterThan(warmings[at - 1]!);
    expect(warmings[1]).toBeCloseTo(0.16, 2);
    expect(warmings[3]).toBeCloseTo(0.32, 2);
    expect(warmings[4]).toBeCloseTo(0.4, 2);
    expect(urbanWarmingOfMinima(1e12)).toBeLessThanOrEqual(1);
    expect(urbanWarmingOfMinima(1e12, 1)).toBe(1);
  });

  it("warms a town's minima by that much and leaves its maxima and the open sea alone", () => {
    const rural = grid.climateAt(48.86, 2.35, 35);
    const paris = grid.climateAt(48.86, 2.35, 35, 2_146_739);
    paris.months.forEach((month, index) => {
      expect(month.tmin - rural.months[index]!.tmin).toBeCloseTo(urbanWarmingOfMinima(2_146_739), 9);
      expect(month.tmax).toBe(rural.months[index]!.tmax);
    });
    expect(grid.climateAt(-40, -120, 0, 1_000_000)).toEqual(grid.climateAt(-40, -120, 0));
  });

  it('refuses a population that is not a finite number of zero or more, naming it', () => {
    for (const population of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => grid.climateAt(48.86, 2.35, 35, population)).toThrow(/population must be a finite number ≥ 0/);
    }
  });
});

describe('the town a coordinate lies in', () => {
  it('is the city that names the coordinate, with its people, and no town far from any', () => {
    const gazetteer = loadGazetteer();
    expect(gazetteer.populationAt(48.8566, 2.3522)).toBeGreaterThan(1_000_000); // Paris
    expect(gazetteer.populationAt(40.7794, -73.9692)).toBeGreaterThan(5_000_000); // Central Park: New York City
    expect(gazetteer.populationAt(-40, -120)).toBe(0); // the South Pacific
  });
});
