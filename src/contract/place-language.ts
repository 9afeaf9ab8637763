// The language places are named in: the `language` parameter of every operation, and which of
// the gazetteer's name languages answers a page in a given locale.

/** The languages whose place names the embedded world carries (English is the gazetteer's own names). */
export const PLACE_NAME_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'nb', 'da', 'fi', 'tr', 'ru', 'uk', 'zh-Hans', 'zh-Hant', 'ja', 'ko', 'ar', 'he'] as const;
export type PlaceNameLanguage = (typeof PLACE_NAME_LANGUAGES)[number];

/** The language of answers when a request names none. */
export const DEFAULT_LANGUAGE = 'en';

// language[-Script][-REGION]: what a page's lang or a visitor's languages say. Private-use and
// extension subtags are refused, so a cache key of the language stays short and bounded.
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

// Regions that write Chinese in traditional characters.
const TRADITIONAL_CHINESE_REGIONS = new Set(['TW', 'HK', 'MO']);
// Norwegian in any form reads Bokmål names rather than none: no (macro), nn (Nynorsk).
const NORWEGIAN = new Set(['nb', 'no', 'nn']);

/** The canonical form of a language tag ("pt-br" → "pt-BR"), or undefined when it is not one. */
export function canonicalLanguageTag(tag: string): string | undefined {
  if (!LANGUAGE_TAG.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * Which name language answers a page in `tag` (canonical): its own when the world carries it,
 * Bokmål for any Norwegian, the Chinese script its region writes, else English.
 */
export function placeNameLanguage(tag: string): PlaceNameLanguage {
  const locale = new Intl.Locale(tag);
  const { language } = locale;
  if (language === 'zh') {
    const script = locale.script ?? (TRADITIONAL_CHINESE_REGIONS.has(locale.region ?? '') ? 'Hant' : 'Hans');
    return script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  }
  if (NORWEGIAN.has(language)) return 'nb';
  return (PLACE_NAME_LANGUAGES as readonly string[]).includes(language) ? (language as PlaceNameLanguage) : 'en';
}
