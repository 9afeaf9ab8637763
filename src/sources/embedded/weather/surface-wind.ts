import type { HourInput } from './hour-input.ts';
import { hash4 } from './hash-noise.ts';
import { directionFrom, surfaceWind } from './wind.ts';

// Mean sea-level pressure by |latitude| (hPa): equatorial trough, subtropical highs, subpolar
// lows, polar highs; and the spread of the synoptic anomalies around it (±2.5 hPa in the
// tropics, ±11 hPa at high latitudes), so lows of 960–990 hPa and highs of 1030–1040 hPa occur.
// Hand-set after the zonal-mean sea-level pressure of the general circulation.
const MEAN_PRESSURE: ReadonlyArray<readonly [absLat: number, hPa: number]> = [
  [0, 1010],
  [15, 1013],
  [30, 1018],
  [45, 1014],
  [60, 1007],
  [75, 1012],
  [90, 1015],
];
// Hand-set inside the records (870 hPa in Typhoon Tip, 1083.8 hPa at Agata: WMO's archive of
// weather and climate extremes).
const MIN_PRESSURE = 955;
const MAX_PRESSURE = 1045;
// Hand-set, as the comment above says: the anomalies' spread is 2.5 hPa up to 15° and grows
// smoothly by 8.5 hPa more to 50°.
const TROPICAL_SPREAD_HPA = 2.5;
const EXTRATROPICAL_EXTRA_SPREAD_HPA = 8.5;
const SPREAD_GROWS_FROM_DEG = 15;
const SPREAD_GROWS_OVER_DEG = 35;

// Hand-set: the share of the geostrophic speed that reaches the surface, 0.7 at sea and 0.5 deep
// inland, where the ground is rougher.
const SEA_SURFACE_SHARE = 0.7;
const INLAND_SURFACE_SHARE_LOSS = 0.2;
// Hand-set: over land the afternoon's convection (peaking at 14:00 solar time) mixes fast air
// down, up to 35 % more wind, and nights are 15 % stiller; heights add up to 30 % by 4000 m.
const MIXING_PEAK_SOLAR_HOUR = 14;
const AFTERNOON_MIXING = 0.35;
const NIGHT_CALM = 0.15;
const HEIGHT_GAIN = 0.3;
const HEIGHT_GAIN_TOP_METRES = 4000;
// By definition: metres per second to kilometres per hour.
const KMH_PER_MS = 3.6;
// Hand-set: gust factors of 1.3–1.8 (gusts over the mean wind, as stations report them): more by
// day over land, in showers, and a little from hour to hour.
const GUST_FACTOR = { base: 1.3, max: 1.8, landAfternoon: 0.15, shower: 0.25, jitter: 0.1 } as const;

/** Standard deviation (hPa) of the synoptic pressure anomaly at a latitude. */
export function pressureSpreadHpa(lat: number): number {
  const t = Math.min(1, Math.max(0, (Math.abs(lat) - SPREAD_GROWS_FROM_DEG) / SPREAD_GROWS_OVER_DEG));
  return TROPICAL_SPREAD_HPA + EXTRATROPICAL_EXTRA_SPREAD_HPA * t * t * (3 - 2 * t);
}

/** Sea-level pressure (hPa) for a pressure anomaly in standard deviations. */
export function seaLevelPressureHpa(lat: number, anomaly: number): number {
  const absLat = Math.min(90, Math.abs(lat));
  let i = 1;
  while (i < MEAN_PRESSURE.length - 1 && MEAN_PRESSURE[i]![0] < absLat) i++;
  const [lat0, p0] = MEAN_PRESSURE[i - 1]!;
  const [lat1, p1] = MEAN_PRESSURE[i]!;
  const mean = p0 + ((absLat - lat0) / (lat1 - lat0)) * (p1 - p0);
  return Math.min(MAX_PRESSURE, Math.max(MIN_PRESSURE, mean + pressureSpreadHpa(lat) * anomaly));
}

/** Wind of an hour: sustained speed and gust (km/h) and the direction it blows from (degrees). */
export function surfaceWindOf(
  input: HourInput,
  inShower: boolean,
): { speedKmh: number; gustKmh: number; fromDegrees: number } {
  const { place, state } = input;
  const land = Math.min(1, Math.max(0, input.continentality));
  const spread = pressureSpreadHpa(place.lat);
  const vector = surfaceWind(
    place.lat,
    spread * state.gradientEast,
    spread * state.gradientNorth,
    SEA_SURFACE_SHARE - INLAND_SURFACE_SHARE_LOSS * land,
  );
  const afternoon = Math.max(0, Math.cos((2 * Math.PI * (input.solarHour - MIXING_PEAK_SOLAR_HOUR)) / 24));
  const mixing = 1 + land * (AFTERNOON_MIXING * afternoon - NIGHT_CALM);
  const height =
    1 + (HEIGHT_GAIN * Math.min(HEIGHT_GAIN_TOP_METRES, Math.max(0, place.elevation))) / HEIGHT_GAIN_TOP_METRES;
  const speedKmh = Math.sqrt(vector.east * vector.east + vector.north * vector.north) * KMH_PER_MS * mixing * height;
  const jitter = hash4(input.epochHour, Math.round(place.lat * 100), Math.round(place.lon * 100), 0, 909);
  const gustFactor = Math.min(
    GUST_FACTOR.max,
    GUST_FACTOR.base +
      GUST_FACTOR.landAfternoon * land * afternoon +
      (inShower ? GUST_FACTOR.shower : 0) +
      GUST_FACTOR.jitter * jitter,
  );
  return { speedKmh, gustKmh: speedKmh * gustFactor, fromDegrees: directionFrom(vector) };
}
