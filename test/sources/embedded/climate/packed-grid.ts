// Packs climate.bin from the npm data exactly as `npm run data` does, and decodes it, so the
// tests never depend on a stale .data directory.
import { packClimate } from '../../../../src/build/climate/climate-asset.ts';
import { decodeClimateGrid, type ClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';

export const PACK_TIMEOUT_MS = 60_000;

export function packedClimateBytes(): Uint8Array {
  return packClimate();
}

export function decodedClimateGrid(bytes: Uint8Array): ClimateGrid {
  return decodeClimateGrid(bytes);
}
