import type { HourInput } from './hour-input.ts';
import { hash4 } from './hash-noise.ts';
import { directionFrom, surfaceWind } from './wind.ts';

// Mean sea-level pressure by |latitude| (hPa): equatorial trough, subtropical highs, subpolar
// lows, polar highs; and the spread of the synoptic anomalies around it (±2.5 hPa in the
// tropics, ±11 hPa at high latitudes), so lows of 960–990 hPa and highs of 1030–1040 hPa occur.
// Hand-set after the zonal-mean sea-level pressure of the general circulation.
const MEAN_PRESSURE: ReadonlyArray<readonly [absLat: number, hPa: number]> = [
  [0, 1010], [15, 1013], [30, 1018], [45, 1014], [60, 1007], [75, 1012], [90, 1015],
];
// Hand-set inside the records (870 hPa in Typhoon Tip, 1083.8 hPa at Agata: WMO's archive of
// weather and climate extremes).
const MIN_PRESSURE = 955;
const MAX_PRESSURE = 1045;

/** Standard deviation (hPa) of the synoptic pressure anomaly at a latitude. */
export function pressureSpreadHpa(lat: number): number {
  const t = Math.min(1, Math.max(0, (Math.abs(lat) - 15) / 35));
  return 2.5 + 8.5 * t * t * (3 - 2 * t);
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
export function surfaceWindOf(input: HourInput, inShower: boolean): { speedKmh: number; gustKmh: number; fromDegrees: number } {
  const { place, state } = input;
  const land = Math.min(1, Math.max(0, input.continentality));
  const spread = pressureSpreadHpa(place.lat);
  const vector = surfaceWind(place.lat, spread * state.gradientEast, spread * state.gradientNorth, 0.7 - 0.2 * land);
  // Over land the afternoon's convection mixes fast air down; nights are stiller.
  const afternoon = Math.max(0, Math.cos((2 * Math.PI * (input.solarHour - 14)) / 24));
  const mixing = 1 + land * (0.35 * afternoon - 0.15);
  const height = 1 + (0.3 * Math.min(4000, Math.max(0, place.elevation))) / 4000;
  const speedKmh = Math.sqrt(vector.east * vector.east + vector.north * vector.north) * 3.6 * mixing * height;
  // Gust factor 1.3–1.8: more by day over land, in showers, and a little from hour to hour.
  const jitter = hash4(input.epochHour, Math.round(place.lat * 100), Math.round(place.lon * 100), 0, 909);
  const gustFactor = Math.min(1.8, 1.3 + 0.15 * land * afternoon + (inShower ? 0.25 : 0) + 0.1 * jitter);
  return { speedKmh, gustKmh: speedKmh * gustFactor, fromDegrees: directionFrom(vector) };
}
