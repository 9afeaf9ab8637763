// The `climate.bin` data asset: the Köppen–Geiger grid (Kottek et al. 2006; Rubel et al. 2017,
// via npm koppen-climate-lookup) plus the continentality and coast-proximity fields derived from
// its land mask, packed for decode-climate-grid.ts.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataAsset } from '../data-asset.ts';
import { classBytes, coastProximity } from './coast-analysis.ts';
import { koppenSourcePath, readKoppenGrid } from './koppen-source.ts';
import { packClimateGrid } from './pack-climate-grid.ts';
import { upwindContinentality } from './upwind-continentality.ts';
import { openOceanMask } from './water-bodies.ts';

const here = dirname(fileURLToPath(import.meta.url));
const runtimeFormat = join(here, '../../sources/embedded/climate/climate-grid-format.ts');
const runtimeClasses = join(here, '../../sources/embedded/climate/koppen-classes.ts');

/** Packs climate.bin from the Köppen grid in koppen-climate-lookup. */
export function packClimate(): Uint8Array {
  const landCodes = readKoppenGrid();
  const ocean = openOceanMask(landCodes);
  return packClimateGrid(classBytes(landCodes, ocean), upwindContinentality(ocean), coastProximity(ocean));
}

export const climateAsset: DataAsset = {
  fileName: 'climate.bin',
  inputs: [
    koppenSourcePath(),
    runtimeFormat,
    runtimeClasses,
    ...readdirSync(here).filter((name) => name.endsWith('.ts')).map((name) => join(here, name)),
  ],
  pack: packClimate,
};
