// The script tag's way to a language's messages: a file beside the script, its name and its
// SHA-256 written into the script by the build, so that a CDN can serve nothing else in its place.
import files from 'virtual:weather-widgets/message-files';
import type { CatalogFile } from './catalog.ts';
import type { CatalogLoader } from './catalogs.ts';
import { fetchPinnedJson } from '../integrity/fetch-pinned-json.ts';

/** Fetches a language's file beside the script, checked against the hash the script holds for it. */
export const fetchCatalog: CatalogLoader = async (language) => {
  const entry = Object.hasOwn(files, language) ? files[language] : undefined;
  if (!entry) throw new Error(`no message file for "${language}"`);
  return fetchPinnedJson<CatalogFile>(new URL(entry.file, import.meta.url).href, entry.integrity);
};
