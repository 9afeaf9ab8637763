// The script tag's way to a language's messages: a file beside the script, its name and its
// SHA-384 written into the script by the build, so that a CDN can serve nothing else in its place.
import files from 'virtual:weather-widgets/message-files';
import type { CatalogFile } from './catalog.ts';
import type { CatalogLoader } from './catalogs.ts';
import { refusal } from '../integrity/check-integrity.ts';

/** Fetches a language's file beside the script, checked against the hash the script holds for it. */
export const fetchCatalog: CatalogLoader = async (language) => {
  const entry = Object.hasOwn(files, language) ? files[language] : undefined;
  if (!entry) throw new Error(`no message file for "${language}"`);
  // The browser checks the integrity before the body is read: a file that fails it is a network
  // error here, which the refusal check tells from a changed file (an `integrity` error).
  const url = new URL(entry.file, import.meta.url).href;
  const response = await fetch(url, { integrity: entry.integrity, credentials: 'omit' }).catch(
    async (error: unknown) => {
      const why = await refusal(url);
      throw typeof why === 'number' ? error : why;
    },
  );
  if (!response.ok) throw new Error(`${entry.file}: HTTP ${response.status}`);
  return (await response.json()) as CatalogFile;
};
