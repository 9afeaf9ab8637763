// Decodes gazetteer.bin into columns: one typed array or text section per field, row i of each
// being place i. Nothing is allocated per place: names stay in one string and are sliced when
// a result is shown, and the small tables (countries, regions, time zones) are looked up by index.
import {
  COORDINATE_SCALE,
  ELEVATION_STEP_METRES,
  GAZETTEER_FORMAT_VERSION,
  GAZETTEER_MAGIC,
  REGION_KEY_SEPARATOR,
  SECTION_ORDER,
  type SectionName,
  populationOfCode,
  zigzagDecode,
} from './asset-format.ts';
import { ByteReader, readVarints } from './byte-reader.ts';
import { TextLines } from './text-lines.ts';
import { TimeZoneGrid } from './time-zone-grid.ts';

/** A first-level administrative region: its GeoNames code within the country and its name. */
export interface Region {
  iso2: string;
  code: string;
  name: string;
}

/** The places of the gazetteer, column by column. */
export interface PlaceTable {
  count: number;
  /** Primary names, one line per place. */
  names: TextLines;
  /** Alternate names, one line per place (usually empty), separated by ALTERNATE_SEPARATOR. */
  alternates: TextLines;
  lat: Float64Array;
  lon: Float64Array;
  population: Float64Array;
  /** Metres. */
  elevation: Float64Array;
  /** 1 for a section of a city or a place of the past (PPLX, PPLH, …): it never names a coordinate. */
  isSection: Uint8Array;
  iso2(place: number): string;
  /** The place's region, undefined when GeoNames has none. */
  region(place: number): Region | undefined;
  timeZone(place: number): string;
  /** The zone of any coordinate, for those that no place names. */
  timeZoneGrid: TimeZoneGrid;
}

/**
 * The tables that a language's name chunks share, listed once in its language file: such a chunk
 * leaves its countries and timeZones sections empty and indexes these instead.
 */
export interface SharedTables {
  countries: readonly string[];
  timeZones: readonly string[];
}

function readSections(bytes: Uint8Array): Map<SectionName, Uint8Array> {
  const reader = new ByteReader(bytes);
  for (const expected of GAZETTEER_MAGIC) {
    if (reader.byte() !== expected) throw new TypeError('decodeGazetteer: bytes are not a gazetteer asset (bad magic)');
  }
  const version = reader.byte();
  if (version !== GAZETTEER_FORMAT_VERSION) {
    throw new TypeError(
      `decodeGazetteer: asset format ${version}, expected ${GAZETTEER_FORMAT_VERSION}; rebuild it with \`npm run data\``,
    );
  }
  return new Map(SECTION_ORDER.map((name) => [name, reader.section()] as const));
}

/** A column of row numbers into a table of `rows` rows (plus one when 0 means "none"). */
function indexColumn(values: Float64Array, rows: number, what: string): Float64Array {
  for (let place = 0; place < values.length; place += 1) {
    if (values[place]! >= rows) throw new RangeError(`gazetteer: ${what} index ${values[place]} is out of range`);
  }
  return values;
}

// Local binding: some module loaders turn every call of an imported function into a property
// getter call, which shows up when it is made 100,000 times per column.
const decodeZigzag = zigzagDecode;
const coordinateScale = COORDINATE_SCALE;
const elevationStep = ELEVATION_STEP_METRES;

// Zigzag deltas to coordinates in place: one pass, no second array.
function undeltaCoordinates(values: Float64Array): Float64Array {
  let current = 0;
  for (let index = 0; index < values.length; index += 1) {
    current += decodeZigzag(values[index]!);
    values[index] = current / coordinateScale;
  }
  return values;
}

// Codes repeat a lot (about a thousand distinct values), so each power is computed once.
function populationsInPlace(codes: Float64Array): Float64Array {
  const byCode: number[] = [];
  for (let index = 0; index < codes.length; index += 1) {
    const code = codes[index]!;
    codes[index] = byCode[code] ??= populationOfCode(code);
  }
  return codes;
}

function elevationsInPlace(steps: Float64Array): Float64Array {
  for (let index = 0; index < steps.length; index += 1) {
    steps[index] = decodeZigzag(steps[index]!) * elevationStep;
  }
  return steps;
}

// The sections list: a count, then gaps between ascending place indexes (the first from -1).
function sectionFlags(section: Uint8Array, count: number): Uint8Array {
  const reader = new ByteReader(section);
  const flags = new Uint8Array(count);
  let place = -1;
  for (let listed = reader.varint(); listed > 0; listed -= 1) {
    place += reader.varint();
    if (place >= count) throw new RangeError(`gazetteer: section place ${place} is out of range`);
    flags[place] = 1;
  }
  if (!reader.atEnd) throw new RangeError('gazetteer: the sections list is longer than its count');
  return flags;
}

function regionOf(line: string): Region {
  const [key = '', name = ''] = line.split(REGION_KEY_SEPARATOR);
  const dot = key.indexOf('.');
  return { iso2: key.slice(0, dot), code: key.slice(dot + 1), name };
}

/**
 * Decodes the packed asset, a chunk's with the tables it shares; throws a TypeError or
 * RangeError if the bytes are not a valid asset.
 */
export function decodePlaceTable(bytes: Uint8Array, shared?: SharedTables): PlaceTable {
  const sections = readSections(bytes);
  const section = (name: SectionName): Uint8Array => sections.get(name) ?? new Uint8Array();
  const names = new TextLines(section('names'));
  const count = names.count;
  const column = (name: SectionName): Float64Array => readVarints(section(name), count);

  // One place without alternate names (a chunk may hold just one) packs to an empty section,
  // which would read as no line at all.
  const alternatesSection = section('alternates');
  const alternates = new TextLines(alternatesSection, count === 1);
  if (alternates.count !== count)
    throw new RangeError('gazetteer: the alternates section does not have one line per place');
  const countries = shared?.countries ?? new TextLines(section('countries')).all();
  const timeZones = shared?.timeZones ?? new TextLines(section('timeZones')).all();
  const regions = new TextLines(section('regions')).all().map(regionOf);
  const countryIndex = indexColumn(column('countryIndex'), countries.length, 'country');
  const regionIndex = indexColumn(column('regionIndex'), regions.length + 1, 'region');
  const timeZoneIndex = indexColumn(column('timeZoneIndex'), timeZones.length, 'time zone');

  return {
    count,
    names,
    alternates,
    lat: undeltaCoordinates(column('latitudeDelta')),
    lon: undeltaCoordinates(column('longitudeDelta')),
    population: populationsInPlace(column('population')),
    elevation: elevationsInPlace(column('elevation')),
    isSection: sectionFlags(section('sections'), count),
    iso2: (place) => countries[countryIndex[place]!]!,
    region: (place) => (regionIndex[place] === 0 ? undefined : regions[regionIndex[place]! - 1]),
    timeZone: (place) => timeZones[timeZoneIndex[place]!]!,
    timeZoneGrid: TimeZoneGrid.decode(section('gridTimeZones'), section('timeZoneGrid')),
  };
}
