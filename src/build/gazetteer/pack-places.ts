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

/** Packs places (any order), the region names and the time-zone grid's cells into gazetteer.bin bytes. */
export function packPlaces(places: readonly PackablePlace[], regionNames: ReadonlyMap<string, string>, timeZoneCells: TimeZoneCells): Uint8Array {
  const ordered = places
    .map((place) => ({ place, key: mortonKey(place.lat, place.lon) }))
    .sort((a, b) => (a.place.iso2 < b.place.iso2 ? -1 : a.place.iso2 > b.place.iso2 ? 1 : a.key - b.key))
    .map(({ place }) => place);

  const countries = tableOf(ordered.map((place) => place.iso2));
  const timeZones = tableOf(ordered.map((place) => place.timeZone));
  const regions = tableOf(ordered.flatMap((place) => (place.regionKey === undefined ? [] : [place.regionKey])));

  const out = new ByteWriter();
  out.bytes(Uint8Array.from([...GAZETTEER_MAGIC, GAZETTEER_FORMAT_VERSION]));
  out.lines(countries.rows);
  out.lines(timeZones.rows);
  out.lines(regions.rows.map((key) => `${key}${REGION_KEY_SEPARATOR}${regionNames.get(key) ?? ''}`));
  // NFC, as the format requires: the worker folds names without normalising them.
  out.lines(ordered.map((place) => place.name.normalize('NFC')));
  out.lines(ordered.map((place) => place.alternateNames.map((name) => name.normalize('NFC')).join(ALTERNATE_SEPARATOR)));
  out.varints(ordered.map((place) => indexIn(countries.indexOf, place.iso2)));
  out.varints(ordered.map((place) => (place.regionKey === undefined ? 0 : indexIn(regions.indexOf, place.regionKey) + 1)));
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
