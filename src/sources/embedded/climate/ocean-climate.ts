// Open-ocean climate, far (> ~150 km) from land: the air follows the sea surface beneath it
// (sea-surface.ts). Marine air is a little cooler than the water, by about 0.8 °C, and by up to
// 1.5 °C more in winter when cold air streams off the continents; its day–night swing is about a
// degree (1.2 °C at most), and its humidity stays near 80 % (evaporation keeps the marine boundary
// layer close to saturation, mixing with the drier air above keeps it from it). Over sea ice the
// air cools far below the water's freezing point, as over land in polar night. Wet days: many
// under the ITCZ (~5° N) and the mid-latitude storm tracks, few under the subtropical highs.
import type { Climate } from './climate.ts';
import { byLatitude, relativeInsolation } from './latitude-table.ts';
import { airOverSeaOrIce, marineSea } from './marine-air.ts';
import { monthNormals } from './moisture-normals.ts';
import { clamp } from '../numbers.ts';
import { LAPSE_RATES } from './lapse-rates.ts';

/**
 * The share of wet days over the open ocean, every 10° of latitude. Hand-set, read from no
 * dataset: chosen so that they are many under the ITCZ and the storm tracks, few under the
 * subtropical highs.
 */
const WET_DAYS = [0.4, 0.35, 0.2, 0.2, 0.35, 0.5, 0.5, 0.45, 0.35, 0.3];
/**
 * Air minus sea, °C: the mean, and what a cold season adds per °C the sea is below its annual
 * mean; then half the day–night swing at most. Hand-set, with no fit behind them: chosen so that
 * marine air is about 0.8 °C below the water, up to 1.5 °C more in winter, and swings at most 1.2 °C.
 */
const AIR_BELOW_SEA = 0.8;
const WINTER_AIR_BELOW_SEA_PER_C = 0.4;
const MAX_HALF_RANGE = 0.6;

export function oceanClimate(lat: number, lon: number, elevationM: number): Climate {
  const lapse = ((LAPSE_RATES.tmax + LAPSE_RATES.tmin) / 2) * Math.max(0, elevationM);
  const sea = marineSea(lat, lon);
  const seaSurface = sea.temperature;
  const annualSea = seaSurface.reduce((sum, value) => sum + value, 0) / 12;
  const wetDayFraction = byLatitude(WET_DAYS, lat);
  const months = seaSurface.map((water, month) => {
    const overWater = water - AIR_BELOW_SEA - WINTER_AIR_BELOW_SEA_PER_C * Math.max(0, annualSea - water);
    const meanTemperature = airOverSeaOrIce(overWater, sea, month) - lapse;
    const normals = monthNormals({
      meanTemperature,
      wetDayFraction,
      insolation: relativeInsolation(lat, month),
      coastProximity: 1,
      elevationM: 0,
    });
    const halfRange = Math.min(MAX_HALF_RANGE, (normals.tmax - normals.tmin) / 2);
    // Hand-set: near 80 %, a little more where it often rains.
    const meanRh = clamp(78 + 20 * (wetDayFraction - 0.3), 74, 86);
    return { ...normals, tmax: meanTemperature + halfRange, tmin: meanTemperature - halfRange, meanRh };
  });
  return { koppen: null, continentality: 0, months, seaSurface };
}
