// Open-ocean climate, far (> ~150 km) from land: sea-surface-like air temperatures with small
// annual and diurnal ranges. Typical values from ocean climatologies: ~27 °C all year at the
// equator, ~2 °C annual range in the tropics rising to ~8 °C at 50–60°; polar seas freeze in
// winter. Wet days: many under the ITCZ (~5° N) and the mid-latitude storm tracks, few under
// the subtropical highs.
import type { Climate } from './climate.ts';
import { byLatitude, relativeInsolation } from './latitude-table.ts';
import { monthNormals } from './moisture-normals.ts';
import { monthlyMeans, LAPSE_RATE_PER_M } from './temperature-normals.ts';

//                           0°    10°   20°   30°   40°   50°   60°   70°   80°   90°
const WARMEST = [28.0, 28.5, 27.5, 25.0, 21.0, 14.0, 9.0, 4.0, 1.0, 0.0];
const COLDEST = [26.5, 26.0, 23.5, 18.0, 13.0, 7.0, 2.0, -8.0, -22.0, -28.0];
const WET_DAYS = [0.4, 0.35, 0.2, 0.2, 0.35, 0.5, 0.5, 0.45, 0.35, 0.3];
const OCEAN_LAG_DAYS = 60;

export function oceanClimate(lat: number, elevationM: number): Climate {
  const lapse = LAPSE_RATE_PER_M * Math.max(0, elevationM);
  const means = monthlyMeans(lat, byLatitude(WARMEST, lat) - lapse, byLatitude(COLDEST, lat) - lapse, OCEAN_LAG_DAYS);
  const months = means.map((meanTemperature, month) => {
    const normals = monthNormals({
      meanTemperature,
      wetDayFraction: byLatitude(WET_DAYS, lat),
      insolation: relativeInsolation(lat, month),
      coastProximity: 1,
      elevationM: 0,
    });
    // Over open water the day–night swing is a couple of degrees at most.
    const halfRange = Math.min(1.2, (normals.tmax - normals.tmin) / 2);
    return { ...normals, tmax: meanTemperature + halfRange, tmin: meanTemperature - halfRange };
  });
  return { koppen: null, continentality: 0, months };
}
