// The script tag's way to the search's interaction module: a file beside the script
// (dist/weather-widgets-search-<hash>.js), imported once the browser has checked its hash, with
// the script's Lit handed to it first (as the climate's module is).
import { importPinnedScript } from '../../integrity/import-pinned-script.ts';
import { SCRIPT_FILES } from '../../integrity/script-files.ts';
import { SHARED_LIT } from '../weather-climate/shared-lit.ts';
import { SHARED_LIT_KEY } from '../weather-climate/shared-lit-names.ts';
import type { SearchModule } from './loaded-search-module.ts';

/** Imports the module beside the script, checked against the hash the script holds for it. */
export const searchModuleBesideScript = (): Promise<SearchModule> => {
  (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_LIT_KEY)] = SHARED_LIT;
  return importPinnedScript(
    new URL(SCRIPT_FILES.search, import.meta.url).href,
    SCRIPT_FILES.integrity[SCRIPT_FILES.search] ?? '',
  );
};
