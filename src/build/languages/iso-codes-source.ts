// Finds Debian's iso-codes (LGPL-2.1+): the ISO 3166-2 subdivisions (`iso_3166-2.json`, each
// code with its name as ISO lists it) and their names by language as gettext catalogs
// (`/usr/share/locale/<language>/LC_MESSAGES/iso_3166-2.mo`, msgid the ISO name). It names
// regions in languages iso3166-2-db has no names in (Dutch, Polish, Ukrainian, Japanese, …). Only
// `npm run data:refresh` reads it: the folder WEATHER_ISO_CODES_ROOT names (an unpacked package,
// holding usr/share), else the system's copy, else `apt-get download` into .data/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readMo } from './read-mo.ts';

/** The Debian package. */
export const ISO_CODES_PACKAGE = 'iso-codes';

/** Names the root of an unpacked copy of the package (holding usr/share/iso-codes) to read instead of the system's. */
export const ISO_CODES_ENV = 'WEATHER_ISO_CODES_ROOT';

const LIST = join('usr', 'share', 'iso-codes', 'json', 'iso_3166-2.json');

/** ISO 3166-2 code ("DE-BY") → its name in a language. */
export type SubdivisionNames = ReadonlyMap<string, string>;

function rootWithList(dataDir: string): string | undefined {
  const named = process.env[ISO_CODES_ENV]?.trim();
  if (named) {
    if (!existsSync(join(resolve(named), LIST))) throw new Error(`data: ${ISO_CODES_ENV}=${named} holds no ${LIST}`);
    return resolve(named);
  }
  return [join(dataDir, ISO_CODES_PACKAGE, 'root'), '/'].find((root) => existsSync(join(root, LIST)));
}

/** The root holding the package's files, downloading and unpacking it into `dataDir` when no copy exists. */
export function obtainIsoCodes(dataDir: string): string {
  const found = rootWithList(dataDir);
  if (found !== undefined) return found;
  const folder = join(dataDir, ISO_CODES_PACKAGE);
  mkdirSync(folder, { recursive: true });
  try {
    console.log(`data: apt-get download ${ISO_CODES_PACKAGE} (in ${folder})`);
    execFileSync('apt-get', ['download', ISO_CODES_PACKAGE], { cwd: folder, stdio: ['ignore', 'inherit', 'inherit'] });
    const deb = readdirSync(folder).find((file) => file.startsWith(`${ISO_CODES_PACKAGE}_`) && file.endsWith('.deb'));
    if (deb === undefined) throw new Error(`apt-get download left no ${ISO_CODES_PACKAGE}_*.deb in ${folder}`);
    execFileSync('dpkg', ['-x', deb, 'root'], { cwd: folder });
  } catch (cause) {
    throw new Error(
      `data: the region names need Debian's ${ISO_CODES_PACKAGE}; install it, or set ${ISO_CODES_ENV} to an unpacked copy`,
      { cause },
    );
  }
  return join(folder, 'root');
}

/** Each subdivision's names in the catalogs `locales` (later ones winning), by ISO code; a name the catalogs do not translate is left out. */
export function subdivisionNamesIn(root: string, locales: readonly string[]): SubdivisionNames {
  const list = JSON.parse(readFileSync(join(root, LIST), 'utf8')) as { '3166-2': { code: string; name: string }[] };
  const translated = new Map<string, string>();
  for (const locale of locales) {
    const file = join(root, 'usr', 'share', 'locale', locale, 'LC_MESSAGES', 'iso_3166-2.mo');
    if (!existsSync(file)) continue;
    for (const [id, name] of readMo(new Uint8Array(readFileSync(file))))
      if (name.trim() !== '') translated.set(id, name.trim());
  }
  const names = new Map<string, string>();
  for (const { code, name } of list['3166-2']) {
    const local = translated.get(name);
    if (local !== undefined) names.set(code, local);
  }
  return names;
}
