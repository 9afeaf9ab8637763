// The layout of gazetteer.bin, shared by the build-time packer and the runtime decoder.
//
// Bytes: the 4-byte magic, one version byte, then SECTION_ORDER.length sections, each a
// varint byte length followed by its bytes. Text sections are UTF-8 lines joined by "\n"
// (one line per table row or per place), in Unicode NFC so the worker can fold names without
// normalising them first; numeric sections are varint streams with one value
// per place. Keeping each column in its own section lets gzip see long runs of similar bytes.
//
// Places are stored in spatial order (by country, then along a Morton curve), so successive
// coordinates are close and their zigzag deltas are small.

/** Format: "WWGZ", weather-widgets gazetteer. */
export const GAZETTEER_MAGIC = [0x57, 0x57, 0x47, 0x5a] as const;

/** Format: bumped whenever the layout changes, so a stale .data file is refused instead of misread. */
export const GAZETTEER_FORMAT_VERSION = 3;

/** Format: numeric columns hold values below this (at most four varint bytes each; the decoder relies on it). */
export const MAX_COLUMN_VALUE = 2 ** 28;

/** Format: coordinates are stored as integers in units of 1e-4 degrees (about 11 m). */
export const COORDINATE_SCALE = 10_000;

/** Format: elevations are rounded to this many metres (0.065 °C of lapse-rate temperature; the DEM behind most values is a 90 m grid good to about ±16 m anyway). */
export const ELEVATION_STEP_METRES = 10;

// Format: population only ranks search results, so 1 % steps are plenty and compress far better.
const POPULATION_FLOOR = 1000;
const POPULATION_RATIO = 1.01;

/** The stored code of a population ≥ 1000. */
export function populationCode(population: number): number {
  return Math.max(0, Math.round(Math.log(population / POPULATION_FLOOR) / Math.log(POPULATION_RATIO)));
}

/** The population a stored code stands for (within 0.5 % of the original). */
export function populationOfCode(code: number): number {
  return Math.round(POPULATION_FLOOR * POPULATION_RATIO ** code);
}

/**
 * Format: the time-zone grid's cells are 7.5° / 16 = 0.46875° on a side: tz-lookup's quadtree starts
 * from 7.5° cells and halves them, so these cell edges fall on its own and a cell away from
 * borders and coasts holds one zone. Finer grids cost more bytes and agree no better on
 * coordinates that no place names.
 */
export const TIME_ZONE_GRID = { rows: 384, columns: 768 } as const;

/** Separates the alternate names of one place on its line of the alternates section. */
export const ALTERNATE_SEPARATOR = '\t';

/** Separates a region key ("CC.code") from its name in the region table. */
export const REGION_KEY_SEPARATOR = '\t';

export const SECTION_ORDER = [
  // Text tables.
  'countries', // ISO 3166-1 alpha-2 codes, one per line (empty in a language's chunk: see SharedTables).
  'timeZones', // IANA zone names, one per line (empty in a language's chunk, as countries).
  'regions', // "CC.code<TAB>admin1 name", one per line.
  'names', // the primary name of each place, one per line.
  'alternates', // each place's alternate names joined by ALTERNATE_SEPARATOR, one line per place.
  // Numeric columns, one varint per place.
  'countryIndex', // row of the countries table.
  'regionIndex', // row of the regions table plus one; 0 when the place has no region.
  'timeZoneIndex', // row of the timeZones table.
  'latitudeDelta', // zigzag delta from the previous place, in 1 / COORDINATE_SCALE degrees.
  'longitudeDelta', // as latitudeDelta.
  'population', // populationCode(population): logarithmic steps of 1 %.
  'elevation', // zigzag varint, in steps of ELEVATION_STEP_METRES.
  // A list, not a column: the count, then the gap from the previous listed place index (from -1).
  'sections', // places that never name a coordinate: sections of cities (PPLX), historical ones, …
  // The zone of any coordinate, for those no place names (see time-zone-grid.ts).
  'gridTimeZones', // IANA zone names the grid uses, one per line, the most frequent first.
  'timeZoneGrid', // the run count, then each run's row of gridTimeZones, then each run's length in
  // cells; runs cover TIME_ZONE_GRID row by row (north to south, each from 180° W eastwards)
  // and never cross from one row to the next.
] as const;

export type SectionName = (typeof SECTION_ORDER)[number];

/** Maps a signed integer onto the unsigned ones so small magnitudes stay small varints. */
export function zigzagEncode(value: number): number {
  return value >= 0 ? value * 2 : -value * 2 - 1;
}

/** The inverse of zigzagEncode. */
export function zigzagDecode(value: number): number {
  return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
}
