// The query of a request to a contract upstream. The contract source and a script tag's early
// geocode (src/targets/script-tag/page-early-geocode.ts) build it here, so that both ask for the
// same URL to the byte and the worker's fetch reads the early answer from the HTTP cache.
import { DEFAULT_LANGUAGE } from '../../contract/place-language.ts';

/** The `language` parameter: only a language other than the default is sent. */
export function languageParameter(language: string): { language?: string } {
  // An upstream that predates the parameter, or ignores it, is asked exactly as before.
  return language === DEFAULT_LANGUAGE ? {} : { language };
}

/** The parameters of a geocode for `query`, at most `limit` places named in `language`. */
export function geocodeParameters(query: string, limit: number, language: string): Record<string, string> {
  return { place: query.trim(), limit: String(limit), ...languageParameter(language) };
}

/** The parameters with the key the upstream checks, last, as every request sends it. */
export function withKey(parameters: Readonly<Record<string, string>>, apiKey: string): Record<string, string> {
  return { ...parameters, key: apiKey };
}
