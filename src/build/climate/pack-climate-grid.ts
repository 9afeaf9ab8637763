// Serialises the class grid and the two continuous fields into the climate.bin layout
// (see src/sources/embedded/climate/climate-grid-format.ts).
import {
  CLIMATE_GRID_HEADER_BYTES,
  CLIMATE_GRID_MAGIC,
  CLIMATE_GRID_VERSION,
} from '../../sources/embedded/climate/climate-grid-format.ts';
import type { ClimateLayers } from '../../sources/embedded/climate/decode-climate-grid.ts';
import { GRID_COLUMNS, GRID_ROWS } from './koppen-source.ts';

// The continuous fields vary over hundreds of km, so 1° cells (a quarter of the bytes) suffice;
// the runtime interpolates them bilinearly.
export const FIELD_COLUMNS = GRID_COLUMNS / 2;
export const FIELD_ROWS = GRID_ROWS / 2;

function runLengthEncode(values: Uint8Array): Uint8Array {
  const out: number[] = [];
  let index = 0;
  while (index < values.length) {
    const value = values[index]!;
    let run = 1;
    while (run < 255 && index + run < values.length && values[index + run] === value) run += 1;
    out.push(run, value);
    index += run;
  }
  return Uint8Array.from(out);
}

/** Averages 2×2 blocks of a 0–1 field and quantises it to bytes. */
function coarsenToBytes(field: Float32Array): Uint8Array {
  const bytes = new Uint8Array(FIELD_COLUMNS * FIELD_ROWS);
  for (let row = 0; row < FIELD_ROWS; row++) {
    for (let column = 0; column < FIELD_COLUMNS; column++) {
      const at = (r: number, c: number): number => field[(2 * row + r) * GRID_COLUMNS + 2 * column + c]!;
      const mean = (at(0, 0) + at(0, 1) + at(1, 0) + at(1, 1)) / 4;
      bytes[row * FIELD_COLUMNS + column] = Math.round(Math.min(1, Math.max(0, mean)) * 255);
    }
  }
  return bytes;
}

export function packClimateGrid(classBytes: Uint8Array, continentality: Float32Array, coastProximity: Float32Array): Uint8Array {
  return packClimateLayers({
    columns: GRID_COLUMNS,
    rows: GRID_ROWS,
    classes: classBytes,
    fieldColumns: FIELD_COLUMNS,
    fieldRows: FIELD_ROWS,
    continentality: coarsenToBytes(continentality),
    coastProximity: coarsenToBytes(coastProximity),
  });
}

/** Writes decoded (or cut) layers in the climate.bin layout. */
export function packClimateLayers(layers: ClimateLayers): Uint8Array {
  const classRuns = runLengthEncode(layers.classes);
  const continentalityBytes = layers.continentality;
  const coastBytes = layers.coastProximity;
  const out = new Uint8Array(CLIMATE_GRID_HEADER_BYTES + classRuns.length + continentalityBytes.length + coastBytes.length);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(CLIMATE_GRID_MAGIC), 0);
  out[4] = CLIMATE_GRID_VERSION;
  view.setUint16(5, layers.columns, true);
  view.setUint16(7, layers.rows, true);
  view.setUint16(9, layers.fieldColumns, true);
  view.setUint16(11, layers.fieldRows, true);
  view.setUint32(13, classRuns.length, true);
  let offset = CLIMATE_GRID_HEADER_BYTES;
  out.set(classRuns, offset);
  offset += classRuns.length;
  out.set(continentalityBytes, offset);
  offset += continentalityBytes.length;
  out.set(coastBytes, offset);
  return out;
}
