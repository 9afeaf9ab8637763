// Monthly mean temperatures of a land place, in three steps:
// 1. Sea-level warmest- and coldest-month means from latitude, interpolated between a maritime
//    and a continental profile by the place's continentality. The profiles are empirical: values
//    read off 1991–2020 normals of representative stations (maritime: Singapore, Honolulu, Lisbon,
//    Brest, Bergen, Tromsø; continental: Niamey, Riyadh, Baghdad, Kansas City, Winnipeg, Yakutsk),
//    then nudged with the city table in test/sources/embedded/climate.
// 2. Elevation: a lapse rate (WEATHER-PHYSICS.md §5), then the Köppen class's own limits
//    (koppen-thresholds.ts) with a margin — the class was observed at the real place.
// 3. The annual cycle: a cosine between coldest and warmest month whose peak trails the
//    solstice by a seasonal lag of ~3 weeks deep inland to ~2 months on exposed coasts and at
//    sea (WEATHER-PHYSICS.md §5: 15–20 days continental, 2–3 months oceanic).
import { koppenBounds, pullInside } from './koppen-thresholds.ts';
import type { KoppenClass } from './koppen-classes.ts';
import { byLatitude } from './latitude-table.ts';

//                                 0°    10°   20°   30°   40°   50°   60°   70°   80°   90°
const MARITIME_COLDEST = [26.5, 25.5, 22.0, 16.0, 10.5, 6.0, 1.5, -6.0, -16.0, -28.0];
const CONTINENTAL_COLDEST = [25.0, 23.0, 19.0, 11.0, -4.0, -16.0, -26.0, -34.0, -38.0, -40.0];
const MARITIME_WARMEST = [27.5, 28.0, 28.0, 26.0, 23.0, 17.5, 14.0, 10.0, 4.0, 0.0];
const CONTINENTAL_WARMEST = [29.0, 32.0, 33.0, 33.5, 27.5, 21.5, 19.5, 15.0, 5.0, 0.0];

/**
 * Station temperatures fall with height by this much, °C per metre. Deliberately less than the
 * 6.5 °C/km free-air average of WEATHER-PHYSICS.md §5: surface lapse rates between stations are
 * smaller (≈4–6 °C/km, Rolland 2003, J. Climate 16:1032) and high plateaus heat their own air;
 * 6.5 made Mexico City, Nairobi and Johannesburg 3–5 °C too cold in the city table.
 */
export const LAPSE_RATE_PER_M = 0.005;
// How far inside a violated class limit a value is put, °C.
const CLASS_MARGIN = 1.5;
const LAG_INLAND_DAYS = 20;
const LAG_COAST_DAYS = 60;

export interface TemperaturePlace {
  lat: number;
  elevationM: number;
  koppen: KoppenClass;
  /** 0–1, air-mass continentality along the prevailing wind. */
  upwindContinentality: number;
  /** 0–1, 1 on an ocean shore. */
  coastProximity: number;
  /** 0–1, the exported blend of the two. */
  continentality: number;
}

/**
 * How far towards the continental profile winter goes: winter cold is advected, so the upwind
 * measure dominates, but only beyond a threshold (western Europe, with ~0.25, stays maritime)
 * and less on a shore. Threshold, exponent and shore factor fitted to the city table.
 */
function winterContinentality(upwind: number, coastProximity: number): number {
  const beyondThreshold = Math.max(0, (upwind - 0.3) / 0.7);
  return Math.pow(beyondThreshold, 1.3) * (1 - 0.35 * coastProximity);
}

function mix(maritime: number, continental: number, weight: number): number {
  return maritime + (continental - maritime) * weight;
}

/** Warmest- and coldest-month mean temperature at the place, °C, inside its class's limits. */
export function seasonalExtremes(place: TemperaturePlace): { warmest: number; coldest: number } {
  const lapse = LAPSE_RATE_PER_M * place.elevationM;
  const winterWeight = winterContinentality(place.upwindContinentality, place.coastProximity);
  // Summer heat is made locally, so only a nearby coast (sea breeze, marine layer) tempers it.
  const summerWeight = 1 - place.coastProximity;
  let coldest = mix(byLatitude(MARITIME_COLDEST, place.lat), byLatitude(CONTINENTAL_COLDEST, place.lat), winterWeight) - lapse;
  let warmest = mix(byLatitude(MARITIME_WARMEST, place.lat), byLatitude(CONTINENTAL_WARMEST, place.lat), summerWeight) - lapse;
  if (warmest < coldest + 1) warmest = coldest + 1;

  const bounds = koppenBounds(place.koppen);
  warmest = pullInside(warmest, bounds.warmest, CLASS_MARGIN);
  coldest = pullInside(coldest, bounds.coldest, CLASS_MARGIN);
  const mean = (warmest + coldest) / 2;
  const shift = pullInside(mean, bounds.annualMean, CLASS_MARGIN) - mean;
  return { warmest: warmest + shift, coldest: Math.min(coldest + shift, warmest + shift) };
}

/** Days by which the warmest month trails the June (or December) solstice. */
export function seasonalLagDays(continentality: number): number {
  return mix(LAG_COAST_DAYS, LAG_INLAND_DAYS, continentality);
}

/**
 * Mean temperature of each calendar month (January first) for a cosine year between the
 * coldest and warmest month means, peaking `lagDays` after the local summer solstice.
 */
export function monthlyMeans(lat: number, warmest: number, coldest: number, lagDays: number): number[] {
  const peakDay = (lat >= 0 ? 172 : 355) + lagDays;
  const mean = (warmest + coldest) / 2;
  const amplitude = (warmest - coldest) / 2;
  return Array.from({ length: 12 }, (_, month) => {
    const midMonthDay = month * 30.44 + 15;
    return mean + amplitude * Math.cos((2 * Math.PI * (midMonthDay - peakDay)) / 365.25);
  });
}
