// GeoNames' names by language of the gazetteer's places, cut from the catalogs of
// libgeonames-common for data/place-names.tsv: only the places the gazetteer holds, each
// language's catalogs merged as the world reads them (name-catalogs.ts).
import { readGeoNamesPlaces } from '../gazetteer/read-geonames.ts';
import { NAME_CATALOGS, namesIn } from './name-catalogs.ts';
import type { NameLanguage, NamesByLanguage } from './names-file.ts';

/** Each language's names of the gazetteer's places, from the catalogs in `locale`. */
export function gazetteerNamesByLanguage(locale: string): NamesByLanguage {
  const ids = new Set(readGeoNamesPlaces().map((place) => place.id));
  return new Map(
    (Object.keys(NAME_CATALOGS) as NameLanguage[]).map((language) => {
      const names = [...namesIn(locale, language)].filter(([id]) => ids.has(id));
      return [language, new Map(names)] as const;
    }),
  );
}
