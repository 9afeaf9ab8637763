// What the air beside or over a sea takes from it: the sea's departure from its latitude's mean
// (sea-surface.ts) and, where the sea freezes, the air over its ice. Shared by the open ocean
// (ocean-climate.ts) and the coasts (temperature-normals.ts).
import { monthlyMeans } from './annual-cycle.ts';
import { byLatitude } from './latitude-table.ts';
import { clamp, lerp } from '../numbers.ts';
import { SEA_FREEZING_C, seaSurfaceYear } from './sea-surface.ts';

// Air over sea ice (where the sea is frozen): warmest- and coldest-month means by latitude.
// Hand-set (no fit; only the rows from 60° on matter, where seas freeze), as
// over the Arctic Ocean and the Antarctic pack (Utqiaġvik and drifting stations: about −27 °C in
// winter at 70–75°, −32 °C near the pole, a melting surface near 0 °C in summer).
//                         0°    10°   20°   30°   40°   50°   60°   70°   80°   90°
const ICE_WARMEST = [28.0, 28.5, 27.5, 25.0, 21.0, 14.0, 8.0, 2.0, 0.0, -1.0];
const ICE_COLDEST = [26.5, 26.0, 23.5, 18.0, 13.0, 2.0, -15.0, -27.0, -32.0, -34.0];
// Hand-set: the air over the ice is warmest and coldest two months after the solstices.
const ICE_LAG_DAYS = 60;

/** The sea beside a place, month by month (January first). */
export interface MarineSea {
  /** The sea's mean surface temperature, °C. */
  temperature: readonly number[];
  /** Its departure from its latitude's zonal mean, °C. */
  anomaly: readonly number[];
  /** 0–1: how much of the sea is frozen. */
  ice: readonly number[];
  /** Air over sea ice, °C. */
  iceAir: readonly number[];
}

/** Within a degree of freezing the sea ices over: 0–1, how much. */
const iceShare = (sea: number): number => clamp(SEA_FREEZING_C + 1 - sea, 0, 1);

export function marineSea(lat: number, lon: number): MarineSea {
  const { temperature, anomaly } = seaSurfaceYear(lat, lon);
  return {
    temperature,
    anomaly,
    ice: temperature.map(iceShare),
    iceAir: monthlyMeans(lat, byLatitude(ICE_WARMEST, lat), byLatitude(ICE_COLDEST, lat), ICE_LAG_DAYS),
  };
}

/** The air of a month over water at `overWater` °C where `ice` of the sea is frozen: polar air over the ice. */
export function airOverSeaOrIce(overWater: number, sea: MarineSea, month: number): number {
  return lerp(overWater, Math.min(overWater, sea.iceAir[month]!), sea.ice[month]!);
}
