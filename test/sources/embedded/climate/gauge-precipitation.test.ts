// How ERA5's precipitation points are brought to a gauge at a place (gauge-precipitation.ts).
import { describe, expect, it } from 'vitest';
import {
  GAUGE_PRECIPITATION,
  gaugeCatch,
  pointShares,
} from '../../../../src/sources/embedded/climate/gauge-precipitation.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the ERA5 points a place reads', () => {
  it("leans on the points at the place's own height: a coastal town below the Andes reads the coast", () => {
    // Lima's four points: the coast's at 0 and 250 m, the slopes' at 1,500 and 3,650 m.
    const { shares } = pointShares({ weights: [0.31, 0.19, 0.31, 0.19], heightsM: [0, 1521, 253, 3656] }, 13);
    expect(shares[0]! + shares[2]!).toBeGreaterThan(0.9);
    expect(shares[3]!).toBeLessThan(0.01);
    expect(sum(shares)).toBeCloseTo(1, 12);
  });

  it("is plain bilinear where the points lie at the place's height", () => {
    const weights = [0.1, 0.2, 0.3, 0.4];
    const { shares, factor } = pointShares({ weights, heightsM: [200, 200, 200, 200] }, 200);
    shares.forEach((share, index) => expect(share).toBeCloseTo(weights[index]!, 12));
    expect(factor).toBe(1);
  });

  it('dries a place below every point it reads, never below 0.3 of their rain, and wets none above them', () => {
    const below = pointShares({ weights: [0.25, 0.25, 0.25, 0.25], heightsM: [600, 600, 600, 600] }, 100).factor;
    expect(below).toBeCloseTo(Math.exp(-GAUGE_PRECIPITATION.perMBelow * 500), 12);
    expect(below).toBeLessThan(1);
    expect(pointShares({ weights: [1, 0, 0, 0], heightsM: [5000, 0, 0, 0] }, 0).factor).toBe(0.3);
    expect(pointShares({ weights: [0.25, 0.25, 0.25, 0.25], heightsM: [300, 300, 300, 300] }, 2500).factor).toBe(1);
  });

  it('ignores points without data, and gives nothing where none has any', () => {
    const { shares } = pointShares({ weights: [0, 0.5, 0, 0.5], heightsM: [0, 10, 0, 10] }, 10);
    expect(shares[0]).toBe(0);
    expect(shares[2]).toBe(0);
    expect(pointShares({ weights: [0, 0, 0, 0], heightsM: [0, 0, 0, 0] }, 0).shares).toEqual([0, 0, 0, 0]);
  });
});

describe('what a gauge catches', () => {
  it("catches all the rain of a warm month and 1 − snowLoss of a frozen month's snow, smoothly between", () => {
    expect(gaugeCatch(15)).toBe(1);
    expect(gaugeCatch(2)).toBe(1);
    expect(gaugeCatch(-4)).toBeCloseTo(1 - GAUGE_PRECIPITATION.snowLoss, 12);
    expect(gaugeCatch(-30)).toBeCloseTo(1 - GAUGE_PRECIPITATION.snowLoss, 12);
    expect(gaugeCatch(-1)).toBeLessThan(1);
    expect(gaugeCatch(-1)).toBeGreaterThan(1 - GAUGE_PRECIPITATION.snowLoss);
  });

  it("loses a share of snow within the WMO intercomparison's catch ratios (0.4–0.9)", () => {
    expect(1 - GAUGE_PRECIPITATION.snowLoss).toBeGreaterThanOrEqual(0.4);
    expect(1 - GAUGE_PRECIPITATION.snowLoss).toBeLessThanOrEqual(0.95);
  });
});
