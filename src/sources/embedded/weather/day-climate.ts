import type { Climate } from '../climate/climate.ts';
import type { DayTemperature } from './diurnal-temperature.ts';
import { dewPoint } from './humidity.ts';
import { seasonTerms, type SeasonTerms } from './precipitation.ts';
import { monthlyOnYearFraction, normalsOnYearFraction } from './seasonal-normals.ts';
import { solarDay, yearFractionAt } from './solar-day.ts';
import { temperatureAnomaly } from './synoptic-state.ts';
import type { UnitVector } from './sphere-field.ts';
import { clamp } from '../numbers.ts';

// By definition.
const MS_PER_HOUR = 3_600_000;

/** What a solar day brings before the hours are shaped: sun, normals and temperature targets. */
export interface DayClimate extends DayTemperature {
  /** What the normals imply for the hours' precipitation and cloud. */
  season: SeasonTerms;
  /** The season's mean dew point, °C: of the mean relative humidity at the mean temperature. */
  seasonDew: number;
  /** Temperature anomaly of the air mass, °C (dew points move with it). */
  anomaly: number;
  /** On the open ocean: the day's sea-surface temperature, °C; undefined over land. */
  seaSurface: number | undefined;
}

/** Hand-set: the sea's heat holds the air over it, so its day-to-day anomalies are half those over a coast. */
const SEA_ANOMALY_DAMPING = 0.5;

/**
 * Targets of solar day `day` (see solarDayIndex) at a place. `cloudAtNoon` gives the cloud cover
 * (0–1) of the synoptic model at the day's solar noon: a cloudy day has a smaller diurnal range.
 */
export function dayClimate(
  climate: Climate,
  lat: number,
  lon: number,
  point: UnitVector,
  day: number,
  cloudAtNoon: (noonHour: number, season: SeasonTerms) => number,
): DayClimate {
  const sun = solarDay(day, lat, lon);
  const yearFraction = yearFractionAt(sun.noon * MS_PER_HOUR);
  const normals = normalsOnYearFraction(climate, yearFraction);
  const season = seasonTerms(normals);
  const seaSurface =
    climate.seaSurface === undefined ? undefined : monthlyOnYearFraction(climate.seaSurface, yearFraction);
  const anomaly =
    (seaSurface === undefined ? 1 : SEA_ANOMALY_DAMPING) *
    anomalySpread(lat, climate.continentality, yearFraction) *
    softLimit(temperatureAnomaly(point, sun.noon / 24));
  // Clearer than usual → larger range (up to 40 % more), cloudier → smaller (down to 35 %).
  const cloudFactor = clamp(1 + 0.8 * (normals.cloudiness - cloudAtNoon(sun.noon, season)), 0.35, 1.4);
  // Polar night: no sun to drive a cycle, keep only a weak one on solar time.
  const sunFactor = clamp(sun.dayLength / 6, 0.3, 1);
  const range = Math.max(0, normals.tmax - normals.tmin) * cloudFactor * sunFactor;
  const middle = (normals.tmax + normals.tmin) / 2 + anomaly;
  return {
    sun,
    season,
    seasonDew: dewPoint((normals.tmax + normals.tmin) / 2, normals.meanRh),
    anomaly,
    seaSurface,
    tmax: middle + range / 2,
    tmin: middle - range / 2,
  };
}

/**
 * Standard deviation (°C) of the air mass's day-to-day temperature anomaly: about 1 °C in the
 * tropics and in a subtropical desert's summer; further out 2.5–3.5 in a maritime climate's winter and summer (London, Seattle),
 * 3–4 in a continental summer and 5–7 in a continental winter (Moscow, Winnipeg, Yakutsk), as
 * measured on the daily maxima of the station reference's places (constants fitted by hand to
 * those bands: `test/sources/embedded/weather/day-climate.test.ts`).
 */
function anomalySpread(lat: number, continentality: number, yearFraction: number): number {
  const extratropical = smooth((Math.abs(lat) - 15) / 30);
  // Summer under the subtropical highs is steadier than winter, when mid-latitude systems reach
  // them: Cairo's and Riyadh's summer nights stay within 3–4 °C of their mean.
  const beyondSubtropics = smooth((Math.abs(lat) - 25) / 25);
  // 1 in mid-January (north) or mid-July (south), 0 half a year later.
  const winterPeak = lat >= 0 ? 0.04 : 0.54;
  const winter = 0.5 + 0.5 * Math.cos(2 * Math.PI * (yearFraction - winterPeak));
  const cont = clamp(continentality, 0, 1);
  // A maritime winter is hardly more variable than its summer; a continental one, cold air
  // masses from the interior against mild ones, is twice as variable.
  const winterExtra = winter * 5.5 * Math.max(0, cont - 0.33);
  return 1 + beyondSubtropics * (1.2 + 1.76 * cont) + extratropical * winterExtra;
}

/**
 * A normal anomaly's tails bent in: below 1.5 σ nearly unchanged, never past ANOMALY_LIMIT σ.
 * Real day-to-day anomalies are bounded by what air masses can bring (a station's records lie
 * 3–4 σ out, reached once in decades); an unbounded normal over thousands of synthetic days
 * would pass them. Hand-set within those 3–4 σ.
 */
const ANOMALY_LIMIT = 2.4;
function softLimit(z: number): number {
  return ANOMALY_LIMIT * Math.tanh(z / ANOMALY_LIMIT);
}

function smooth(t: number): number {
  const x = clamp(t, 0, 1);
  return x * x * (3 - 2 * x);
}
