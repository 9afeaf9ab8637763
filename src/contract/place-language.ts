// The language places are named in: the `language` parameter of every operation.

/** The language of answers when a request names none. */
export const DEFAULT_LANGUAGE = 'en';

// language[-Script][-REGION]: what a page's lang or a visitor's languages say. Private-use and
// extension subtags are refused, so a cache key of the language stays short and bounded.
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

/** The canonical form of a language tag ("pt-br" → "pt-BR"), or undefined when it is not one. */
export function canonicalLanguageTag(tag: string): string | undefined {
  if (!LANGUAGE_TAG.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
