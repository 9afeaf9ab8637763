// The `climate.bin` data asset: observed 1991–2020 monthly normals of the whole world, packed
// from ../shared/data/climate (CRU TS 4.07, MERRA-2, ERA5, ETOPO 2022; see its PROVENANCE.md)
// in the layout of normals-format.ts. world-asset.ts cuts it into tiles.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataAsset } from '../data-asset.ts';
import { assertClimateData, CLIMATE_FILES, climateDataDir, PROVENANCE_FILE } from './observed/climate-data-dir.ts';
import { readCru } from './observed/cru.ts';
import { readEra5DewPoint, readEra5Precipitation } from './observed/era5.ts';
import { readElevation } from './observed/etopo.ts';
import { merra2At, readMerra2 } from './observed/merra2.ts';
import { cellKinds, packNormals, WORLD_MOISTURE, WORLD_TEMPERATURE, type ObservedGrids } from './pack-normals.ts';

const here = dirname(fileURLToPath(import.meta.url));
const runtimeFormat = join(here, '../../sources/embedded/climate/normals-format.ts');

/** Reads the observed grids from the data pack in `dir` (checked first). */
export async function readObservedGrids(dir = climateDataDir()): Promise<ObservedGrids> {
  assertClimateData(dir);
  const [cru, merra, precipitation, dewPoint, elevation] = await Promise.all([
    readCru(dir), readMerra2(dir), readEra5Precipitation(dir), readEra5DewPoint(dir), readElevation(dir),
  ]);
  return {
    cruTmax: cru.tmax,
    cruTmin: cru.tmin,
    cruCellElevation: elevation.cellMeans(720, 360),
    merraTmax: (lat, lon, month) => merra2At(merra.tmax[month]!, lat, lon),
    merraTmin: (lat, lon, month) => merra2At(merra.tmin[month]!, lat, lon),
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
