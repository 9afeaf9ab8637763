// Reads climate.bin from the committed data exactly as `npm run data` does, and decodes it,
// so the tests never depend on a stale .data directory.
import { committedClimate } from '../../../../src/build/climate/climate-asset.ts';
import { decodeClimateGrid, type ClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';

export const PACK_TIMEOUT_MS = 120_000;

let packed: Promise<Uint8Array> | undefined;

/** climate.bin's bytes, packed once per test file. */
export function packedClimateBytes(): Promise<Uint8Array> {
  return (packed ??= Promise.resolve(committedClimate()));
}

export function decodedClimateGrid(bytes: Uint8Array): ClimateGrid {
  return decodeClimateGrid(bytes);
}
