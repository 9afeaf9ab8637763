// Open-ocean climate, far (> ~150 km) from land: the air follows the sea surface beneath it
// (sea-surface.ts). Marine air is a little cooler than the water, by about 0.8 °C, and by up to
// 1.5 °C more in winter when cold air streams off the continents; its day–night swing is about a
// degree (1.2 °C at most), and its humidity stays near 80 % (evaporation keeps the marine boundary
// layer close to saturation, mixing with the drier air above keeps it from it). Over sea ice the
// air cools far below the water's freezing point, as over land in polar night. Wet days: many
// under the ITCZ (~5° N) and the mid-latitude storm tracks, few under the subtropical highs.
import { monthlyMeans } from './annual-cycle.ts';
import type { Climate } from './climate.ts';
import { byLatitude, relativeInsolation } from './latitude-table.ts';
import { monthNormals } from './moisture-normals.ts';
import { SEA_FREEZING_C, seaSurfaceAnomalyMonthly, seaSurfaceMonthly } from './sea-surface.ts';
import { LAPSE_RATE_PER_M, type MarineSea } from './temperature-normals.ts';

// Air over sea ice (where the sea is frozen): warmest- and coldest-month means by latitude, as
// over the Arctic Ocean and the Antarctic pack (Utqiaġvik and drifting stations: about −27 °C in
// winter at 70–75°, −32 °C near the pole, a melting surface near 0 °C in summer).
//                         0°    10°   20°   30°   40°   50°   60°   70°   80°   90°
const ICE_WARMEST = [28.0, 28.5, 27.5, 25.0, 21.0, 14.0, 8.0, 2.0, 0.0, -1.0];
const ICE_COLDEST = [26.5, 26.0, 23.5, 18.0, 13.0, 2.0, -15.0, -27.0, -32.0, -34.0];
const ICE_LAG_DAYS = 60;
const WET_DAYS = [0.4, 0.35, 0.2, 0.2, 0.35, 0.5, 0.5, 0.45, 0.35, 0.3];
/** Air minus sea, °C: the mean, and the most a cold season adds (per °C the sea is below its annual mean). */
const AIR_BELOW_SEA = 0.8;
const WINTER_AIR_BELOW_SEA_PER_C = 0.4;
const MAX_HALF_RANGE = 0.6;

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Within a degree of freezing the sea ices over: 0–1, how much. */
const iceShare = (sea: number): number => clamp(SEA_FREEZING_C + 1 - sea, 0, 1);

/** What a coast's air takes from the sea beside it: its anomaly, its ice and the air over that ice. */
export function marineSea(lat: number, lon: number): MarineSea {
  return {
    anomaly: seaSurfaceAnomalyMonthly(lat, lon),
    ice: seaSurfaceMonthly(lat, lon).map(iceShare),
    iceAir: monthlyMeans(lat, byLatitude(ICE_WARMEST, lat), byLatitude(ICE_COLDEST, lat), ICE_LAG_DAYS),
  };
}

export function oceanClimate(lat: number, lon: number, elevationM: number): Climate {
  const lapse = LAPSE_RATE_PER_M * Math.max(0, elevationM);
  const seaSurface = seaSurfaceMonthly(lat, lon);
  const annualSea = seaSurface.reduce((sum, value) => sum + value, 0) / 12;
  const overIce = monthlyMeans(lat, byLatitude(ICE_WARMEST, lat), byLatitude(ICE_COLDEST, lat), ICE_LAG_DAYS);
  const wetDayFraction = byLatitude(WET_DAYS, lat);
  const months = seaSurface.map((sea, month) => {
    const overWater = sea - AIR_BELOW_SEA - WINTER_AIR_BELOW_SEA_PER_C * Math.max(0, annualSea - sea);
    // Within a degree of freezing the sea ices over, and the air above it is polar air.
    const ice = iceShare(sea);
    const meanTemperature = (1 - ice) * overWater + ice * Math.min(overWater, overIce[month]!) - lapse;
    const normals = monthNormals({ meanTemperature, wetDayFraction, insolation: relativeInsolation(lat, month), coastProximity: 1, elevationM: 0 });
    const halfRange = Math.min(MAX_HALF_RANGE, (normals.tmax - normals.tmin) / 2);
    const meanRh = clamp(78 + 20 * (wetDayFraction - 0.3), 74, 86);
    return { ...normals, tmax: meanTemperature + halfRange, tmin: meanTemperature - halfRange, meanRh };
  });
  return { koppen: null, continentality: 0, months, seaSurface };
}
