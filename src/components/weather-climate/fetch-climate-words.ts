// The climate module's way to its words beside the script tag: a file per language in
// climate-messages/, its name and SHA-384 written into the module by the build (the script pins
// the module, and the module pins its words).
import files from 'virtual:weather-widgets/climate-message-files';
import { fetchPinnedJson } from '../../integrity/fetch-pinned-json.ts';
import type { ClimateMessages } from './climate-messages.ts';
import type { ClimateWordsLoader } from './climate-words.ts';

/** Fetches a language's words beside the module, checked against the hash the module holds for them. */
export const fetchClimateWords: ClimateWordsLoader = (language) => {
  const entry = Object.hasOwn(files, language) ? files[language] : undefined;
  if (!entry) return Promise.reject(new Error(`no climate words for "${language}"`));
  return fetchPinnedJson<ClimateMessages>(new URL(entry.file, import.meta.url).href, entry.integrity);
};
