import type { Climate, MonthlyNormals } from '../climate/climate.ts';
import type { DayTemperature } from './diurnal-temperature.ts';
import { monthlyOnYearFraction, normalsOnYearFraction } from './seasonal-normals.ts';
import { solarDay, yearFractionAt } from './solar-day.ts';
import { temperatureAnomaly } from './synoptic-state.ts';
import type { UnitVector } from './sphere-field.ts';
import { clamp } from '../numbers.ts';

const MS_PER_HOUR = 3_600_000;

/** What a solar day brings before the hours are shaped: sun, normals and temperature targets. */
export interface DayClimate extends DayTemperature {
  normals: MonthlyNormals;
  /** Temperature anomaly of the air mass, °C (dew points move with it). */
  anomaly: number;
  /** On the open ocean: the day's sea-surface temperature, °C; undefined over land. */
  seaSurface: number | undefined;
}

/** The sea's heat holds the air over it: its day-to-day anomalies are half those over a coast. */
const SEA_ANOMALY_DAMPING = 0.5;

/**
 * Targets of solar day `day` (see solarDayIndex) at a place. `cloudAtNoon` gives the cloud cover
 * (0–1) of the synoptic model at the day's solar noon: a cloudy day has a smaller diurnal range.
 */
export function dayClimate(
  climate: Climate, lat: number, lon: number, point: UnitVector, day: number,
  cloudAtNoon: (noonHour: number, normals: MonthlyNormals) => number,
): DayClimate {
  const sun = solarDay(day, lat, lon);
  const yearFraction = yearFractionAt(sun.noon * MS_PER_HOUR);
  const normals = normalsOnYearFraction(climate, yearFraction);
  const seaSurface = climate.seaSurface === undefined ? undefined : monthlyOnYearFraction(climate.seaSurface, yearFraction);
  const anomaly = (seaSurface === undefined ? 1 : SEA_ANOMALY_DAMPING) * anomalySpread(lat, climate.continentality, yearFraction)
    * temperatureAnomaly(point, sun.noon / 24);
  // Clearer than usual → larger range, cloudier → smaller (±40 % over the cloud range).
  const cloudFactor = clamp(1 + 0.8 * (normals.cloudiness - cloudAtNoon(sun.noon, normals)), 0.35, 1.6);
  // Polar night: no sun to drive a cycle, keep only a weak one on solar time.
  const sunFactor = clamp(sun.dayLength / 6, 0.3, 1);
  const range = Math.max(0, normals.tmax - normals.tmin) * cloudFactor * sunFactor;
  const middle = (normals.tmax + normals.tmin) / 2 + anomaly;
  return { sun, normals, anomaly, seaSurface, tmax: middle + range / 2, tmin: middle - range / 2 };
}

/**
 * Standard deviation (°C) of day-to-day temperature anomalies: about 1 °C in the tropics, 2.5–3
 * in mid-latitude summer, 4–6.5 in mid-latitude winter, the most deep inside continents.
 */
function anomalySpread(lat: number, continentality: number, yearFraction: number): number {
  const extratropical = smooth((Math.abs(lat) - 15) / 30);
  // 1 in mid-January (north) or mid-July (south), 0 half a year later.
  const winterPeak = lat >= 0 ? 0.04 : 0.54;
  const winter = 0.5 + 0.5 * Math.cos(2 * Math.PI * (yearFraction - winterPeak));
  const cont = clamp(continentality, 0, 1);
  return 1 + extratropical * (1.5 + cont + winter * (1 + 2 * cont));
}

function smooth(t: number): number {
  const x = clamp(t, 0, 1);
  return x * x * (3 - 2 * x);
}
