import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AssetLoader } from './assets.ts';
import { EMBEDDED_FILES } from './embedded-files.ts';

/**
 * An asset loader for Node: reads the packed files from a directory
 * (default: `.data` in the working directory, where `npm run data` writes them).
 */
export function loadAssetsFromDisk(directory: string = resolve('.data')): AssetLoader {
  return async (name) => {
    const path = join(directory, EMBEDDED_FILES[name]);
    try {
      return new Uint8Array(await readFile(path));
    } catch (cause) {
      throw new Error(`embedded world: cannot read ${path}; run \`npm run data\` to build it`, { cause });
    }
  };
}
