// Whether the raw sources of the committed data (data/README.md) are on this machine: the tests
// that read them run where they are and, elsewhere, are skipped saying why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLIMATE_DIR_ENV, climateDataDir, PROVENANCE_FILE } from '../../src/build/climate/observed/climate-data-dir.ts';
import { CATALOG_PACKAGE, existingLocale } from '../../src/build/languages/obtain-catalogs.ts';
import { REGION_PACKAGE, REGION_SOURCE_ENV } from '../../src/build/languages/region-source.ts';
import { ISO_CODES_ENV, ISO_CODES_PACKAGE } from '../../src/build/languages/iso-codes-source.ts';

/** Why the observed-climate data pack cannot be read here, or undefined when it can. */
export function climatePackMissing(): string | undefined {
  const dir = climateDataDir();
  return existsSync(join(dir, PROVENANCE_FILE))
    ? undefined
    : `no observed-climate data pack at ${dir} (set ${CLIMATE_DIR_ENV})`;
}

/** Why GeoNames' names by language cannot be had here, or undefined when they can (a copy, or apt-get to download one). */
export function catalogsMissing(): string | undefined {
  if (existingLocale(resolve(process.env.WEATHER_DATA_DIR ?? '.data')) !== undefined) return undefined;
  const apt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' });
  return apt.status === 0 ? undefined : `no copy of ${CATALOG_PACKAGE} and no apt-get to download it`;
}

/** Why the region names' sources cannot be had here, or undefined when they can (copies, or npm and apt-get to fetch them). */
export function regionSourceMissing(): string | undefined {
  const isoCodes =
    process.env[ISO_CODES_ENV]?.trim() ||
    existsSync('/usr/share/iso-codes/json/iso_3166-2.json') ||
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!isoCodes) return `no copy of ${ISO_CODES_PACKAGE} and no apt-get to download it`;
  if (process.env[REGION_SOURCE_ENV]?.trim()) return undefined;
  const npm = spawnSync('npm', ['view', REGION_PACKAGE, 'version'], { stdio: 'ignore', timeout: 60_000 });
  return npm.status === 0
    ? undefined
    : `no ${REGION_SOURCE_ENV} and the npm registry does not answer for ${REGION_PACKAGE}`;
}

/** `title`, or `title` with the reason it is skipped. */
export function titled(title: string, missing: string | undefined): string {
  return missing === undefined ? title : `${title} (skipped: ${missing})`;
}
