// Which of the embedded world's name languages answers a request's `language`: the widgets' own
// language for it (catalogLanguage), with one Portuguese, since GeoNames names places in
// Portuguese without a region.
import { catalogLanguage, LANGUAGES, type Language } from '../../../contract/languages.ts';

/** One of PLACE_NAME_LANGUAGES. */
export type PlaceNameLanguage = Exclude<Language, 'pt-BR' | 'pt-PT'> | 'pt';

const placeNamesOf = (language: Language): PlaceNameLanguage =>
  language === 'pt-BR' || language === 'pt-PT' ? 'pt' : language;

/** The languages the embedded world names places in; English is the gazetteer's own names. */
export const PLACE_NAME_LANGUAGES: readonly PlaceNameLanguage[] = [...new Set(LANGUAGES.map(placeNamesOf))];

/**
 * The name language for a canonical language tag: the one its widgets speak (Bokmål for any
 * Norwegian, the Chinese script its script or region says), Portuguese of any region `pt`, else
 * English (the gazetteer's names).
 */
export function placeNameLanguage(tag: string): PlaceNameLanguage {
  const language = catalogLanguage(tag);
  return language === undefined ? 'en' : placeNamesOf(language);
}
