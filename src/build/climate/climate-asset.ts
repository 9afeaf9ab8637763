// The `climate.bin` data asset: observed 1991–2020 monthly normals of the whole world in the
// layout of normals-format.ts, as committed in data/climate.bin.gz (refresh-climate.ts packs it
// from the raw sources; data/README.md says which). world-asset.ts cuts it into tiles.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { committedFile } from '../committed/committed-data.ts';
import type { DataAsset } from '../data-asset.ts';

/** climate.bin's bytes, from the committed data in `dir` (default: the repository's data/). */
export function committedClimate(dir?: string): Uint8Array {
  const file = committedFile('climate', dir);
  try {
    return new Uint8Array(gunzipSync(readFileSync(file)));
  } catch (cause) {
    throw new Error(
      `data: cannot read the committed climate grid ${file}; restore it from git, or regenerate it with \`npm run data:refresh\` where the raw sources are`,
      { cause },
    );
  }
}

export const climateAsset: DataAsset = {
  fileName: 'climate.bin',
  inputs: [committedFile('climate'), fileURLToPath(import.meta.url)],
  pack: () => committedClimate(),
};
