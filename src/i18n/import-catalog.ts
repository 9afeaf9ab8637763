// The npm package's way to a language's messages: each file is a chunk of the package, which the
// app's bundler emits beside its own and fetches the first time a widget speaks that language.
import type { CatalogFile } from './catalog.ts';
import type { CatalogLoader } from './catalogs.ts';

const files = import.meta.glob<CatalogFile>(['./messages/*.json', '!./messages/en.json'], { import: 'default' });

/** Imports a language's file as a chunk of the bundle. */
export const importCatalog: CatalogLoader = (language) => {
  const load = files[`./messages/${language}.json`];
  return load ? load() : Promise.reject(new Error(`no message file for "${language}"`));
};
