// Cuts the gazetteer into spatial tiles: each holds every place that can answer a reverse lookup
// (nearest(), locate(), elevationAt()) at any point of its area, so that a tile answers exactly
// as the whole gazetteer does. A tile splits in four until it holds at most TILE_PLACES places.
//
// What a point needs (see naming-rule.ts and reverse-geocoder.ts): the places up to its nearest
// proper place, at most NEAREST_PLACE_RADIUS_KM away; the places within the reach of a 50,000
// city (2.5 km); and the cities whose own reach covers it (up to 53 km for the largest). So a
// tile takes the places within its margin, the largest nearest-proper-place distance over its
// area (sampled, plus the samples' spacing), and each city within its doubled reach.
import { cityReachKm } from '../../sources/embedded/gazetteer/naming-rule.ts';
import type { PlaceTable } from '../../sources/embedded/gazetteer/place-table.ts';
import { NEAREST_PLACE_RADIUS_KM, ReverseGeocoder } from '../../sources/embedded/gazetteer/reverse-geocoder.ts';
import { cellOf } from '../../sources/embedded/gazetteer/time-zone-grid.ts';
import { TIME_ZONE_GRID } from '../../sources/embedded/gazetteer/asset-format.ts';
import { packPlaces, type PackablePlace } from '../gazetteer/pack-places.ts';
import type { TimeZoneCells } from '../gazetteer/time-zone-grid.ts';
import { quarters, tileTreeRoots, type TileBounds } from '../../sources/embedded/world/tile-tree.ts';

/** A tile and its places, packed in the gazetteer.bin format. */
export interface SpatialTile {
  bounds: TileBounds;
  bytes: Uint8Array;
}

/** Tiles split until they hold at most this many places (about 20 KB gzip), or are this small. */
const TILE_PLACES = 1500;
const SMALLEST_TILE_DEGREES = 45 / 2 ** 9;
/** Samples per tile side when measuring its margin. */
const SAMPLES_PER_SIDE = 17;
/** Kilometres per degree of latitude, rounded down, and of longitude at the equator, rounded down. */
const KM_PER_DEGREE = 110.5;
/** The 50,000 city's reach among sections: every tile takes the places this close (naming-rule.ts). */
const SMALL_CITY_REACH_KM = cityReachKm(50_000) * 2;
/** Kilometres added to every margin: rounding of coordinates and of the distance formula. */
const SLACK_KM = 0.5;

const RADIANS = Math.PI / 180;

// Degrees of longitude from `lon` to the nearer end of [west, east], across the antimeridian if shorter.
function longitudeGap(lon: number, west: number, east: number): number {
  if (lon >= west && lon <= east) return 0;
  const eastwards = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
  return Math.min(eastwards(lon, west), eastwards(east, lon));
}

// Whether a place lies within `marginKm` of a tile: a test on the tile grown by the margin, which
// holds every point that close (a degree of longitude is shortest at the grown tile's edge nearest a pole).
function nearTile([south, west, north, east]: TileBounds, marginKm: number, lat: number, lon: number): boolean {
  const latMargin = marginKm / KM_PER_DEGREE;
  if (lat < south - latMargin || lat > north + latMargin) return false;
  const poleward = Math.max(Math.abs(south - latMargin), Math.abs(north + latMargin));
  if (poleward >= 89.9) return true;
  const lonMargin = marginKm / (KM_PER_DEGREE * Math.cos(poleward * RADIANS));
  if (lonMargin >= 180) return true;
  return longitudeGap(lon, west, east) <= lonMargin;
}

// The largest distance from a point of the tile to the nearest place that can name it (capped
// at the naming radius), from a grid of samples plus half their diagonal.
function marginKm(
  geocoder: ReverseGeocoder,
  isProper: (place: number) => boolean,
  [south, west, north, east]: TileBounds,
): number {
  let farthest = 0;
  for (let row = 0; row < SAMPLES_PER_SIDE; row += 1) {
    for (let column = 0; column < SAMPLES_PER_SIDE; column += 1) {
      const lat = south + ((north - south) * row) / (SAMPLES_PER_SIDE - 1);
      const lon = west + ((east - west) * column) / (SAMPLES_PER_SIDE - 1);
      const nearest = geocoder.nearestAccepted(lat, lon, NEAREST_PLACE_RADIUS_KM, isProper);
      farthest = Math.max(farthest, nearest?.distanceKm ?? NEAREST_PLACE_RADIUS_KM);
      if (farthest >= NEAREST_PLACE_RADIUS_KM) return NEAREST_PLACE_RADIUS_KM + SLACK_KM;
    }
  }
  const spacingKm = (Math.hypot(north - south, east - west) * KM_PER_DEGREE) / (SAMPLES_PER_SIDE - 1);
  return Math.min(NEAREST_PLACE_RADIUS_KM, Math.max(SMALL_CITY_REACH_KM, farthest + spacingKm / 2)) + SLACK_KM;
}

// The zone grid with every cell outside the tile set to the tile's most common zone.
function tileTimeZones(cells: TimeZoneCells, [south, west, north, east]: TileBounds): TimeZoneCells {
  const { columns } = TIME_ZONE_GRID;
  const top = cellOf(north, west).row;
  const bottom = cellOf(south, west).row;
  // Columns from the equator: at a pole cellOf takes the prime meridian whatever the longitude.
  const left = cellOf(0, west).column;
  const right = cellOf(0, east).column;
  const inside = new Set<number>();
  for (let row = top; row <= bottom; row += 1)
    for (let column = left; column <= right; column += 1) inside.add(row * columns + column);
  // A pole is one point, in the cell of the prime meridian whatever the longitude (cellOf).
  for (const pole of [north === 90 ? cellOf(90, 0) : undefined, south === -90 ? cellOf(-90, 0) : undefined]) {
    if (pole !== undefined) inside.add(pole.row * columns + pole.column);
  }
  const counts = new Map<string, number>();
  for (const cell of inside) counts.set(cells[cell]!, (counts.get(cells[cell]!) ?? 0) + 1);
  const filler = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  // Filled, then the tile copied in: asking the set about all 300,000 cells took 8 ms a tile.
  const tileCells = new Array<string>(cells.length).fill(filler);
  for (const cell of inside) tileCells[cell] = cells[cell]!;
  return tileCells;
}

/** The spatial tiles of the gazetteer, with `timeZoneCells`, the whole time-zone grid, cut to each. */
export function spatialTiles(
  table: PlaceTable,
  places: readonly PackablePlace[],
  regionNames: ReadonlyMap<string, string>,
  timeZoneCells: TimeZoneCells,
): SpatialTile[] {
  const geocoder = new ReverseGeocoder(table);
  const isProper = (place: number) => table.isSection[place] === 0;
  const reachKm = places.map((place) => cityReachKm(place.population) * 2);
  const tiles: SpatialTile[] = [];
  let placeCount = 0;
  const cut = (bounds: TileBounds, candidates: number[], parentMargin: number): void => {
    const margin = Math.min(parentMargin, marginKm(geocoder, isProper, bounds));
    const members = candidates.filter((id) =>
      nearTile(bounds, Math.max(margin, reachKm[id]! + SLACK_KM), places[id]!.lat, places[id]!.lon),
    );
    const [south, , north] = bounds;
    if (members.length > TILE_PLACES && north - south > SMALLEST_TILE_DEGREES) {
      for (const quarter of quarters(bounds)) cut(quarter, members, margin);
      return;
    }
    // Reverse lookups never read alternate names: a tile leaves them to the name chunks.
    const tilePlaces = members.map((id) => ({ ...places[id]!, alternateNames: [] }));
    tiles.push({
      bounds,
      bytes: packPlaces(tilePlaces, regionNames, tileTimeZones(timeZoneCells, bounds)),
    });
    placeCount += members.length;
  };
  const everyPlace = places.map((_, id) => id);
  for (const root of tileTreeRoots()) cut(root, everyPlace, Infinity);
  console.log(
    `data: spatial tiles hold ${placeCount} places, ${(placeCount / places.length).toFixed(2)} times the gazetteer's`,
  );
  return tiles;
}
