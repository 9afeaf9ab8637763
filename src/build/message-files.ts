// Each language's messages for the script tag: one minified file per language in dist/messages/,
// named by its content, and the table the script reads them by (each file's name and SHA-256,
// which the browser checks before the script reads a byte of it). SHA-256 rather than a longer
// hash: the script carries one for every language, and a hash is bytes that do not compress.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the catalogs are written, beside the script. */
export const MESSAGES_FOLDER = 'messages';

/** The script's import that the table answers (see src/i18n/fetch-catalog.ts). */
const TABLE_MODULE = 'virtual:weather-widgets/message-files';

/** One language's file: its path beside the script and the value of its `integrity`. */
export interface MessageFile {
  file: string;
  integrity: string;
}

/** Writes every language but English (built into the code that reads them) to `dist/<folder>/`. */
export function writeMessageFiles(
  sourceFolder: string,
  dist: string,
  folder = MESSAGES_FOLDER,
): Record<string, MessageFile> {
  mkdirSync(resolve(dist, folder), { recursive: true });
  const table: Record<string, MessageFile> = {};
  for (const name of readdirSync(sourceFolder)
    .filter((file) => file.endsWith('.json') && file !== 'en.json')
    .sort()) {
    const language = name.slice(0, -'.json'.length);
    const bytes = Buffer.from(JSON.stringify(JSON.parse(readFileSync(resolve(sourceFolder, name), 'utf8'))));
    const file = `${folder}/${language}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.json`;
    writeFileSync(resolve(dist, file), bytes);
    table[language] = { file, integrity: `sha256-${createHash('sha256').update(bytes).digest('base64')}` };
  }
  return table;
}

/** Gives the script (or another module, importing `tableModule`) its table of message files. */
export function messageFilesTable(table: Readonly<Record<string, MessageFile>>, tableModule = TABLE_MODULE): Plugin {
  const id = `\0${tableModule}`;
  return {
    name: 'weather-widgets-message-files',
    resolveId: (source) => (source === tableModule ? id : undefined),
    load: (loading) => (loading === id ? `export default ${JSON.stringify(table)};` : undefined),
  };
}
