// The npm package's and the development server's way to the search's interaction module: a
// chunk, loaded on the visitor's first turn to a search.
import type { SearchModule } from './loaded-search-module.ts';

/** Imports the module as a chunk of the bundle. */
export const importSearchModule = (): Promise<SearchModule> => import('./search-module.ts');
