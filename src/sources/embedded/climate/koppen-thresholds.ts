// The temperature limits that define each Köppen–Geiger class (Kottek et al. 2006, Table 1),
// as intervals for the warmest- and coldest-month mean and the annual mean, °C. A modelled
// climate is pulled inside its class's intervals: the class is an observation of the real place.
import type { KoppenClass } from './koppen-classes.ts';

export interface TemperatureBounds {
  warmest: readonly [number, number];
  coldest: readonly [number, number];
  annualMean: readonly [number, number];
}

const ANY: readonly [number, number] = [-Infinity, Infinity];

function mainGroupBounds(group: string): TemperatureBounds {
  switch (group) {
    case 'A': return { warmest: ANY, coldest: [18, Infinity], annualMean: ANY };
    case 'C': return { warmest: [10, Infinity], coldest: [-3, 18], annualMean: ANY };
    case 'D': return { warmest: [10, Infinity], coldest: [-Infinity, -3], annualMean: ANY };
    default: return { warmest: ANY, coldest: ANY, annualMean: ANY };
  }
}

function intersect(a: readonly [number, number], b: readonly [number, number]): readonly [number, number] {
  return [Math.max(a[0], b[0]), Math.min(a[1], b[1])];
}

/** The defining temperature intervals of a class. */
export function koppenBounds(koppen: KoppenClass): TemperatureBounds {
  const bounds = mainGroupBounds(koppen[0]!);
  const third = koppen[2];
  let { warmest, coldest, annualMean } = bounds;
  if (koppen === 'ET') warmest = [0, 10];
  if (koppen === 'EF') warmest = [-Infinity, 0];
  if (koppen[0] === 'B') annualMean = third === 'h' ? [18, Infinity] : [-Infinity, 18];
  if (koppen[0] === 'C' || koppen[0] === 'D') {
    // b needs ≥ 4 months ≥ 10 °C and c only 1–3: with a cosine year that puts the b/c split
    // near a warmest month of ~14 °C.
    if (third === 'a') warmest = intersect(warmest, [22, Infinity]);
    if (third === 'b') warmest = intersect(warmest, [14, 22]);
    if (third === 'c') warmest = intersect(warmest, [10, 15]);
    if (third === 'd') coldest = intersect(coldest, [-Infinity, -38]);
    else if (koppen[0] === 'D') coldest = intersect(coldest, [-38, Infinity]);
  }
  return { warmest, coldest, annualMean };
}

/** Moves a value inside [low, high], keeping `margin` from a violated edge when there is room. */
export function pullInside(value: number, [low, high]: readonly [number, number], margin: number): number {
  const inner = high - low > 2 * margin ? margin : (high - low) / 2;
  if (value < low + inner) return Math.min(low + inner, high);
  if (value > high - inner) return Math.max(high - inner, low);
  return value;
}

/**
 * The year of monthly means moved and stretched so that its warmest month, coldest month and
 * annual mean lie inside the class's limits (with `margin` where a limit was violated).
 */
export function fitYearInside(months: readonly number[], koppen: KoppenClass, margin: number): number[] {
  const warmest = Math.max(...months);
  const coldest = Math.min(...months);
  const bounds = koppenBounds(koppen);
  let newWarmest = pullInside(warmest, bounds.warmest, margin);
  let newColdest = Math.min(pullInside(coldest, bounds.coldest, margin), newWarmest);
  const mean = (newWarmest + newColdest) / 2;
  const shift = pullInside(mean, bounds.annualMean, margin) - mean;
  newWarmest += shift;
  newColdest += shift;
  const span = warmest - coldest;
  if (span < 1e-6) return months.map(() => (newWarmest + newColdest) / 2);
  return months.map((value) => newColdest + ((value - coldest) / span) * (newWarmest - newColdest));
}
