// The derived inputs committed in the repository's data/ folder: what `npm run data` reads
// instead of the raw sources, so that a clone builds with Node and npm alone. `npm run
// data:refresh` writes them from the raw sources (refresh-data.ts); data/README.md says where
// each came from and why it is the size it is.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's data/ folder (not .data/, which `npm run data` builds). */
export const COMMITTED_DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));

/** The committed files, by what they hold. */
export const COMMITTED_FILES = {
  /** climate.bin (normals-format.ts) of the whole world, gzipped. */
  climate: 'climate.bin.gz',
  /** GeoNames' names of the gazetteer's places by language, as a table (names-file.ts). */
  names: 'place-names.tsv',
  /** The names of the gazetteer's regions (GeoNames admin1) by language, as a table (names-file.ts). */
  regions: 'region-names.tsv',
} as const;

/** The path of a committed file in `dir` (default: the repository's data/). */
export function committedFile(kind: keyof typeof COMMITTED_FILES, dir: string = COMMITTED_DATA_DIR): string {
  return join(dir, COMMITTED_FILES[kind]);
}
