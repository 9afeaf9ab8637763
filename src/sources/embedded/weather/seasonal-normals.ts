import type { Climate, MonthlyNormals } from '../climate/climate.ts';
import { clamp } from '../numbers.ts';

// By definition.
const MONTHS = 12;
const NORMAL_KEYS = ['tmax', 'tmin', 'wetDayFraction', 'precipMm', 'meanRh', 'cloudiness'] as const;

/** Throws a TypeError naming the first field of `climate` that is not a usable set of normals. */
export function assertClimate(climate: Climate): void {
  if (typeof climate !== 'object' || climate === null) throw new TypeError('climate must be an object');
  if (!Array.isArray(climate.months) || climate.months.length !== MONTHS) {
    throw new TypeError('climate.months must hold 12 monthly normals');
  }
  // Every forecast checks its climate: the usual answer, all finite, without a lookup by key.
  if (!climate.months.every(isFiniteNormals)) {
    climate.months.forEach((month: MonthlyNormals | undefined, index) => {
      for (const key of NORMAL_KEYS) {
        if (!Number.isFinite(month?.[key]))
          throw new TypeError(`climate.months[${index}].${key} must be a finite number`);
      }
    });
  }
  if (!Number.isFinite(climate.continentality)) throw new TypeError('climate.continentality must be a finite number');
}

function isFiniteNormals(month: MonthlyNormals | undefined): boolean {
  return (
    typeof month === 'object' &&
    month !== null &&
    Number.isFinite(month.tmax) &&
    Number.isFinite(month.tmin) &&
    Number.isFinite(month.wetDayFraction) &&
    Number.isFinite(month.precipMm) &&
    Number.isFinite(month.meanRh) &&
    Number.isFinite(month.cloudiness)
  );
}

/**
 * The normals of the place on a given fraction of the year (0 = 1 January 00:00, 1 = a year later).
 * Each monthly value is the mean of its month, so it is placed mid-month (months as twelfths of
 * the year) and the year is interpolated periodically with a Catmull–Rom spline: smooth through
 * December→January, and exact at each mid-month.
 */
export function normalsOnYearFraction(climate: Climate, yearFraction: number): MonthlyNormals {
  const {
    months: [first, second, third, fourth],
    weights: [w0, w1, w2, w3],
  } = surroundingMonths(yearFraction);
  const months = climate.months;
  const p0 = months[first]!,
    p1 = months[second]!,
    p2 = months[third]!,
    p3 = months[fourth]!;
  const tmax = w0 * p0.tmax + w1 * p1.tmax + w2 * p2.tmax + w3 * p3.tmax;
  const tmin = Math.min(tmax, w0 * p0.tmin + w1 * p1.tmin + w2 * p2.tmin + w3 * p3.tmin);
  return {
    tmax,
    tmin,
    // A spline can overshoot between months; fractions and amounts stay in their physical range.
    wetDayFraction: clamp(
      w0 * p0.wetDayFraction + w1 * p1.wetDayFraction + w2 * p2.wetDayFraction + w3 * p3.wetDayFraction,
      0,
      1,
    ),
    precipMm: Math.max(0, w0 * p0.precipMm + w1 * p1.precipMm + w2 * p2.precipMm + w3 * p3.precipMm),
    meanRh: clamp(w0 * p0.meanRh + w1 * p1.meanRh + w2 * p2.meanRh + w3 * p3.meanRh, 1, 100),
    cloudiness: clamp(w0 * p0.cloudiness + w1 * p1.cloudiness + w2 * p2.cloudiness + w3 * p3.cloudiness, 0, 1),
  };
}

/** A monthly value (twelve, January first) on a fraction of the year, placed and splined as the normals are. */
export function monthlyOnYearFraction(values: readonly number[], yearFraction: number): number {
  const { months, weights } = surroundingMonths(yearFraction);
  return months.reduce((sum, month, at) => sum + weights[at]! * values[month]!, 0);
}

// The four mid-months around a moment of the year and their Catmull–Rom basis weights.
type Four = [number, number, number, number];
function surroundingMonths(yearFraction: number): { months: Four; weights: Four } {
  const position = yearFraction * MONTHS - 0.5;
  const base = Math.floor(position);
  const t = position - base,
    t2 = t * t,
    t3 = t2 * t;
  return {
    months: [(base + 11) % MONTHS, (base + 12) % MONTHS, (base + 13) % MONTHS, (base + 14) % MONTHS],
    weights: [0.5 * (-t + 2 * t2 - t3), 0.5 * (2 - 5 * t2 + 3 * t3), 0.5 * (t + 4 * t2 - 3 * t3), 0.5 * (-t2 + t3)],
  };
}
