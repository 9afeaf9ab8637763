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
// checked by the wet-day test (fitted). Wetter climates rain for more hours on each wet day.
// A month's mean length in days is the Gregorian year's twelfth, by definition; the hourly rate's
// cap (80 mm/h, a cloudburst) and the afternoon peak of showers (15:00 solar time) are hand-set.
const WET_HOUR_SHARE: ReadonlyArray<readonly [number, number]> = [
  [0, 0.24],
  [0.1, 0.32],
  [0.3, 0.45],
  [0.6, 0.55],
  [1, 0.6],
];
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

/** What a day's normals imply for every one of its hours, worked out once a day (seasonTerms). */
export interface SeasonTerms {
  convective: number;
  wetHourFraction: number;
  threshold: number;
  /** normalCdf(threshold): the share of hours that stay dry. */
  dryShare: number;
  meanRate: number;
  cloudOffset: number;
}

// Hand-set: how far an hour's cloud cover strays from the month's, in standard deviations.
const CLOUD_SPREAD = 1.2;
// Hand-set: how much each field drives an hour's wetness (falling pressure and moist air alike,
// the fronts of lows, and the mesoscale rain bands most) and its clouds (its wetness, and a
// cloud field of its own). Each set's squares sum to 1 (0.998), so that the blend stays in
// standard deviations, as the threshold it is measured against is.
const WETNESS_WEIGHTS = { lowPressure: 0.45, moisture: 0.45, mesoscale: 0.77 } as const;
const CLOUD_WEIGHTS = { wetness: 0.75, cloud: 0.66 } as const;
// Hand-set: an hour is showery when the season is convective enough, and more readily under high
// pressure (where no front brings the rain), by this much per standard deviation of it.
const SHOWERY_ABOVE = 0.5;
const SHOWERY_PRESSURE_WEIGHT = 0.25;
/** The terms of a day's normals that its hours share. */
export function seasonTerms(normals: MonthlyNormals): SeasonTerms {
  const wetHourFraction = wetHourShare(normals.wetDayFraction) * normals.wetDayFraction;
  const threshold = normalQuantile(1 - wetHourFraction);
  return {
    convective: convectiveShare(normals),
    wetHourFraction,
    threshold,
    dryShare: normalCdf(threshold),
    meanRate: normals.precipMm / DAYS_PER_MONTH / 24 / wetHourFraction,
    cloudOffset:
      normalQuantile(Math.min(0.995, Math.max(0.005, normals.cloudiness))) * Math.sqrt(1 + CLOUD_SPREAD * CLOUD_SPREAD),
  };
}

/** The precipitation of an hour from the synoptic state, the season (seasonTerms) and the solar hour (0–24). */
export function precipitationAt(state: SynopticState, season: SeasonTerms, solarHour: number): HourlyPrecipitation {
  const { convective, wetHourFraction, threshold, dryShare, meanRate } = season;
  const afternoon = Math.cos((2 * Math.PI * (solarHour - CONVECTIVE_PEAK_SOLAR_HOUR)) / 24);
  const synoptic =
    WETNESS_WEIGHTS.lowPressure * -state.pressure +
    WETNESS_WEIGHTS.moisture * state.moisture +
    WETNESS_WEIGHTS.mesoscale * state.mesoscale;
  // The afternoon term's variance is convective² / 2 (a cosine's mean square is a half).
  const wetness = (synoptic + convective * afternoon) / Math.sqrt(1 + (convective * convective) / 2);
  const showery = convective + SHOWERY_PRESSURE_WEIGHT * state.pressure > SHOWERY_ABOVE;
  if (wetHourFraction <= 0 || wetness <= threshold) return { wetness, threshold, rate: 0, showery };
  const exceedance = Math.min(1 - 1e-9, (normalCdf(wetness) - dryShare) / (1 - dryShare));
  return { wetness, threshold, rate: Math.min(MAX_RATE, -meanRate * Math.log(1 - exceedance)), showery };
}

/** Cloud cover 0–1 of an hour: wetter air is cloudier; the long-run mean is the month's cloudiness. */
export function cloudFraction(state: SynopticState, wetness: number, season: SeasonTerms): number {
  const drive = CLOUD_SPREAD * (CLOUD_WEIGHTS.wetness * wetness + CLOUD_WEIGHTS.cloud * state.cloud);
  return normalCdf(season.cloudOffset + drive);
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
