// The script tag's way to the climate's module: a file beside the script
// (dist/weather-widgets-climate-<hash>.js), imported once the browser has checked its hash, with
// the script's Lit handed to it first.
import { importPinnedScript } from '../../integrity/import-pinned-script.ts';
import { SCRIPT_FILES } from '../../integrity/script-files.ts';
import type { PageServices } from '../page-services.ts';
import { defineClimateWhenUsed, type ClimateModule } from './climate-when-used.ts';
import { SHARED_LIT } from './shared-lit.ts';
import { SHARED_LIT_KEY } from './shared-lit-names.ts';

/** Imports the module beside the script, checked against the hash the script holds for it. */
export const climateModuleBesideScript = (): Promise<ClimateModule> => {
  (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_LIT_KEY)] = SHARED_LIT;
  return importPinnedScript(
    new URL(SCRIPT_FILES.climate, import.meta.url).href,
    SCRIPT_FILES.integrity[SCRIPT_FILES.climate] ?? '',
  );
};

/** Defines <weather-climate> once the page has one: its code is a file of its own, which a page without one never fetches. */
export const defineClimateBesideScript = (services: PageServices): void =>
  defineClimateWhenUsed(services, climateModuleBesideScript);
