// Finds GeoNames' place names by language: Debian's libgeonames-common ships them as gettext
// catalogs, /usr/share/locale/<lang>/LC_MESSAGES/geonames.mo (msgid the GeoNames id, msgstr the
// name; GeoNames data, CC BY 4.0). Only `npm run data:refresh` reads them (the build reads the
// names committed in data/). It uses the folder WEATHER_GEONAMES_LOCALE_DIR names, else the
// system's copy when the package is installed, else downloads the package with apt (which works
// offline from a local mirror or apt's cache) into .data/ and unpacks it there, so a fresh
// machine needs no root.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The Debian package that holds the catalogs. */
export const CATALOG_PACKAGE = 'libgeonames-common';

const SYSTEM_LOCALE = '/usr/share/locale';
const PROBE = join('it', 'LC_MESSAGES', 'geonames.mo');

/** The locale folder of an unpacked copy of the package under the data folder. */
export function unpackedLocale(dataDir: string): string {
  return join(dataDir, CATALOG_PACKAGE, 'root', 'usr', 'share', 'locale');
}

/** Names a locale folder (holding `<language>/LC_MESSAGES/geonames.mo`) to read instead of the package's. */
export const CATALOGS_DIR_ENV = 'WEATHER_GEONAMES_LOCALE_DIR';

/**
 * A locale folder that already holds the catalogs, or undefined: the one $WEATHER_GEONAMES_LOCALE_DIR
 * names (throwing when it holds none), else the unpacked copy, else the system's.
 */
export function existingLocale(dataDir: string): string | undefined {
  const named = process.env[CATALOGS_DIR_ENV]?.trim();
  if (named) {
    if (!existsSync(join(resolve(named), PROBE)))
      throw new Error(
        `data: ${CATALOGS_DIR_ENV}=${named} holds no ${PROBE}; name the locale folder of ${CATALOG_PACKAGE} (its usr/share/locale)`,
      );
    return resolve(named);
  }
  return [unpackedLocale(dataDir), SYSTEM_LOCALE].find((folder) => existsSync(join(folder, PROBE)));
}

function run(command: string, args: string[], cwd: string): void {
  console.log(`data: ${command} ${args.join(' ')} (in ${cwd})`);
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

// A fresh machine's apt may have no package lists yet: as root, read them once and ask again.
function downloadPackage(folder: string): void {
  try {
    run('apt-get', ['download', CATALOG_PACKAGE], folder);
  } catch (error) {
    if (process.getuid?.() !== 0) throw error;
    run('apt-get', ['update', '-qq'], folder);
    run('apt-get', ['download', CATALOG_PACKAGE], folder);
  }
}

/**
 * The locale folder holding geonames.mo catalogs, downloading and unpacking the package into
 * `dataDir` when neither copy exists. Throws, saying what to install, when apt cannot get it.
 */
export function obtainCatalogs(dataDir: string): string {
  const found = existingLocale(dataDir);
  if (found !== undefined) {
    console.log(`data: place names by language from ${found} (${CATALOG_PACKAGE})`);
    return found;
  }
  const folder = join(dataDir, CATALOG_PACKAGE);
  mkdirSync(folder, { recursive: true });
  try {
    downloadPackage(folder);
    const deb = readdirSync(folder).find((file) => file.startsWith(`${CATALOG_PACKAGE}_`) && file.endsWith('.deb'));
    if (deb === undefined) throw new Error(`apt-get download left no ${CATALOG_PACKAGE}_*.deb in ${folder}`);
    run('dpkg', ['-x', deb, 'root'], folder);
  } catch (cause) {
    throw new Error(
      `data: the place names by language need Debian's ${CATALOG_PACKAGE} (GeoNames, CC BY 4.0); \`apt-get download ${CATALOG_PACKAGE}\` failed. Install it (apt-get install ${CATALOG_PACKAGE}), unpack its .deb into ${join(folder, 'root')}, or set ${CATALOGS_DIR_ENV} to a copy of its usr/share/locale.`,
      { cause },
    );
  }
  const unpacked = existingLocale(dataDir);
  if (unpacked === undefined)
    throw new Error(`data: ${CATALOG_PACKAGE} unpacked into ${folder}, but it holds no ${PROBE}`);
  console.log(`data: place names by language from ${unpacked}`);
  return unpacked;
}
