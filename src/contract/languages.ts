// The languages the widgets speak, and which of them a visitor's locale is written in.
import { memoised } from './memo.ts';

/** Every language with a message catalog (src/i18n/messages/<tag>.json). */
export const LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt-BR',
  'pt-PT',
  'nl',
  'pl',
  'sv',
  'nb',
  'da',
  'fi',
  'tr',
  'ru',
  'uk',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'ar',
  'he',
] as const;

/** A language the widgets speak. */
export type Language = (typeof LANGUAGES)[number];

const SPOKEN = new Set<string>(LANGUAGES);
const RIGHT_TO_LEFT = new Set<Language>(['ar', 'he']);
// Where Chinese is written in traditional characters when the tag names no script.
const TRADITIONAL_REGIONS = new Set(['TW', 'HK', 'MO']);

/**
 * The language of ours a locale reads best in, or undefined when we speak none of it: Portuguese
 * is Brazil's unless another region is named (`pt-AO` → `pt-PT`), Chinese is simplified unless its
 * script or region says traditional (`zh-SG` → `zh-Hans`, `zh-HK` → `zh-Hant`), and every
 * Norwegian (`no`, `nb`, `nn`) reads Bokmål.
 */
export function catalogLanguage(locale: string): Language | undefined {
  return memoised(`catalog|${locale}`, () => {
    let parsed: Intl.Locale;
    try {
      parsed = new Intl.Locale(locale);
    } catch {
      return undefined;
    }
    const { language, script, region } = parsed;
    if (language === 'pt') return region && region !== 'BR' ? 'pt-PT' : 'pt-BR';
    if (language === 'zh')
      return script === 'Hant' || (!script && region && TRADITIONAL_REGIONS.has(region)) ? 'zh-Hant' : 'zh-Hans';
    if (language === 'no' || language === 'nn') return 'nb';
    return SPOKEN.has(language) ? (language as Language) : undefined;
  });
}

/** The direction a language is written in. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}
