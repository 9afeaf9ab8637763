// Which GeoNames catalogs name places for each of our place-name languages, and reading them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlaceNameLanguage } from '../../sources/embedded/world/place-name-languages.ts';
import { readMo } from './read-mo.ts';

/**
 * The catalogs (locale folders) of each language, later ones winning. Simplified Chinese reads
 * `zh` (simplified characters: 罗马, 华沙) with `zh_CN`'s few corrections. Some are thin and
 * leave most places their GeoNames names: `zh_TW` (about 80 of our places), `nb` (about 50);
 * Portuguese has one catalog for Brazil and Portugal (`pt_BR` holds one name, `pt_PT` none).
 */
export const NAME_CATALOGS: Record<Exclude<PlaceNameLanguage, 'en'>, readonly string[]> = {
  de: ['de'],
  fr: ['fr'],
  es: ['es'],
  it: ['it'],
  pt: ['pt'],
  nl: ['nl'],
  pl: ['pl'],
  sv: ['sv'],
  nb: ['nb'],
  da: ['da'],
  fi: ['fi'],
  tr: ['tr'],
  ru: ['ru'],
  uk: ['uk'],
  'zh-Hans': ['zh', 'zh_CN'],
  'zh-Hant': ['zh_TW'],
  ja: ['ja'],
  ko: ['ko'],
  ar: ['ar'],
  he: ['he'],
};

/** The catalog files `language` reads, in `locale` (a locale folder), those that exist. */
export function catalogFiles(locale: string, language: keyof typeof NAME_CATALOGS): string[] {
  return (NAME_CATALOGS[language] ?? [])
    .map((catalog) => join(locale, catalog, 'LC_MESSAGES', 'geonames.mo'))
    .filter((file) => existsSync(file));
}

/** GeoNames id → the place's name in `language`, from its catalogs in `locale`. */
export function namesIn(locale: string, language: keyof typeof NAME_CATALOGS): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of catalogFiles(locale, language)) {
    for (const [id, name] of readMo(new Uint8Array(readFileSync(file))))
      if (name.trim() !== '') names.set(id, name.trim());
  }
  return names;
}
