import type { MonthlyNormals } from '../climate/climate.ts';
import { normalCdf, normalQuantile } from './normal-distribution.ts';
import type { SynopticState } from './synoptic-state.ts';

// Precipitation falls where a "wetness" field exceeds a threshold set by the climate. Wetness
// blends low pressure, moist air and mesoscale rain bands (unit variance); in warm humid
// climates a convective term adds an afternoon peak (solar ~15 h). The threshold makes the
// share of wet hours follow the month's wet-day fraction; the rate beyond the threshold is
// exponentially distributed with the mean that makes totals match the month's precipitation.

// The share of hours that must be wet for a given share of wet days (≥ 1 mm), as [wet-day
// fraction, wet hours per wet day / 24]: found by simulating 60 places × 1 year per point and
// checked by the wet-day test. Wetter climates rain for more hours on each wet day.
const WET_HOUR_SHARE: ReadonlyArray<readonly [number, number]> = [[0, 0.24], [0.1, 0.32], [0.3, 0.45], [0.6, 0.55], [1, 0.6]];
const DAYS_PER_MONTH = 30.44;
const MAX_RATE = 80;
const CONVECTIVE_PEAK_SOLAR_HOUR = 15;

/** How convective the season's rain is: 0 (frontal) to 1 (tropical showers and storms). */
export function convectiveShare(normals: MonthlyNormals): number {
  return smooth((normals.tmax - 18) / 10) * smooth((normals.meanRh - 45) / 25);
}

/** Precipitation potential of one hour, before temperature decides its type. */
export interface HourlyPrecipitation {
  /** Wetness (standard deviations) including the convective afternoon term. */
  wetness: number;
  /** Wetness above which it precipitates this month. */
  threshold: number;
  /** Liquid-water rate, mm/h (unrounded, 0 when below the threshold). */
  rate: number;
  /** Falls as showers (convective) rather than from a frontal deck. */
  showery: boolean;
}

/** The precipitation of an hour from the synoptic state, the season and the solar hour (0–24). */
export function precipitationAt(state: SynopticState, normals: MonthlyNormals, solarHour: number): HourlyPrecipitation {
  const convective = convectiveShare(normals);
  const afternoon = Math.cos((2 * Math.PI * (solarHour - CONVECTIVE_PEAK_SOLAR_HOUR)) / 24);
  // Rescaled to unit variance again, so the threshold keeps meaning a share of hours.
  const wetness = (0.45 * -state.pressure + 0.45 * state.moisture + 0.77 * state.mesoscale + convective * afternoon)
    / Math.sqrt(1 + (convective * convective) / 2);
  const wetHourFraction = wetHourShare(normals.wetDayFraction) * normals.wetDayFraction;
  const threshold = normalQuantile(1 - wetHourFraction);
  const showery = convective + 0.25 * state.pressure > 0.5;
  if (wetHourFraction <= 0 || wetness <= threshold) return { wetness, threshold, rate: 0, showery };
  const meanRate = normals.precipMm / DAYS_PER_MONTH / 24 / wetHourFraction;
  const above = normalCdf(threshold);
  const exceedance = Math.min(1 - 1e-9, (normalCdf(wetness) - above) / (1 - above));
  return { wetness, threshold, rate: Math.min(MAX_RATE, -meanRate * Math.log(1 - exceedance)), showery };
}

/** Cloud cover 0–1 of an hour: wetter air is cloudier; the long-run mean is the month's cloudiness. */
export function cloudFraction(state: SynopticState, wetness: number, normals: MonthlyNormals): number {
  const spread = 1.2;
  const drive = spread * (0.75 * wetness + 0.66 * state.cloud);
  // E[Φ(a + s·Z)] = Φ(a / √(1 + s²)) for a standard normal Z; pick a so the mean is the normal.
  const offset = normalQuantile(Math.min(0.995, Math.max(0.005, normals.cloudiness))) * Math.sqrt(1 + spread * spread);
  return normalCdf(offset + drive);
}

function wetHourShare(wetDayFraction: number): number {
  for (let i = 1; i < WET_HOUR_SHARE.length; i++) {
    const [f1, s1] = WET_HOUR_SHARE[i]!;
    if (wetDayFraction <= f1) {
      const [f0, s0] = WET_HOUR_SHARE[i - 1]!;
      return s0 + ((wetDayFraction - f0) / (f1 - f0)) * (s1 - s0);
    }
  }
  return WET_HOUR_SHARE[WET_HOUR_SHARE.length - 1]![1];
}

function smooth(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
}
