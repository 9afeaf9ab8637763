// The script tag's way to a language's messages: a file beside the script, its name and its
// SHA-384 written into the script by the build, so that a CDN can serve nothing else in its place.
import files from 'virtual:weather-widgets/message-files';
import type { CatalogFile } from './catalog.ts';
import { provideCatalogLoader } from './catalogs.ts';

provideCatalogLoader(async (language) => {
  const entry = Object.hasOwn(files, language) ? files[language] : undefined;
  if (!entry) throw new Error(`no message file for "${language}"`);
  // The browser checks the integrity before the body is read: a file that fails it is a network
  // error here, and the catalog's loader says so.
  const response = await fetch(new URL(entry.file, import.meta.url), { integrity: entry.integrity, credentials: 'omit' });
  if (!response.ok) throw new Error(`${entry.file}: HTTP ${response.status}`);
  return (await response.json()) as CatalogFile;
});
