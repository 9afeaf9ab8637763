// Decodes gazetteer.bin into columns: one array per field, one row per place.
import {
  ALTERNATE_SEPARATOR,
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

/** A first-level administrative region: its GeoNames code within the country and its name. */
export interface Region {
  iso2: string;
  code: string;
  name: string;
}

/** The places of the gazetteer, column by column (row i of every column is place i). */
export interface PlaceTable {
  count: number;
  names: string[];
  /** Alternate names of each place (an empty array for most). */
  alternates: (readonly string[])[];
  iso2: string[];
  /** The region of each place, undefined when GeoNames has none. */
  regions: (Region | undefined)[];
  timeZones: string[];
  lat: Float64Array;
  lon: Float64Array;
  population: Float64Array;
  elevation: Float64Array;
}

const decoder = new TextDecoder('utf-8', { fatal: true });
const NO_ALTERNATES: readonly string[] = Object.freeze([]);

function lines(section: Uint8Array): string[] {
  return section.length === 0 ? [] : decoder.decode(section).split('\n');
}

function rowOf<T>(table: readonly T[], index: number, what: string): T {
  const row = table[index];
  if (row === undefined) throw new RangeError(`gazetteer: ${what} index ${index} is out of range`);
  return row;
}

function readSections(bytes: Uint8Array): Map<SectionName, Uint8Array> {
  const reader = new ByteReader(bytes);
  for (const expected of GAZETTEER_MAGIC) {
    if (reader.byte() !== expected) throw new TypeError('decodeGazetteer: bytes are not a gazetteer asset (bad magic)');
  }
  const version = reader.byte();
  if (version !== GAZETTEER_FORMAT_VERSION) {
    throw new TypeError(`decodeGazetteer: asset format ${version}, expected ${GAZETTEER_FORMAT_VERSION}; rebuild it with \`npm run data\``);
  }
  return new Map(SECTION_ORDER.map((name) => [name, reader.section()] as const));
}


// Codes repeat a lot (a few hundred distinct values), so each power is computed once.
function populations(codes: Float64Array): Float64Array {
  const byCode = new Map<number, number>();
  return codes.map((code) => {
    let population = byCode.get(code);
    if (population === undefined) {
      population = populationFromCode(code);
      byCode.set(code, population);
    }
    return population;
  });
}

// Local bindings: some module loaders turn every call of an imported function into a property
// getter call, which shows up when it is made 100,000 times per column.
const decodeZigzag = zigzagDecode;
const populationFromCode = populationOfCode;
const coordinateScale = COORDINATE_SCALE;

function undelta(deltas: Float64Array): Float64Array {
  const values = new Float64Array(deltas.length);
  let current = 0;
  for (let index = 0; index < deltas.length; index += 1) {
    current += decodeZigzag(deltas[index]!);
    values[index] = current / coordinateScale;
  }
  return values;
}

/** Decodes the packed asset; throws a TypeError or RangeError if the bytes are not a valid asset. */
export function decodePlaceTable(bytes: Uint8Array): PlaceTable {
  const sections = readSections(bytes);
  const section = (name: SectionName): Uint8Array => sections.get(name) ?? new Uint8Array();
  const names = lines(section('names'));
  const count = names.length;
  const column = (name: SectionName): Float64Array => readVarints(section(name), count);

  const countries = lines(section('countries'));
  const timeZoneTable = lines(section('timeZones'));
  const regionTable = lines(section('regions')).map((line): Region => {
    const [key = '', name = ''] = line.split(REGION_KEY_SEPARATOR);
    const dot = key.indexOf('.');
    return { iso2: key.slice(0, dot), code: key.slice(dot + 1), name };
  });
  const alternateLines = lines(section('alternates'));
  if (alternateLines.length !== count) throw new RangeError('gazetteer: the alternates section does not have one line per place');

  const countryIndex = column('countryIndex');
  const regionIndex = column('regionIndex');
  const timeZoneIndex = column('timeZoneIndex');
  return {
    count,
    names,
    alternates: alternateLines.map((line) => (line === '' ? NO_ALTERNATES : line.split(ALTERNATE_SEPARATOR))),
    iso2: Array.from(countryIndex, (index) => rowOf(countries, index, 'country')),
    regions: Array.from(regionIndex, (index) => (index === 0 ? undefined : rowOf(regionTable, index - 1, 'region'))),
    timeZones: Array.from(timeZoneIndex, (index) => rowOf(timeZoneTable, index, 'time zone')),
    lat: undelta(column('latitudeDelta')),
    lon: undelta(column('longitudeDelta')),
    population: populations(column('population')),
    elevation: column('elevation').map((steps) => decodeZigzag(steps) * ELEVATION_STEP_METRES),
  };
}
