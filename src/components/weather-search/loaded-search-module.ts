// The search's interaction module (search-module.ts) for the page's elements: loaded once, on the
// visitor's first turn to any search, then read synchronously.
import { lazily } from '../../sources/lazily.ts';

/** What the module gives: see search-module.ts. */
export type SearchModule = typeof import('./search-module.ts');

/** The page's one copy of the module, loaded by the way its build target passes in. */
export interface SearchModules {
  /** Loads the module (once for the page; again after a load that failed). */
  load(): Promise<SearchModule>;
  /** The module, once loaded. */
  loaded(): SearchModule | undefined;
}

/**
 * The module of a page whose build target loads it with `importModule` (a chunk for the npm
 * package and the development server, a file beside the script for the script tag).
 */
export function createSearchModules(importModule: () => Promise<SearchModule>): SearchModules {
  let loaded: SearchModule | undefined;
  // A load that failed is tried again on the next turn to a search: the network may be back.
  const load = lazily(() => importModule().then((module) => (loaded = module)));
  return { load, loaded: () => loaded };
}
