// Elevation.cellMeans agrees with the DEM it averages and is cheap enough to call per grid.
import { beforeAll, describe, expect, it } from 'vitest';
import { climateDataDir } from '../../../../src/build/climate/observed/climate-data-dir.ts';
import { readElevation, type Elevation } from '../../../../src/build/climate/observed/etopo.ts';
import { climatePackMissing, titled } from '../../../support/raw-sources.ts';

const missing = climatePackMissing();

let elevation: Elevation;
let fine: Float32Array;
let coarse: Float32Array;
let fineMs = 0;

beforeAll(async () => {
  if (missing !== undefined) return;
  elevation = await readElevation(climateDataDir());
  const start = performance.now();
  fine = elevation.cellMeans(720, 360);
  fineMs = performance.now() - start;
  coarse = elevation.cellMeans(360, 180);
}, 120_000);

describe.skipIf(missing !== undefined)(titled('Elevation.cellMeans', missing), () => {
  it('averages the 30 × 30 one-minute pixels of a 0.5° cell (Mexico City’s)', () => {
    const column = Math.floor((-99.13 + 180) * 2);
    const row = Math.floor((90 - 19.43) * 2);
    let sum = 0;
    for (let y = 0; y < 30; y++) {
      for (let x = 0; x < 30; x++) {
        // Pixel centres sit (k + 0.625) arc-minutes from the tile edge, which lies on a 0.5° line here.
        sum += elevation.nearest(90 - row * 0.5 - (y + 0.625) / 60, -180 + column * 0.5 + (x + 0.625) / 60);
      }
    }
    expect(fine[row * 720 + column]).toBeCloseTo(sum / 900, 1);
    expect(fine[row * 720 + column]).toBeGreaterThan(2000);
  });

  it('gives each 1° cell the mean of its four 0.5° cells', () => {
    let worst = 0;
    for (let row = 0; row < 180; row++) {
      for (let column = 0; column < 360; column++) {
        const quarter =
          fine[2 * row * 720 + 2 * column]! +
          fine[2 * row * 720 + 2 * column + 1]! +
          fine[(2 * row + 1) * 720 + 2 * column]! +
          fine[(2 * row + 1) * 720 + 2 * column + 1]!;
        worst = Math.max(worst, Math.abs(coarse[row * 360 + column]! - quarter / 4));
      }
    }
    expect(worst).toBeLessThan(0.01);
  });

  it('is about 0 m over open ocean, 0 m where there are no tiles, and high over Tibet', () => {
    // (0N, 160W) lies in a tile (for the Line Islands); its sea pixels decode to within a step of 0 m.
    expect(Math.abs(fine[Math.floor((90 - 0) * 2) * 720 + Math.floor((-160 + 180) * 2)]!)).toBeLessThan(1);
    expect(Math.max(...fine.subarray(0, 30 * 720))).toBe(0); // north of 75°N: no tiles
    expect(Math.max(...fine.subarray(300 * 720))).toBe(0); // south of 60°S: no tiles
    expect(coarse[Math.floor(90 - 32) * 360 + Math.floor(88 + 180)]).toBeGreaterThan(4000);
  });

  it('handles grids that do not line up with the 15° tiles', () => {
    const odd = elevation.cellMeans(7, 5);
    expect(odd.length).toBe(35);
    expect(odd.every(Number.isFinite)).toBe(true);
    expect(Math.max(...odd)).toBeGreaterThan(500);
  });

  it('runs in well under a few seconds once the tiles are decoded', () => {
    expect(fineMs).toBeLessThan(5_000);
  });
});

describe.skipIf(missing !== undefined)(titled('Elevation.at', missing), () => {
  it('wraps longitude and stays on the tile lattice at its edges', () => {
    expect(elevation.at(19.43, -99.13 + 360)).toBeCloseTo(elevation.at(19.43, -99.13), 6);
    expect(Number.isFinite(elevation.at(30, -105))).toBe(true);
    expect(Number.isFinite(elevation.at(75, 180))).toBe(true);
  });
});
