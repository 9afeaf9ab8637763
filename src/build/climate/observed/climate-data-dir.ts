// Where the observed-climate data pack lives, and a check that it is complete and unaltered.
// The pack (WebP rasters from the Trail-Sense project) is read at build time only and must never
// be copied into this repository, so a missing or damaged pack has to fail loudly with enough
// information for someone to get it back.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Environment variable that overrides the location of the observed-climate data pack. */
export const CLIMATE_DIR_ENV = 'WEATHER_CLIMATE_DIR';

/** The pack's own account of itself: decoding rules, licences and the SHA-256 list that {@link assertClimateData} checks. */
export const PROVENANCE_FILE = 'PROVENANCE.md';

const QUARTERS = ['1-3', '4-6', '7-9', '10-12'] as const;
const DEM_TILE_COUNT = 164;

/**
 * Every data file the readers in this folder open, relative to the pack folder.
 * Kept in code rather than taken from PROVENANCE.md so that a missing PROVENANCE.md (or a missing
 * folder) can still be reported file by file.
 */
export const CLIMATE_FILES: readonly string[] = [
  ...QUARTERS.flatMap((q) => [`cru-ts-4.07/tmx-${q}.webp`, `cru-ts-4.07/tmn-${q}.webp`]),
  ...QUARTERS.flatMap((q) => [`merra2/T2MMAX-${q}.webp`, `merra2/T2MMIN-${q}.webp`]),
  ...QUARTERS.map((q) => `era5-dewpoint/dewpoint-${q}.webp`),
  ...Array.from({ length: 12 }, (_, m) => `era5-precipitation/precipitation-${m + 1}.webp`),
  'etopo2022-dem/index.json',
  ...Array.from({ length: DEM_TILE_COUNT }, (_, id) => `etopo2022-dem/${id}.webp`),
];

// Said in every error so whoever hits it knows what the files are and where they came from.
const SOURCES_NOTE =
  'The pack holds byte-identical copies of the observed-climate rasters packed by the Trail-Sense project ' +
  '(https://github.com/kylecorry31/Trail-Sense) from: CRU TS 4.07 (https://crudata.uea.ac.uk/cru/data/hrg/cru_ts_4.07/), ' +
  'MERRA-2 (NASA GES DISC, https://disc.gsfc.nasa.gov/), ERA5 (Copernicus Climate Data Store, https://cds.climate.copernicus.eu) ' +
  'and ETOPO 2022 (NOAA NCEI, https://doi.org/10.25921/fd45-gt74). It is read at build time and is not stored in this repository.';

/** `<repo root>/../shared/data/climate`, the pack's conventional location beside the repository. */
export function defaultClimateDataDir(): string {
  // This file is src/build/climate/observed/, four folders below the repository root.
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  return resolve(repoRoot, '..', 'shared', 'data', 'climate');
}

/**
 * The folder holding the observed-climate data pack: `$WEATHER_CLIMATE_DIR` if set (resolved
 * against the working directory), else {@link defaultClimateDataDir}. Does not check the folder;
 * see {@link assertClimateData}.
 */
export function climateDataDir(): string {
  const fromEnv = process.env[CLIMATE_DIR_ENV]?.trim();
  return fromEnv ? resolve(fromEnv) : defaultClimateDataDir();
}

/** Turns a list of missing files into a short description, collapsing wholly missing sub-folders. */
function describeMissing(missing: readonly string[]): string {
  const byFolder = new Map<string, string[]>();
  for (const file of missing) {
    const folder = file.includes('/') ? file.slice(0, file.indexOf('/') + 1) : '';
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  const parts: string[] = [];
  for (const [folder, files] of byFolder) {
    const expected = CLIMATE_FILES.filter((f) => f.startsWith(folder) && folder !== '').length;
    if (folder !== '' && files.length === expected) parts.push(`${folder} (all ${expected} files)`);
    else if (files.length > 8) parts.push(`${files.slice(0, 8).join(', ')} and ${files.length - 8} more in ${folder}`);
    else parts.push(...files);
  }
  return parts.join(', ');
}

function missingDataError(dir: string, reason: string): Error {
  return new Error(
    `Observed-climate data pack not usable at ${dir}: ${reason}. ` +
      `Set ${CLIMATE_DIR_ENV} to the folder that holds cru-ts-4.07/, merra2/, era5-dewpoint/, era5-precipitation/, ` +
      `etopo2022-dem/ and ${PROVENANCE_FILE}, or put it at ${defaultClimateDataDir()}. ${SOURCES_NOTE}`,
  );
}

/** Reads the `<64 hex>  <folder/file>` lines of PROVENANCE.md's sha256 section into a map file → hash. */
export function parseChecksums(provenance: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const match of provenance.matchAll(/^([0-9a-f]{64}) {2}(\S+)\s*$/gm)) sums.set(match[2]!, match[1]!);
  return sums;
}

/**
 * Throws unless `dir` holds the complete, unaltered data pack: every file in {@link CLIMATE_FILES}
 * plus PROVENANCE.md must exist, and each file's SHA-256 must match the list in PROVENANCE.md.
 * The error names the folder, the missing or mismatching files, the {@link CLIMATE_DIR_ENV}
 * variable and the original data sources. Hashing the ~2.7 MB pack takes a few milliseconds.
 */
export function assertClimateData(dir: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw missingDataError(dir, 'the folder does not exist');
  const missing = [PROVENANCE_FILE, ...CLIMATE_FILES].filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) {
    throw missingDataError(dir, `${missing.length} expected file(s) are missing: ${describeMissing(missing)}`);
  }

  const sums = parseChecksums(readFileSync(join(dir, PROVENANCE_FILE), 'utf8'));
  // A file without a checksum line could be anything, so treat a gap in the list as damage too.
  const unlisted = CLIMATE_FILES.filter((file) => !sums.has(file));
  if (unlisted.length > 0) {
    throw missingDataError(dir, `${PROVENANCE_FILE} has no sha256 line for ${describeMissing(unlisted)}`);
  }
  const mismatches: string[] = [];
  for (const [file, expected] of sums) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      mismatches.push(`${file} (listed in ${PROVENANCE_FILE} but missing)`);
      continue;
    }
    const actual = createHash('sha256').update(readFileSync(path)).digest('hex');
    if (actual !== expected) mismatches.push(`${file} (sha256 ${actual}, expected ${expected})`);
  }
  if (mismatches.length > 0) {
    throw missingDataError(
      dir,
      `checksum mismatch against ${PROVENANCE_FILE} for ${mismatches.join('; ')}; ` +
        'the pack must hold the byte-identical originals, so restore the affected file(s)',
    );
  }
}
