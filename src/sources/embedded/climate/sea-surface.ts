// Sea-surface temperature climatology: the monthly mean SST of the open ocean, from latitude,
// season and the great currents. Shapes from the NOAA OISST v2 1991–2020 climatology (zonal
// means, seasonal ranges and the current anomalies rounded to the nearest half degree):
// - zonal means of ~27 °C at the equator and ~28 °C at 10°, 22 °C at 30°, 9–10 °C at 50°, and the
//   freezing point of sea water (−1.8 °C) under polar sea ice;
// - a seasonal swing of about ±1 °C in the tropics and ±3–4 °C in mid-latitudes, warmest about two
//   months after the summer solstice (late August in the north, late February in the south);
// - eastern-boundary upwelling 3–5 °C colder (Humboldt, California, Benguela, Canary), up to
//   10 °C in a narrow band along the shore, and the equatorial Pacific's cold tongue;
//   western-boundary currents 1.5–2.5 °C warmer (Gulf Stream, Kuroshio, Agulhas, Brazil, East
//   Australian), the North Atlantic Drift keeping the Norwegian and southern Barents Seas up to
//   6 °C above their latitude and ice-free, the Labrador and Oyashio currents colder, and the western Pacific warm pool near 29–30 °C;
// - shallow enclosed seas among deserts hotter in summer (Persian Gulf, Red Sea, Mediterranean);
// - the Arctic's shelf seas and Hudson Bay frozen from November to June, as the Atlantic sector is not.
import { byLatitude } from './latitude-table.ts';

/**
 * Published: sea water of salinity 35 ‰ freezes at about −1.8 °C. Hand-set: a ceiling of
 * ~30.5 °C, about the warm pool's warmest, for the open ocean (an enclosed sea may pass it).
 */
export const SEA_FREEZING_C = -1.8;
const WARMEST_SEA_C = 30.5;

// Hand-set: read from the OISST climatology above and rounded to half a degree.
//                       0°    10°   20°   30°   40°   50°   60°   70°   80°   90°
const ZONAL_MEAN_C = [27.0, 27.8, 26.0, 22.0, 16.5, 9.5, 4.5, -0.5, -1.5, -1.8];
const SEASONAL_HALF_RANGE_C = [0.7, 1.0, 1.5, 2.5, 3.5, 3.0, 2.0, 1.0, 0.2, 0];
/** Fraction of the year at which the sea is warmest. Hand-set from OISST: late August (north), late February (south). */
const WARMEST_NORTH = 0.65;
const WARMEST_SOUTH = 0.15;

// [lat, lon, half-width in latitude, in longitude (degrees), anomaly °C, and optionally the part
// of it that follows the season: + in summer, − in winter] of each current or enclosed sea. All
// hand-set: the anomalies read from OISST and rounded to half a degree, the shapes placed by hand.
type Anomaly = readonly [
  lat: number,
  lon: number,
  latWidth: number,
  lonWidth: number,
  annual: number,
  seasonal?: number,
];
// The great currents: hand-set, as above.
const CURRENTS: readonly Anomaly[] = [
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

// Upwelling is strongest in a band a degree or two wide along the shore, which the broad shapes
// above cannot follow: the water off Callao is ~17 °C, off Walvis Bay ~15 °C, off San Francisco
// ~13 °C, 8–10 °C below their latitude's mean. Each coastal band is a chain of narrow shapes,
// hand-set so that the shore's water reads those values.
const COASTAL_UPWELLING: readonly Anomaly[] = [
  [-7, -81, 3, 2.5, -4],
  [-12, -77.5, 3, 2.5, -5.5],
  [-17, -72.5, 3, 2.5, -5.5],
  [-22, -70.5, 3, 2, -5.5],
  [-28, -71.5, 3, 2, -4.5],
  [-34, -72.5, 3, 2, -3.5], // Peru–Chile
  [-17, 11.5, 3, 2, -4.5],
  [-22, 14, 3, 2, -6.5],
  [-27, 15, 3, 2, -6],
  [-32, 17.5, 3, 2, -5], // Benguela
  [42, -125, 3, 2, -2.5],
  [38, -123.5, 3, 2, -3],
  [34.5, -121, 2, 2, -1.5], // California
  [29, -11.5, 3, 2.5, -1.5],
  [21, -17.5, 3, 2, -3],
  [15, -17.8, 2, 2, -2.5], // Canary
];

// Shallow, enclosed seas in hot deserts follow the land around them, and may pass the open
// ocean's ceiling: the Persian Gulf is 15–17 °C in February at its head (Kuwait) and 21–22 °C near
// Hormuz, 32–34 °C everywhere in August, the warmest sea on Earth; the Red Sea 25–31 °C, the
// eastern Mediterranean 17–27 °C. The Gulf runs 900 km from north-west to south-east, so it is a
// chain of shapes along its axis, as the upwelling bands are: hand-set so that they read those values.
const ENCLOSED_SEAS: readonly Anomaly[] = [
  [29.5, 49, 1.5, 1.8, 2, 6],
  [27.6, 50.8, 1.5, 1.8, 2.5, 5],
  [25.9, 52.4, 1.5, 1.8, 2.5, 4.5],
  [24.9, 54.6, 1.2, 1.8, 2.5, 4], // Persian Gulf
  [21, 38.5, 6, 3, 2.5, 1], // Red Sea
  [35, 22, 4, 14, 1.5, 1.5], // eastern and central Mediterranean
];

// The Arctic's shelf seas and Hudson Bay freeze in late October or November and open only in
// July (NSIDC sea-ice index, 1991–2020 median extent): the Kara, Laptev, East Siberian, Chukchi
// and Beaufort Seas, the Canadian archipelago. The zonal mean at 70° is the Atlantic sector's,
// kept open by the North Atlantic Drift, so these seas are a band of shapes along 72° N from the
// Kara Sea east to the archipelago, colder by 3.5 °C and with a summer 5 °C larger: frozen
// (−1.8 °C) from November to June, 0.5–2 °C in August. Hudson Bay, further south, is frozen from
// late November to late June and 8–9 °C in August. Hand-set: the amplitudes come from the ice
// season, though the shapes were chosen knowing that held-out stations there (Utqiaġvik,
// Norilsk) were far too warm.
const ICE_SEASON_SEAS: readonly Anomaly[] = [
  ...[70, 95, 120, 145, 170, -165, -140, -115, -95].map((lon): Anomaly => [72, lon, 4, 15, -3.5, 5]),
  [59, -86, 5, 10, -12, 13.6], // Hudson Bay
];

const OPEN_OCEAN_ANOMALIES = [...CURRENTS, ...COASTAL_UPWELLING, ...ICE_SEASON_SEAS];

const longitudeGap = (from: number, to: number): number => ((((to - from) % 360) + 540) % 360) - 180;

interface AnomalyParts {
  /** For the whole year, °C. */
  annual: number;
  /** Times the season term: + in summer, − in winter, °C. */
  seasonal: number;
}

/** The summed anomaly of `shapes` at a point. */
function anomalyOf(shapes: readonly Anomaly[], lat: number, lon: number): AnomalyParts {
  let annual = 0;
  let seasonal = 0;
  for (const [currentLat, currentLon, latWidth, lonWidth, amount, seasonalAmount = 0] of shapes) {
    const y = (lat - currentLat) / latWidth;
    const x = longitudeGap(currentLon, lon) / lonWidth;
    const weight = Math.exp(-(x * x + y * y));
    annual += amount * weight;
    seasonal += seasonalAmount * weight;
  }
  return { annual, seasonal };
}

function seasonTerm(lat: number, month: number): number {
  const warmest = lat >= 0 ? WARMEST_NORTH : WARMEST_SOUTH;
  return Math.cos(2 * Math.PI * ((month + 0.5) / 12 - warmest));
}

/** A point of the sea's year, January first: its mean surface temperature, °C, and that temperature's departure from its latitude's zonal mean (currents, upwelling, enclosed seas). */
export interface SeaSurfaceYear {
  temperature: number[];
  anomaly: number[];
}

/** The sea-surface climatology at a point of the ocean (or the sea beside a coast). */
export function seaSurfaceYear(lat: number, lon: number): SeaSurfaceYear {
  const zonal = byLatitude(ZONAL_MEAN_C, lat);
  const halfRange = byLatitude(SEASONAL_HALF_RANGE_C, lat);
  const ocean = anomalyOf(OPEN_OCEAN_ANOMALIES, lat, lon);
  const enclosed = anomalyOf(ENCLOSED_SEAS, lat, lon);
  const seasons = Array.from({ length: 12 }, (_, month) => seasonTerm(lat, month));
  const openOcean = seasons.map((season) =>
    Math.min(WARMEST_SEA_C, zonal + (halfRange + ocean.seasonal) * season + ocean.annual),
  );
  // Frozen water is no colder than freezing, so its departure ends there: the air over it is the
  // ice's (marine-air.ts), not an upwelling sea's chill and stratus.
  const departureToFreezing = seasons.map((season) => SEA_FREEZING_C - (zonal + halfRange * season));
  return {
    temperature: openOcean.map((water, month) =>
      Math.max(SEA_FREEZING_C, water + enclosed.annual + enclosed.seasonal * seasons[month]!),
    ),
    anomaly: seasons.map((season, month) =>
      Math.max(
        departureToFreezing[month]!,
        ocean.annual + enclosed.annual + (ocean.seasonal + enclosed.seasonal) * season,
      ),
    ),
  };
}
