import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Climate, ClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';
import { decodeClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';
import { decodedClimateGrid, PACK_TIMEOUT_MS, packedClimateBytes } from './packed-grid.ts';

let bytes: Uint8Array;
let grid: ClimateGrid;
beforeAll(async () => {
  bytes = await packedClimateBytes();
  grid = decodedClimateGrid(bytes);
}, PACK_TIMEOUT_MS);

const mean = (climate: Climate, month: number): number =>
  (climate.months[month]!.tmax + climate.months[month]!.tmin) / 2;
const annualMean = (climate: Climate): number =>
  climate.months.reduce((sum, _, month) => sum + mean(climate, month), 0) / 12;
const annualPrecip = (climate: Climate): number => climate.months.reduce((sum, month) => sum + month.precipMm, 0);

describe('Köppen classes of well-known places', () => {
  it('knows London is oceanic, Cairo hot desert, Singapore rainforest and mid-Pacific open sea', () => {
    expect(grid.koppenAt(51.48, -0.45)).toBe('Cfb');
    expect(grid.koppenAt(30.05, 31.23)).toBe('BWh');
    expect(grid.koppenAt(1.35, 103.8)).toMatch(/^Af|Am$/);
    expect(grid.koppenAt(0, -140)).toBeNull();
  });
});

describe('seasons', () => {
  it('makes Sydney’s July colder than its January (southern hemisphere)', () => {
    const sydney = grid.climateAt(-33.86, 151.2, 39);
    expect(mean(sydney, 6)).toBeLessThan(mean(sydney, 0) - 6);
  });

  it('makes Buenos Aires and Cape Town warmest in January or February', () => {
    for (const [lat, lon] of [
      [-34.59, -58.48],
      [-33.97, 18.6],
    ] as const) {
      const climate = grid.climateAt(lat, lon, 25);
      const warmestMonth = climate.months
        .map((_, month) => mean(climate, month))
        .reduce((best, value, month, all) => (value > all[best]! ? month : best), 0);
      expect([0, 1]).toContain(warmestMonth);
    }
  });

  it('lags the seasons behind the sun on an exposed coast: Brest’s August beats June and its February is colder than November', () => {
    const brest = grid.climateAt(48.45, -4.42, 94);
    expect(mean(brest, 7)).toBeGreaterThan(mean(brest, 5));
    expect(mean(brest, 1)).toBeLessThan(mean(brest, 10));
  });

  it('gives a west coast milder winters than an east coast at the same latitude (Vancouver vs Montreal)', () => {
    expect(mean(grid.climateAt(49.25, -123.1, 50), 0)).toBeGreaterThan(mean(grid.climateAt(45.5, -73.57, 50), 0) + 8);
  });
});

describe('elevation', () => {
  it('makes La Paz and Quito far colder than the lowlands at their latitude', () => {
    expect(annualMean(grid.climateAt(-16.5, -68.15, 3640))).toBeLessThan(
      annualMean(grid.climateAt(-14.83, -64.9, 155)) - 12,
    );
    expect(annualMean(grid.climateAt(-0.22, -78.51, 2850))).toBeLessThan(
      annualMean(grid.climateAt(-2.19, -79.89, 10)) - 9,
    );
  });
});

describe('deserts and wet places', () => {
  it('keeps Riyadh dry, sunny and with a large day–night range, and London wet and cloudy', () => {
    const riyadh = grid.climateAt(24.71, 46.68, 612);
    const london = grid.climateAt(51.48, -0.45, 25);
    expect(annualPrecip(riyadh)).toBeLessThan(200);
    expect(riyadh.months[6]!.tmax - riyadh.months[6]!.tmin).toBeGreaterThanOrEqual(12);
    expect(riyadh.months[6]!.meanRh).toBeLessThan(40);
    expect(riyadh.months[6]!.cloudiness).toBeLessThan(0.25);
    expect(annualPrecip(london)).toBeGreaterThan(450);
    expect(london.months[0]!.cloudiness).toBeGreaterThan(0.55);
    expect(london.months[0]!.meanRh).toBeGreaterThan(75);
  });
});

describe('sea, poles and the antimeridian', () => {
  it('gives the open ocean an ocean climate: no class, warm and nearly constant at the equator, small day–night range', () => {
    const pacific = grid.climateAt(0, -140, 0);
    const temperatures = pacific.months.map((_, month) => mean(pacific, month));
    expect(pacific.koppen).toBeNull();
    expect(Math.max(...temperatures) - Math.min(...temperatures)).toBeLessThan(3);
    expect(Math.min(...temperatures)).toBeGreaterThan(24);
    for (const month of pacific.months) expect(month.tmax - month.tmin).toBeLessThanOrEqual(3);
  });

  it('joins the sea to the land without a seam: every step of 500 m across a coast changes the climate by less than 0.4 °C', () => {
    expect(grid.climateAt(38.7, -9.6, 0).koppen).not.toBeNull();
    // Walking out from Lisbon, across the shore, the ERA5 mask's edge and into the open Atlantic.
    let before = grid.climateAt(38.7, -9.1, 0);
    for (let lon = -9.105; lon >= -14; lon -= 0.005) {
      const here = grid.climateAt(38.7, lon, 0);
      for (const month of [0, 6]) {
        expect(
          Math.abs(here.months[month]!.tmax - before.months[month]!.tmax),
          `${lon.toFixed(2)}° month ${month}`,
        ).toBeLessThan(0.4);
        expect(
          Math.abs(here.months[month]!.tmin - before.months[month]!.tmin),
          `${lon.toFixed(2)}° month ${month}`,
        ).toBeLessThan(0.4);
      }
      before = here;
    }
    expect(before.koppen).toBeNull();
  });

  it('answers at both poles without throwing, bitterly cold on the Antarctic plateau', () => {
    const southPole = grid.climateAt(-90, 0, 2835);
    const northPole = grid.climateAt(90, 0, 0);
    expect(southPole.months[6]!.tmax).toBeLessThan(-35);
    expect(mean(northPole, 0)).toBeLessThan(-15);
  });

  it('treats longitudes 180, −180 and 540 as the same meridian', () => {
    expect(grid.climateAt(65, 180, 100)).toEqual(grid.climateAt(65, -180, 100));
    expect(grid.climateAt(65, 540, 100)).toEqual(grid.climateAt(65, 180, 100));
  });
});

describe('coherence and determinism', () => {
  it('returns physically coherent normals for any place on Earth', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: -400, max: 6000 }),
        (lat, lon, elevation) => {
          const climate = grid.climateAt(lat, lon, elevation);
          expect(climate.months).toHaveLength(12);
          expect(climate.continentality).toBeGreaterThanOrEqual(0);
          expect(climate.continentality).toBeLessThanOrEqual(1);
          for (const month of climate.months) {
            expect(month.tmax).toBeGreaterThan(month.tmin);
            expect(month.tmax).toBeLessThan(50);
            expect(month.tmin).toBeGreaterThan(-90);
            expect(month.wetDayFraction).toBeGreaterThanOrEqual(0);
            expect(month.wetDayFraction).toBeLessThanOrEqual(0.8);
            expect(month.precipMm).toBeGreaterThanOrEqual(0);
            // Rain per wet day: up to 45 mm (Mumbai's July brings ~30); more only where every day the cap allows is wet.
            if (month.wetDayFraction < 0.8)
              expect(month.precipMm / 30.44).toBeLessThanOrEqual(month.wetDayFraction * 45 + 1e-9);
            expect(month.meanRh).toBeGreaterThan(0);
            expect(month.meanRh).toBeLessThanOrEqual(100);
            expect(month.cloudiness).toBeGreaterThanOrEqual(0);
            expect(month.cloudiness).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives identical climates from two decodes of the same bytes', () => {
    const again = decodeClimateGrid(bytes.slice());
    for (const [lat, lon] of [
      [51.5, 0],
      [-33.9, 151.2],
      [0, -140],
      [64.8, -147.7],
    ] as const) {
      expect(again.climateAt(lat, lon, 100)).toEqual(grid.climateAt(lat, lon, 100));
    }
  });
});

describe('bad input', () => {
  it('rejects impossible coordinates and elevations with a RangeError naming the argument', () => {
    expect(() => grid.climateAt(Number.NaN, 0, 0)).toThrow(/lat/);
    expect(() => grid.climateAt(91, 0, 0)).toThrow(RangeError);
    expect(() => grid.climateAt(0, Number.POSITIVE_INFINITY, 0)).toThrow(/lon/);
    expect(() => grid.climateAt(0, 0, Number.NaN)).toThrow(/elevationM/);
    expect(() => grid.koppenAt(-95, 0)).toThrow(RangeError);
    expect(() => grid.koppenAt(0, Number.NaN)).toThrow(/lon/);
  });

  it('refuses bytes that are not a climate asset, or are cut short', () => {
    expect(() => decodeClimateGrid(new Uint8Array([1, 2, 3]))).toThrow(RangeError);
    expect(() => decodeClimateGrid(bytes.subarray(0, bytes.length - 10))).toThrow(/truncated|inconsistent/);
  });
});
