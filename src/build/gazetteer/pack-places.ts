// Lays the places out in the gazetteer.bin format (see asset-format.ts).
import {
  ALTERNATE_SEPARATOR,
  COORDINATE_SCALE,
  GAZETTEER_FORMAT_VERSION,
  ELEVATION_STEP_METRES,
  GAZETTEER_MAGIC,
  populationCode,
  REGION_KEY_SEPARATOR,
  zigzagEncode,
} from '../../sources/embedded/gazetteer/asset-format.ts';
import { ByteWriter } from './byte-writer.ts';
import type { SharedTables } from '../../sources/embedded/gazetteer/place-table.ts';
import { writeTimeZoneGrid, type TimeZoneCells } from './time-zone-grid.ts';

/** A place ready to pack: everything resolved, nothing left to look up. */
export interface PackablePlace {
  name: string;
  alternateNames: string[];
  lat: number;
  lon: number;
  /** A section, or a historical, abandoned or destroyed place: it never names a coordinate. */
  isSection: boolean;
  iso2: string;
  /** "CC.code" key of the region table, or undefined. */
  regionKey: string | undefined;
  population: number;
  elevation: number;
  timeZone: string;
}

const MORTON_BITS = 16;

// Interleaves quantised longitude and latitude bits so that places close on the map are close
// in the file (a Z-order curve); arithmetic instead of shifts keeps all 32 bits positive.
function mortonKey(lat: number, lon: number): number {
  const cells = 2 ** MORTON_BITS - 1;
  const x = Math.round(((lon + 180) / 360) * cells);
  const y = Math.round(((lat + 90) / 180) * cells);
  let key = 0;
  for (let bit = 0; bit < MORTON_BITS; bit += 1) {
    key += ((x >> bit) & 1) * 2 ** (2 * bit) + ((y >> bit) & 1) * 2 ** (2 * bit + 1);
  }
  return key;
}

function tableOf(values: Iterable<string>): { rows: string[]; indexOf: Map<string, number> } {
  const rows = [...new Set(values)].sort();
  return { rows, indexOf: new Map(rows.map((row, index) => [row, index])) };
}

// A table that chunks of the embedded world share (world-manifest.ts), with its rows as they are.
function sharedTable(rows: readonly string[]): { rows: string[]; indexOf: Map<string, number> } {
  return { rows: [...rows], indexOf: new Map(rows.map((row, index) => [row, index])) };
}

function indexIn(table: Map<string, number>, value: string): number {
  const index = table.get(value);
  if (index === undefined) throw new Error(`pack: ${value} is missing from its table`);
  return index;
}

// The sections section: how many there are, then the gaps between their place indexes (the
// first counted from -1). About 4 % of places are sections, clustered in big cities, so the
// gaps are mostly one byte: about 4 KB gzip, a third of a one-byte-per-place flag column.
function sectionList(ordered: readonly PackablePlace[]): number[] {
  const indexes = ordered.flatMap((place, index) => (place.isSection ? [index] : []));
  return [indexes.length, ...indexes.map((index, at) => index - (indexes[at - 1] ?? -1))];
}

/** Places in the order of gazetteer.bin: by country, then along a Z-order curve. */
export function inSpatialOrder(places: readonly PackablePlace[]): PackablePlace[] {
  return places
    .map((place) => ({ place, key: mortonKey(place.lat, place.lon) }))
    .sort((a, b) => (a.place.iso2 < b.place.iso2 ? -1 : a.place.iso2 > b.place.iso2 ? 1 : a.key - b.key))
    .map(({ place }) => place);
}

/** How packPlaces writes a chunk of the embedded world rather than the whole gazetteer. */
export interface PackOptions {
  /** Countries and time zones listed once for every chunk, in the manifest. */
  shared?: SharedTables;
  /**
   * A chunk that only answers searches: a region there is only shown and matched by a ", qualifier",
   * which reads its name and a letter code ("IL"), so its key keeps only those (".IL", or "." for
   * a numeric code). Reverse lookups compare regions, so tiles keep the whole key.
   */
  searchOnly?: boolean;
}

function searchRegionKey(key: string): string {
  const code = key.slice(key.indexOf('.') + 1);
  return /^[A-Z]+$/.test(code) ? `.${code}` : '.';
}

/**
 * Packs places, the region names and the time-zone grid's cells into gazetteer.bin bytes, the
 * places in the order given (inSpatialOrder's for the whole gazetteer; a chunk of the embedded
 * world keeps the whole gazetteer's, which search breaks ties by).
 */
export function packPlaces(
  ordered: readonly PackablePlace[],
  regionNames: ReadonlyMap<string, string>,
  timeZoneCells: TimeZoneCells,
  options: PackOptions = {},
): Uint8Array {
  const { shared } = options;
  const countries = shared === undefined ? tableOf(ordered.map((place) => place.iso2)) : sharedTable(shared.countries);
  const timeZones =
    shared === undefined ? tableOf(ordered.map((place) => place.timeZone)) : sharedTable(shared.timeZones);
  const regionLine = (key: string) =>
    `${options.searchOnly === true ? searchRegionKey(key) : key}${REGION_KEY_SEPARATOR}${regionNames.get(key) ?? ''}`;
  const regions = tableOf(
    ordered.flatMap((place) => (place.regionKey === undefined ? [] : [regionLine(place.regionKey)])),
  );

  const out = new ByteWriter();
  out.bytes(Uint8Array.from([...GAZETTEER_MAGIC, GAZETTEER_FORMAT_VERSION]));
  // Shared tables are not repeated: the sections are left empty (see asset-format.ts).
  out.lines(shared === undefined ? countries.rows : []);
  out.lines(shared === undefined ? timeZones.rows : []);
  out.lines(regions.rows);
  // NFC, as the format requires: the worker folds names without normalising them.
  out.lines(ordered.map((place) => place.name.normalize('NFC')));
  out.lines(
    ordered.map((place) => place.alternateNames.map((name) => name.normalize('NFC')).join(ALTERNATE_SEPARATOR)),
  );
  out.varints(ordered.map((place) => indexIn(countries.indexOf, place.iso2)));
  out.varints(
    ordered.map((place) =>
      place.regionKey === undefined ? 0 : indexIn(regions.indexOf, regionLine(place.regionKey)) + 1,
    ),
  );
  out.varints(ordered.map((place) => indexIn(timeZones.indexOf, place.timeZone)));
  for (const axis of ['lat', 'lon'] as const) {
    let previous = 0;
    out.varints(
      ordered.map((place) => {
        const scaled = Math.round(place[axis] * COORDINATE_SCALE);
        const delta = scaled - previous;
        previous = scaled;
        return zigzagEncode(delta);
      }),
    );
  }
  out.varints(ordered.map((place) => populationCode(place.population)));
  out.varints(ordered.map((place) => zigzagEncode(Math.round(place.elevation / ELEVATION_STEP_METRES))));
  out.varints(sectionList(ordered));
  writeTimeZoneGrid(out, timeZoneCells);
  return out.toBytes();
}
