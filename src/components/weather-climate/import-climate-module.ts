// The development server's way to the climate's module: a chunk, loaded by the first
// <weather-climate> of a page, with its words as chunks too.
import type { ClimateModule } from './climate-when-used.ts';
import { importClimateWords } from './import-climate-words.ts';

/** Imports the module as a chunk of the bundle. */
export const importClimateModule = (): Promise<ClimateModule> =>
  import('./climate-module.ts').then((module) => ({
    defineClimate: (services) => module.defineClimate(services, importClimateWords),
  }));
