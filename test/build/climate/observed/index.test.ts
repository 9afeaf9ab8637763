// Reproduces the "Verified values" table of the data pack's PROVENANCE.md with our readers.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CRU_COLUMNS,
  CRU_ROWS,
  cruCellIndex,
  ERA5_COLUMNS,
  ERA5_ROWS,
  era5At,
  era5CellIndex,
  MERRA2_COLUMNS,
  MERRA2_ROWS,
  merra2At,
  readObservedClimate,
  type ObservedClimate,
} from '../../../../src/build/climate/observed/index.ts';
import { climatePackMissing, titled } from '../../../support/raw-sources.ts';

const missing = climatePackMissing();

const JAN = 0;
const FEB = 1;
const JUL = 6;

let climate: ObservedClimate;

beforeAll(async () => {
  if (missing !== undefined) return;
  climate = await readObservedClimate();
}, 120_000);

describe.skipIf(missing !== undefined)(titled('readObservedClimate', missing), () => {
  it('returns 12 months of each field in the documented sizes', () => {
    const sizes = {
      cruTmax: climate.cru.tmax.map((m) => m.length),
      cruTmin: climate.cru.tmin.map((m) => m.length),
      merraTmax: climate.merra2.tmax.map((m) => m.length),
      merraTmin: climate.merra2.tmin.map((m) => m.length),
      precipitation: climate.precipitation.map((m) => m.length),
      dewPoint: climate.dewPoint.map((m) => m.length),
    };
    expect(sizes).toEqual({
      cruTmax: Array(12).fill(CRU_COLUMNS * CRU_ROWS),
      cruTmin: Array(12).fill(CRU_COLUMNS * CRU_ROWS),
      merraTmax: Array(12).fill(MERRA2_COLUMNS * MERRA2_ROWS),
      merraTmin: Array(12).fill(MERRA2_COLUMNS * MERRA2_ROWS),
      precipitation: Array(12).fill(ERA5_COLUMNS * ERA5_ROWS),
      dewPoint: Array(12).fill(ERA5_COLUMNS * ERA5_ROWS),
    });
  });
});

describe.skipIf(missing !== undefined)(titled('CRU TS 4.07', missing), () => {
  it('Cairo July Tmax is 35.6 °C', () => {
    expect(Math.abs(climate.cru.tmax[JUL]![cruCellIndex(30.04, 31.24)]! - 35.6)).toBeLessThanOrEqual(0.3);
  });

  it('Yakutsk January Tmin is −42.2 °C', () => {
    expect(Math.abs(climate.cru.tmin[JAN]![cruCellIndex(62.03, 129.73)]! - -42.2)).toBeLessThanOrEqual(0.3);
  });

  it('Lima February Tmax is 26.1 °C', () => {
    expect(Math.abs(climate.cru.tmax[FEB]![cruCellIndex(-12.05, -77.04)]! - 26.1)).toBeLessThanOrEqual(0.3);
  });

  it('has exactly 67,420 land cells with a July Tmax', () => {
    expect(climate.cru.tmax[JUL]!.filter(Number.isFinite).length).toBe(67_420);
  });

  it('is NaN over the open ocean (0N 160W) in every month', () => {
    const ocean = cruCellIndex(0, -160);
    expect([...climate.cru.tmax, ...climate.cru.tmin].map((m) => m[ocean])).toEqual(Array(24).fill(Number.NaN));
  });

  it('puts row 0 in the north: nothing south of 57.75°S and no Tmax above 50 °C', () => {
    const firstSouthernEmptyRow = Math.floor((90 - -58) * 2);
    const southern = climate.cru.tmax[JUL]!.subarray(firstSouthernEmptyRow * CRU_COLUMNS);
    expect(southern.filter(Number.isFinite).length).toBe(0);
    expect(Math.max(...climate.cru.tmax.map((m) => Math.max(...m.filter(Number.isFinite))))).toBeLessThan(50);
  });
});

describe.skipIf(missing !== undefined)(titled('MERRA-2', missing), () => {
  it('Cairo July Tmax at sea level is 39.5 °C (bilinear)', () => {
    expect(Math.abs(merra2At(climate.merra2.tmax[JUL]!, 30.04, 31.24) - 39.5)).toBeLessThanOrEqual(0.5);
  });

  it('Yakutsk January Tmin −39.1 and Lima February Tmax 30.1 at sea level', () => {
    expect(Math.abs(merra2At(climate.merra2.tmin[JAN]!, 62.03, 129.73) - -39.1)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(merra2At(climate.merra2.tmax[FEB]!, -12.05, -77.04) - 30.1)).toBeLessThanOrEqual(0.5);
  });
});

describe.skipIf(missing !== undefined)(titled('ERA5 precipitation', missing), () => {
  it('Mumbai July at the 19.5N 72.5E cell is 540 mm, inland neighbour 828 mm', () => {
    expect(era5CellIndex(19.08, 72.88)).toBe(era5CellIndex(19.5, 72.5));
    expect(Math.abs(climate.precipitation[JUL]![era5CellIndex(19.08, 72.88)]! - 540)).toBeLessThanOrEqual(2);
    expect(Math.abs(climate.precipitation[JUL]![era5CellIndex(19.5, 73.5)]! - 828)).toBeLessThanOrEqual(2);
  });

  it('London January is 59 mm', () => {
    expect(Math.abs(climate.precipitation[JAN]![era5CellIndex(51.5, -0.13)]! - 59)).toBeLessThanOrEqual(2);
  });

  it('keeps 0 as 0: the central Sahara in July', () => {
    expect(climate.precipitation[JUL]![era5CellIndex(23, 10)]).toBe(0);
  });

  it('Singapore annual total is about 2,358 mm', () => {
    const cell = era5CellIndex(1.35, 103.82);
    const annual = climate.precipitation.reduce((sum, month) => sum + month[cell]!, 0);
    expect(Math.abs(annual - 2358)).toBeLessThanOrEqual(5);
  });
});

describe.skipIf(missing !== undefined)(titled('ERA5 dew point', missing), () => {
  it('Singapore July is 24.0 °C after removing the generator’s 1 K error (site is near sea level)', () => {
    expect(Math.abs(climate.elevation.at(1.35, 103.82))).toBeLessThan(20);
    expect(Math.abs(era5At(climate.dewPoint[JUL]!, 1.35, 103.82) - 24.0)).toBeLessThanOrEqual(0.5);
  });
});

describe.skipIf(missing !== undefined)(titled('ETOPO 2022 DEM', missing), () => {
  it('Mexico City is 2,236 m at the nearest pixel and about 2,219 m bilinear', () => {
    expect(Math.abs(climate.elevation.nearest(19.43, -99.13) - 2236)).toBeLessThanOrEqual(40);
    expect(Math.abs(climate.elevation.at(19.43, -99.13) - 2219)).toBeLessThanOrEqual(40);
  });

  it('Everest is above 8,000 m at the nearest pixel', () => {
    expect(climate.elevation.nearest(27.988, 86.925)).toBeGreaterThanOrEqual(8000);
  });

  it('is 0 m where no tile exists (mid-Pacific, Antarctica)', () => {
    expect(climate.elevation.at(0, -160)).toBe(0);
    expect(climate.elevation.at(-80, 0)).toBe(0);
  });
});
