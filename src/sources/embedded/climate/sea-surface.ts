// Sea-surface temperature climatology: the monthly mean SST of the open ocean, from latitude,
// season and the great currents. Shapes from the NOAA OISST v2 1991–2020 climatology (zonal
// means, seasonal ranges and the current anomalies rounded to the nearest half degree):
// - zonal means of ~27 °C at the equator and ~28 °C at 10°, 22 °C at 30°, 9–10 °C at 50°, and the
//   freezing point of sea water (−1.8 °C) under polar sea ice;
// - a seasonal swing of about ±1 °C in the tropics and ±3–4 °C in mid-latitudes, warmest about two
//   months after the summer solstice (late August in the north, late February in the south);
// - eastern-boundary upwelling 3–5 °C colder (Humboldt, California, Benguela, Canary) and the
//   equatorial Pacific's cold tongue; western-boundary currents 1.5–2.5 °C warmer (Gulf Stream,
//   Kuroshio, Agulhas, Brazil, East Australian), the North Atlantic Drift keeping the Norwegian
//   and southern Barents Seas up to 6 °C above their latitude and ice-free, the Labrador and Oyashio currents colder, and the western
//   Pacific warm pool near 29–30 °C.
import { byLatitude } from './latitude-table.ts';

/** Sea water freezes at about −1.8 °C (salinity 35 ‰); no open-ocean surface is warmer than ~30.5 °C. */
export const SEA_FREEZING_C = -1.8;
const WARMEST_SEA_C = 30.5;

//                       0°    10°   20°   30°   40°   50°   60°   70°   80°   90°
const ZONAL_MEAN_C = [27.0, 27.8, 26.0, 22.0, 16.5, 9.5, 4.5, -0.5, -1.5, -1.8];
const SEASONAL_HALF_RANGE_C = [0.7, 1.0, 1.5, 2.5, 3.5, 3.0, 2.0, 1.0, 0.2, 0];
/** Fraction of the year at which the sea is warmest: late August (north), late February (south). */
const WARMEST_NORTH = 0.65;
const WARMEST_SOUTH = 0.15;

// [lat, lon, half-width in latitude, in longitude (degrees), anomaly °C] of each current.
const CURRENTS: readonly (readonly [number, number, number, number, number])[] = [
  [-15, -78, 10, 8, -4.5], // Humboldt (Peru–Chile) upwelling
  [0, -110, 3, 30, -2.5], // the equatorial Pacific's cold tongue
  [33, -122, 8, 6, -3], // California
  [-22, 12, 8, 5, -4], // Benguela
  [24, -18, 8, 6, -2.5], // Canary
  [52, -52, 6, 10, -3], // Labrador
  [43, 150, 4, 8, -2.5], // Oyashio
  [36, -70, 5, 10, 2.5], // Gulf Stream
  [66, 10, 10, 30, 6], // North Atlantic Drift: the Norwegian Sea and the southern Barents Sea
  [34, 145, 5, 10, 2], // Kuroshio
  [-35, 28, 4, 8, 2], // Agulhas
  [-25, -42, 7, 8, 1.5], // Brazil
  [-28, 155, 7, 6, 1.5], // East Australian
  [2, 160, 12, 40, 1.8], // western Pacific warm pool
];

const longitudeGap = (from: number, to: number): number => ((((to - from) % 360) + 540) % 360) - 180;

function currentsAnomaly(lat: number, lon: number): number {
  let anomaly = 0;
  for (const [currentLat, currentLon, latWidth, lonWidth, amount] of CURRENTS) {
    const y = (lat - currentLat) / latWidth;
    const x = longitudeGap(currentLon, lon) / lonWidth;
    anomaly += amount * Math.exp(-(x * x + y * y));
  }
  return anomaly;
}

/** Mean sea-surface temperature (°C) of each month, January first, at a point of the open ocean. */
export function seaSurfaceMonthly(lat: number, lon: number): number[] {
  const annual = byLatitude(ZONAL_MEAN_C, lat) + currentsAnomaly(lat, lon);
  const halfRange = byLatitude(SEASONAL_HALF_RANGE_C, lat);
  const warmest = lat >= 0 ? WARMEST_NORTH : WARMEST_SOUTH;
  return Array.from({ length: 12 }, (_, month) => {
    const season = Math.cos(2 * Math.PI * ((month + 0.5) / 12 - warmest));
    return Math.min(WARMEST_SEA_C, Math.max(SEA_FREEZING_C, annual + halfRange * season));
  });
}
