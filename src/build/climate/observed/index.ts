// Readers of the observed-climate data pack (../shared/data/climate, spec: its PROVENANCE.md), for
// `npm run data:refresh`, which packs it into the committed data/climate.bin.gz.
import { assertClimateData, climateDataDir } from './climate-data-dir.ts';
import { readCru, type CruTemperatures } from './cru.ts';
import { readEra5DewPoint, readEra5Precipitation } from './era5.ts';
import { readElevation, type Elevation } from './etopo.ts';
import { readMerra2, type Merra2Temperatures } from './merra2.ts';

export * from './climate-data-dir.ts';
export * from './cru.ts';
export * from './era5.ts';
export * from './etopo.ts';
export * from './grid-sampling.ts';
export * from './merra2.ts';
export { decodeWebp, type DecodedWebp } from './webp.ts';

/** Everything in the pack, decoded. Each field's layout is documented on its reader. */
export interface ObservedClimate {
  /** The folder the data was read from. */
  dir: string;
  /** CRU TS 4.07 Tmax / Tmin, °C, 12 × 720 × 360 cells, NaN off land ({@link readCru}). */
  cru: CruTemperatures;
  /** MERRA-2 sea-level-equivalent Tmax / Tmin, °C, 12 × 576 × 361 nodes ({@link readMerra2}). */
  merra2: Merra2Temperatures;
  /** ERA5 precipitation, mm per month, 12 × 360 × 180 ({@link readEra5Precipitation}). */
  precipitation: Float32Array[];
  /** ERA5 dew point + 0.001 °C/m × land elevation, °C, 12 × 360 × 180 ({@link readEra5DewPoint}). */
  dewPoint: Float32Array[];
  /** ETOPO 2022 land elevation ({@link readElevation}). */
  elevation: Elevation;
}

/**
 * Checks the pack in `dir` (existence and SHA-256, see {@link assertClimateData}) and decodes all of
 * it. Takes a few seconds, most of it decoding the 164 DEM tiles.
 */
export async function readObservedClimate(dir: string = climateDataDir()): Promise<ObservedClimate> {
  assertClimateData(dir);
  const [cru, merra2, precipitation, dewPoint, elevation] = await Promise.all([
    readCru(dir),
    readMerra2(dir),
    readEra5Precipitation(dir),
    readEra5DewPoint(dir),
    readElevation(dir),
  ]);
  return { dir, cru, merra2, precipitation, dewPoint, elevation };
}
