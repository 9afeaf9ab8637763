// The `climate.bin` data asset: observed 1991–2020 monthly normals of the whole world, packed
// from ../shared/data/climate (CRU TS 4.07, MERRA-2, ERA5, ETOPO 2022; see its PROVENANCE.md)
// in the layout of normals-format.ts. world-asset.ts cuts it into tiles.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataAsset } from '../data-asset.ts';
import { CLIMATE_FILES, climateDataDir, CRU_COLUMNS, CRU_ROWS, merra2At, PROVENANCE_FILE, readObservedClimate } from './observed/index.ts';
import { cellKinds, packNormals, WORLD_MOISTURE, WORLD_TEMPERATURE, type ObservedGrids } from './pack-normals.ts';

const here = dirname(fileURLToPath(import.meta.url));
const runtimeFormat = join(here, '../../sources/embedded/climate/normals-format.ts');

/** The observed grids of the data pack in `dir` (checked first), as the packer reads them. */
export async function readObservedGrids(dir = climateDataDir()): Promise<ObservedGrids> {
  const { cru, merra2, precipitation, dewPoint, elevation } = await readObservedClimate(dir);
  return {
    cruTmax: cru.tmax,
    cruTmin: cru.tmin,
    cruCellElevation: elevation.cellMeans(CRU_COLUMNS, CRU_ROWS),
    merraTmax: (lat, lon, month) => merra2At(merra2.tmax[month]!, lat, lon),
    merraTmin: (lat, lon, month) => merra2At(merra2.tmin[month]!, lat, lon),
    precipitation,
    dewPoint,
  };
}

/** Packs climate.bin from the observed-climate data pack. */
export async function packClimate(): Promise<Uint8Array> {
  const grids = await readObservedGrids();
  return packNormals(grids, cellKinds(grids), WORLD_TEMPERATURE, WORLD_MOISTURE);
}

const packFolder = climateDataDir();

export const climateAsset: DataAsset = {
  fileName: 'climate.bin',
  inputs: [
    runtimeFormat,
    ...[PROVENANCE_FILE, ...CLIMATE_FILES].map((file) => join(packFolder, file)),
    ...readdirSync(here).filter((name) => name.endsWith('.ts')).map((name) => join(here, name)),
    ...readdirSync(join(here, 'observed')).filter((name) => name.endsWith('.ts')).map((name) => join(here, 'observed', name)),
  ],
  pack: packClimate,
};
