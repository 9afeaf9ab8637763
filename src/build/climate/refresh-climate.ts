// climate.bin packed from the raw observed-climate data pack (../shared/data/climate or
// WEATHER_CLIMATE_DIR: CRU TS 4.07, MERRA-2, ERA5, ETOPO 2022; see its PROVENANCE.md), for
// `npm run data:refresh` to commit as data/climate.bin.gz. Decoding the pack's WebP rasters and
// averaging the DEM under each cell is the slow part, which the build no longer repeats.
import { climateDataDir, CRU_COLUMNS, CRU_ROWS, merra2At, readObservedClimate } from './observed/index.ts';
import { cellKinds, packNormals, WORLD_MOISTURE, WORLD_TEMPERATURE, type ObservedGrids } from './pack-normals.ts';

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

/** climate.bin of the whole world, packed from the observed-climate data pack in `dir`. */
export async function packObservedClimate(dir = climateDataDir()): Promise<Uint8Array> {
  const grids = await readObservedGrids(dir);
  return packNormals(grids, cellKinds(grids), WORLD_TEMPERATURE, WORLD_MOISTURE);
}
