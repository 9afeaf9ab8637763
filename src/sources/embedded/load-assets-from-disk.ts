import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FileLoader } from './world/file-loader.ts';

/**
 * A file loader for Node: reads the embedded world's files from a directory
 * (default: `.data` in the working directory, where `npm run data` writes them).
 */
export function loadAssetsFromDisk(directory: string = resolve('.data')): FileLoader {
  return async (file) => {
    const path = join(directory, file);
    try {
      return new Uint8Array(await readFile(path));
    } catch (cause) {
      throw new Error(`embedded world: cannot read ${path}; run \`npm run data\` to build it`, { cause });
    }
  };
}
