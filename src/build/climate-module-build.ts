// The climate's module beside the script (dist/weather-widgets-climate-<hash>.js): built with the
// script's Lit instead of a copy of its own, and with the table of its words' files, which go
// beside it in dist/climate-messages/ (every language but English, which the module carries). The
// climate's own script (dist/weather-widgets-climate.js) reads the same files through the same table.
import { resolve } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { SHARED_LIT_KEY, SHARED_LIT_NAMES } from '../components/weather-climate/shared-lit-names.ts';
import { messageFilesTable, writeMessageFiles, type MessageFile } from './message-files.ts';

/** The module's entry: the element, defined with the words beside it. */
export const CLIMATE_MODULE_ENTRY = 'src/components/weather-climate/climate-module-script.ts';

/** Where the climate's words go in dist/. */
export const CLIMATE_MESSAGES_FOLDER = 'climate-messages';

/** The module fetch-climate-words.ts reads its table from. */
const CLIMATE_TABLE_MODULE = 'virtual:weather-widgets/climate-message-files';

const LIT_MODULE = '\0weather-widgets:script-lit';
const isLit = (source: string) => /^(?:lit|lit-html|lit-element|@lit\/reactive-element)(?:\/|$)/.test(source);

/**
 * Every import of Lit, whichever of its files, becomes the script's Lit: an export the script does
 * not hand over is a missing export, which fails the build. For each module beside the script that
 * draws with Lit (`what` names it in the error of a page that loads it without the script).
 */
export function scriptLit(what = 'the climate module'): Plugin {
  return {
    name: 'weather-widgets-script-lit',
    enforce: 'pre',
    resolveId: (source) => (isLit(source) ? LIT_MODULE : undefined),
    load: (id) =>
      id === LIT_MODULE
        ? [
            `const lit = globalThis[Symbol.for(${JSON.stringify(SHARED_LIT_KEY)})];`,
            `if (!lit) throw new Error(${JSON.stringify(`weather-widgets: ${what} runs only with the script tag that loads it`)});`,
            `export const { ${SHARED_LIT_NAMES.join(', ')} } = lit;`,
          ].join('\n')
        : undefined,
  };
}

/** The climate's words' files, by language: each file's path beside the script and its integrity. */
export type ClimateWordsFiles = Readonly<Record<string, MessageFile>>;

/** Writes the climate's words into `dist`, once for the module and the climate's own script. */
export function writeClimateWords(root: string, dist: string): ClimateWordsFiles {
  return writeMessageFiles(resolve(root, 'src/components/weather-climate/messages'), dist, CLIMATE_MESSAGES_FOLDER);
}

/** The table of the climate's words for the code that fetches them (fetch-climate-words.ts), in the module or a script. */
export const climateWordsTable = (words: ClimateWordsFiles): Plugin => messageFilesTable(words, CLIMATE_TABLE_MODULE);

/** The configuration the climate's module is built with: the script's Lit, and its words' table. */
export function climateModuleConfig(words: ClimateWordsFiles): InlineConfig {
  return { plugins: [scriptLit(), climateWordsTable(words)] };
}
