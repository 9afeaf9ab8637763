// Upwind continentality: how much of the air arriving at a cell has recently crossed land.
// Mid-latitude westerlies make west coasts mild and east coasts continental (Madrid vs New York,
// Vancouver vs Montreal); the trades do the opposite in the tropics. For each grid row we march
// with the prevailing wind around the whole latitude circle, relaxing an air-mass "landness"
// towards 1 over land (e-folding LAND_KM) and towards 0 over open ocean (e-folding SEA_KM,
// shorter: the sea's huge heat capacity re-moderates air faster than land modifies it).
// Lengths were tuned with the city table in test/sources/embedded/climate so that London, Paris
// and Madrid come out maritime-to-middling and Chicago, Moscow and Beijing continental.
import { GRID_COLUMNS, GRID_ROWS } from './koppen-source.ts';
import { cellWidthKm } from './cell-geometry.ts';

const LAND_KM = 1600;
const SEA_KM = 1200;
// Prevailing direction: easterlies equatorward of 20°, westerlies poleward of 35°, blended between.
const TRADES_UNTIL_DEG = 20;
const WESTERLIES_FROM_DEG = 35;
// Winds are not strictly zonal: smooth the result over ±ROW_SMOOTHING rows (0.5° each).
const ROW_SMOOTHING = 3;

function marchRow(isLandish: (column: number) => boolean, widthKm: number, eastward: boolean): Float32Array {
  const landStep = 1 - Math.exp(-widthKm / LAND_KM);
  const seaStep = 1 - Math.exp(-widthKm / SEA_KM);
  const result = new Float32Array(GRID_COLUMNS);
  let air = 0.5;
  // Two laps so that the value at the starting column has forgotten the arbitrary initial 0.5.
  for (let step = 0; step < 2 * GRID_COLUMNS; step++) {
    const column = eastward ? step % GRID_COLUMNS : GRID_COLUMNS - 1 - (step % GRID_COLUMNS);
    air += isLandish(column) ? (1 - air) * landStep : -air * seaStep;
    if (step >= GRID_COLUMNS) result[column] = air;
  }
  return result;
}

function westerlyWeight(latitude: number): number {
  const share = (Math.abs(latitude) - TRADES_UNTIL_DEG) / (WESTERLIES_FROM_DEG - TRADES_UNTIL_DEG);
  return Math.min(1, Math.max(0, share));
}

/** Per cell, 0–1: 0 = air straight off the open ocean, 1 = air that has crossed a continent. */
export function upwindContinentality(ocean: Uint8Array): Float32Array {
  const raw = new Float32Array(ocean.length);
  for (let row = 0; row < GRID_ROWS; row++) {
    const isLandish = (column: number): boolean => ocean[row * GRID_COLUMNS + column] === 0;
    const widthKm = cellWidthKm(row);
    const fromWest = marchRow(isLandish, widthKm, true);
    const fromEast = marchRow(isLandish, widthKm, false);
    const weight = westerlyWeight(-90 + (row + 0.5) * 0.5);
    for (let column = 0; column < GRID_COLUMNS; column++) {
      raw[row * GRID_COLUMNS + column] = weight * fromWest[column]! + (1 - weight) * fromEast[column]!;
    }
  }
  const smoothed = new Float32Array(ocean.length);
  for (let row = 0; row < GRID_ROWS; row++) {
    for (let column = 0; column < GRID_COLUMNS; column++) {
      let sum = 0;
      let weights = 0;
      for (let offset = -ROW_SMOOTHING; offset <= ROW_SMOOTHING; offset++) {
        const other = row + offset;
        if (other < 0 || other >= GRID_ROWS) continue;
        const weight = ROW_SMOOTHING + 1 - Math.abs(offset);
        sum += weight * raw[other * GRID_COLUMNS + column]!;
        weights += weight;
      }
      smoothed[row * GRID_COLUMNS + column] = sum / weights;
    }
  }
  return smoothed;
}
