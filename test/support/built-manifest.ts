// The world's manifest as `npm run build` wrote it into dist/data/: unlike the one `npm run data`
// writes, it names each chunk's page of hashes.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseWorldManifest, type WorldManifest } from '../../src/sources/embedded/world/world-manifest.ts';

export function builtManifest(): WorldManifest {
  const dist = resolve('dist/data');
  const file = readdirSync(dist).find((name) => /^world-[0-9a-f]{8}\.json$/.test(name));
  if (file === undefined) throw new Error('no world-<hash>.json in dist/data: run `npm run build` first');
  return parseWorldManifest(new Uint8Array(readFileSync(resolve(dist, file))));
}
