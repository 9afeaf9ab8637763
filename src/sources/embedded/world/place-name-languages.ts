// Which of the embedded world's name languages answers a request's `language`.

/** The languages the embedded world names places in; English is the gazetteer's own names. */
export const PLACE_NAME_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'nb', 'da', 'fi', 'tr', 'ru', 'uk', 'zh-Hans', 'zh-Hant', 'ja', 'ko', 'ar', 'he'] as const;

/** One of PLACE_NAME_LANGUAGES. */
export type PlaceNameLanguage = (typeof PLACE_NAME_LANGUAGES)[number];

// Regions that write Chinese in traditional characters when the tag names no script.
const TRADITIONAL_CHINESE_REGIONS = new Set(['TW', 'HK', 'MO']);
// Any Norwegian reads the Bokmål names rather than none: no (the macrolanguage), nn (Nynorsk).
const NORWEGIAN = new Set(['nb', 'no', 'nn']);
const KNOWN = new Set<string>(PLACE_NAME_LANGUAGES);

/**
 * The name language for a canonical language tag: its own when the world has it (Portuguese of
 * any region reads `pt`), Bokmål for any Norwegian, the Chinese script its script or region
 * says, else English (the gazetteer's names).
 */
export function placeNameLanguage(tag: string): PlaceNameLanguage {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return 'en';
  }
  const { language, script, region } = locale;
  if (language === 'zh') return script === 'Hant' || (script === undefined && TRADITIONAL_CHINESE_REGIONS.has(region ?? '')) ? 'zh-Hant' : 'zh-Hans';
  if (NORWEGIAN.has(language)) return 'nb';
  return KNOWN.has(language) ? (language as PlaceNameLanguage) : 'en';
}
