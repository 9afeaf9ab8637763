// Loads the packed gazetteer the way the worker would, from the file `npm run data` writes.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeGazetteer, type Gazetteer } from '../../../../src/sources/embedded/gazetteer/index.ts';

/** Where the data build writes gazetteer.bin. */
export const GAZETTEER_FILE = resolve(process.env.WEATHER_DATA_DIR ?? '.data', 'gazetteer.bin');

let cached: Gazetteer | undefined;

/** The bytes of the packed asset. */
export function gazetteerBytes(): Uint8Array {
  if (!existsSync(GAZETTEER_FILE)) {
    throw new Error(`${GAZETTEER_FILE} is missing: run \`npx tsx src/build/build-data.ts gazetteer\` first`);
  }
  return new Uint8Array(readFileSync(GAZETTEER_FILE));
}

/** The decoded gazetteer, decoded once per test file. */
export function loadGazetteer(): Gazetteer {
  cached ??= decodeGazetteer(gazetteerBytes());
  return cached;
}
