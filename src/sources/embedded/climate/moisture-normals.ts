// Precipitation totals, humidity, cloud and diurnal range that go with a month's temperature
// and wet-day fraction. Empirical forms, every coefficient hand-set to typical station normals
// (no fit behind them; only the open ocean uses them now, ocean-climate.ts, and land its cloud):
// - mean amount on a wet day grows with warmth: ~3 mm in cold climates to ~15–18 mm in the
//   humid tropics (Clausius–Clapeyron: warmer air holds more water), less where rain is rare;
// - cloudiness and RH rise with the share of wet days: deserts ~10–20 % cloud and 20–35 % RH,
//   oceanic climates ~65–75 % cloud and 75–85 % RH; cold air raises RH at the same moisture;
// - the diurnal range shrinks under cloud and short winter days and near the sea: deserts
//   13–17 °C, steppes 11–14, oceanic 6–8, humid tropics 7–9, polar 5–7.
import type { MonthlyNormals } from './climate.ts';
import { clamp } from '../numbers.ts';

// By definition: a twelfth of a mean year, in days.
const DAYS_PER_MONTH = 30.44;

/**
 * The day–night range's constants (see diurnalRange). Hand-set: the hand-made climate model's
 * values, which a search over that model's constants could not better on held-out stations; the
 * open ocean's range (at most 1.2 °C, ocean-climate.ts) is all that uses them now.
 */
export const DAY_NIGHT_RANGE = {
  // Range under a clear sky, °C, less this much per unit of cloud cover.
  clearSky: 18.5,
  perCloud: 15,
  // The share of the range that daylight drives (the rest remains in polar night).
  sunShare: 0.45,
  // How much a shore narrows it, times the coast proximity squared.
  shoreDamping: 0.3,
  // Thin, dry highland air heats and cools faster: this much wider per 1,000 m, up to 4,000 m.
  perKmHeight: 0.1,
};

/** Constants of the day–night range (DAY_NIGHT_RANGE), for fits that try others. */
export type DayNightRangeConstants = typeof DAY_NIGHT_RANGE;

export interface MonthConditions {
  meanTemperature: number;
  wetDayFraction: number;
  /** Daily insolation relative to the equator at an equinox (latitude-table.ts). */
  insolation: number;
  coastProximity: number;
  /** The nearby sea's departure from its latitude's mean, °C: a cold (upwelling) sea makes stratus. */
  seaAnomaly?: number;
  elevationM: number;
}

export function wetDayAmountMm(meanTemperature: number, wetDayFraction: number): number {
  // In dry climates the few rain days are light too (desert rain days bring ~5–8 mm).
  const moistureSupply = 0.4 + 0.6 * Math.min(1, wetDayFraction / 0.3);
  return clamp((3 + 0.5 * meanTemperature) * moistureSupply, 1.5, 18);
}

export function cloudinessOf({ wetDayFraction, coastProximity, seaAnomaly = 0 }: MonthConditions): number {
  // Over upwelling water (10 °C below its latitude's mean off Lima) warm air aloft caps a cool,
  // cloudy marine layer: Lima, Arica and Walvis Bay are grey for months without rain.
  const stratus = clamp(-seaAnomaly / 10, 0, 0.6) * coastProximity * coastProximity;
  return clamp(0.08 + 1.25 * wetDayFraction + 0.05 * coastProximity + stratus, 0.05, 0.9);
}

export function meanRhOf({ wetDayFraction, coastProximity, meanTemperature }: MonthConditions): number {
  const coldBonus = 1.5 * clamp(8 - meanTemperature, 0, 12);
  return clamp(30 + 100 * wetDayFraction + 10 * coastProximity + coldBonus, 15, 95);
}

export function diurnalRange(
  conditions: MonthConditions,
  cloudiness: number,
  constants: DayNightRangeConstants = DAY_NIGHT_RANGE,
): number {
  const sunFactor = 1 - constants.sunShare + constants.sunShare * Math.min(1, conditions.insolation);
  const seaDamping = 1 - constants.shoreDamping * conditions.coastProximity * conditions.coastProximity;
  // Mexico City and Nairobi have ranges of 10–16 °C.
  const heightBoost = 1 + constants.perKmHeight * clamp(conditions.elevationM / 1000, 0, 4);
  return clamp((constants.clearSky - constants.perCloud * cloudiness) * sunFactor * seaDamping * heightBoost, 2, 22);
}

/** The normals of one month, given its mean temperature and moisture. */
export function monthNormals(
  conditions: MonthConditions,
  rangeConstants: DayNightRangeConstants = DAY_NIGHT_RANGE,
): MonthlyNormals {
  const cloudiness = cloudinessOf(conditions);
  const range = diurnalRange(conditions, cloudiness, rangeConstants);
  const wetDayFraction = clamp(conditions.wetDayFraction, 0, 0.8);
  return {
    tmax: conditions.meanTemperature + range / 2,
    tmin: conditions.meanTemperature - range / 2,
    wetDayFraction,
    precipMm: wetDayFraction * DAYS_PER_MONTH * wetDayAmountMm(conditions.meanTemperature, wetDayFraction),
    meanRh: meanRhOf(conditions),
    cloudiness,
  };
}
