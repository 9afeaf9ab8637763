// The UV index of an hour in the embedded world: the WHO/WMO global solar UV index under a clear
// sky from the sun's height and the ozone column, then raised with altitude and lowered by cloud.
// docs/embedded-world.md gives the sources and says which constants are published. The sun is the
// model's own (solar-day.ts), the one that shapes the temperature curve of the same hour.
import { ozoneColumn } from './ozone-climatology.ts';
import { roundTo } from './rounding.ts';
import { cosSolarZenith, solarDay, solarDayIndex } from './solar-day.ts';

// By definition.
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
// Published: Madronich (2007), "Analytic formula for the clear-sky UV index", Photochemistry and
// Photobiology 83(6), 1537–1538: UVI ≈ 12.50·μ0^2.42·(Ω/300)^−1.23 at the mean sun–earth distance.
const CLEAR_SKY_SCALE = 12.5;
const ZENITH_EXPONENT = 2.42;
const OZONE_EXPONENT = -1.23;
const REFERENCE_OZONE = 300;
// Published: WHO, "Global Solar UV Index: A Practical Guide" (2002): about 10 % more per 1000 m of altitude.
const PER_METRE_OF_ALTITUDE = 0.1 / 1000;
// Kasten & Czeplak (1980), Solar Energy 24, 177–189: G/G_clear = 1 − 0.75·N^3.4 for cloud cover N
// (0–1). Published for broadband irradiance; used here for UV as it stands.
const CLOUD_SCALE = 0.75;
const CLOUD_EXPONENT = 3.4;
// Eccentricity of the earth's orbit: (r0/r)² ≈ 1 + 0.033·cos(2πn/365) (Duffie & Beckman,
// Solar Engineering of Thermal Processes, eq. 1.4.1b), n the day of the year.
const ECCENTRICITY = 0.033;

/** Where and when an hour's UV is asked for. */
export interface UvInput {
  lat: number;
  lon: number;
  /** Metres above sea level. */
  elevation: number;
  /** The instant, epoch ms. */
  epochMs: number;
  /** Cloud cover, percent. */
  clouds: number;
}

/** What an hour's UV index takes from its UTC day at a place: the ozone column and the sun's distance. */
export interface UvDay {
  /** (Ω/300)^−1.23 for the day's climatological ozone column Ω. */
  ozoneFactor: number;
  /** (r0/r)², the sun's nearness on the day. */
  distanceFactor: number;
}

/** The day terms of the UV index at a place on the UTC day containing `epochMs`. */
export function uvDay(lat: number, lon: number, epochMs: number): UvDay {
  const day = dayOfYear(epochMs);
  return {
    ozoneFactor: (ozoneColumn(lat, lon, day) / REFERENCE_OZONE) ** OZONE_EXPONENT,
    distanceFactor: 1 + ECCENTRICITY * Math.cos((2 * Math.PI * day) / 365),
  };
}

/** The UV index at an instant, one decimal; 0 while the sun is below the horizon. */
export function uvIndex({ lat, lon, elevation, epochMs, clouds }: UvInput): number {
  const hour = epochMs / MS_PER_HOUR;
  const sun = solarDay(solarDayIndex(hour, lon), lat, lon);
  return uvIndexOfSun(cosSolarZenith(sun, hour), clouds, elevation, uvDay(lat, lon, epochMs));
}

/**
 * The UV index, one decimal, under a sun whose zenith angle has cosine `cosZenith` (0 or less:
 * the sun is down, and so is the index), for a cloud cover in percent, a place `elevation` metres
 * up and the day's terms (uvDay).
 */
export function uvIndexOfSun(cosZenith: number, clouds: number, elevation: number, day: UvDay): number {
  if (cosZenith <= 0) return 0;
  const clearSky = CLEAR_SKY_SCALE * cosZenith ** ZENITH_EXPONENT * day.ozoneFactor * day.distanceFactor;
  const cloudFactor = CLOUD_FACTORS[clouds] ?? cloudFactorOf(clouds);
  const altitudeFactor = 1 + PER_METRE_OF_ALTITUDE * Math.max(0, elevation);
  return roundTo(clearSky * cloudFactor * altitudeFactor, 1);
}

function cloudFactorOf(clouds: number): number {
  return 1 - CLOUD_SCALE * (Math.min(100, Math.max(0, clouds)) / 100) ** CLOUD_EXPONENT;
}

// Format: cloud cover is a whole percent in every record, so the factor of each is worked out
// once from the published formula above.
const CLOUD_FACTORS: ReadonlyArray<number> = Array.from({ length: 101 }, (_, percent) => cloudFactorOf(percent));

function dayOfYear(epochMs: number): number {
  const date = new Date(epochMs);
  return Math.floor((epochMs - Date.UTC(date.getUTCFullYear(), 0, 1)) / MS_PER_DAY) + 1;
}
