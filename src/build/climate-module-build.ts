// The climate's module beside the script (dist/weather-widgets-climate-<hash>.js): built with the
// script's Lit instead of a copy of its own, and with the table of its words' files, which go
// beside it in dist/climate-messages/ (every language but English, which the module carries).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { SHARED_LIT_KEY, SHARED_LIT_NAMES } from '../components/weather-climate/shared-lit-names.ts';
import { messageFilesTable, writeMessageFiles } from './message-files.ts';

/** The module's entry: the element, defined with the words beside it. */
export const CLIMATE_MODULE_ENTRY = 'src/components/weather-climate/climate-module-script.ts';

/** Where the climate's words go in dist/. */
const CLIMATE_MESSAGES_FOLDER = 'climate-messages';

/** The module fetch-climate-words.ts reads its table from. */
const CLIMATE_TABLE_MODULE = 'virtual:weather-widgets/climate-message-files';

const LIT_MODULE = '\0weather-widgets:script-lit';
const isLit = (source: string) => /^(?:lit|lit-html|lit-element|@lit\/reactive-element)(?:\/|$)/.test(source);

// Every import of Lit, whichever of its files, becomes the script's Lit: an export the script does
// not hand over is a missing export, which fails the build.
function scriptLit(): Plugin {
  return {
    name: 'weather-widgets-script-lit',
    enforce: 'pre',
    resolveId: (source) => (isLit(source) ? LIT_MODULE : undefined),
    load: (id) =>
      id === LIT_MODULE
        ? [
            `const lit = globalThis[Symbol.for(${JSON.stringify(SHARED_LIT_KEY)})];`,
            "if (!lit) throw new Error('weather-widgets: the climate module runs only with the script tag that loads it');",
            `export const { ${SHARED_LIT_NAMES.join(', ')} } = lit;`,
          ].join('\n')
        : undefined,
  };
}

/** Writes the climate's words into `dist` and gives the configuration its module is built with. */
export function climateModuleConfig(root: string, dist: string): InlineConfig {
  const written = writeMessageFiles(
    resolve(root, 'src/components/weather-climate/messages'),
    dist,
    CLIMATE_MESSAGES_FOLDER,
  );
  // SHA-256 rather than the catalogs' SHA-384: the module carries 21 of these, and a hash is bytes
  // that do not compress.
  const words = Object.fromEntries(
    Object.entries(written).map(([language, { file }]) => [
      language,
      {
        file,
        integrity: `sha256-${createHash('sha256')
          .update(readFileSync(resolve(dist, file)))
          .digest('base64')}`,
      },
    ]),
  );
  return { plugins: [scriptLit(), messageFilesTable(words, CLIMATE_TABLE_MODULE)] };
}
