// Splits the grid's water cells into open ocean and enclosed water (lakes and inland seas).
// At 0.5° many seas come out as closed pockets of water cells (Mediterranean ~720 cells, Hudson
// Bay ~560, Sea of Japan ~360, Black Sea ~140, Caspian ~140, Red Sea ~110, Baltic ~80, Persian
// Gulf ~58): those are big enough to moderate the air like an ocean. Smaller pockets (the Great
// Lakes, the Gulf of Bothnia, …) neither make a coast maritime nor deserve an open-water climate
// in their middle, so they are treated like the land around them.
import { GRID_COLUMNS, GRID_ROWS } from './koppen-source.ts';

// Pockets of at most this many cells are lakes.
const LARGEST_LAKE_CELLS = 50;

/** 1 for open-ocean cells, 0 for land and for enclosed water. */
export function openOceanMask(landCodes: Uint8Array): Uint8Array {
  const ocean = new Uint8Array(landCodes.length);
  const seen = new Uint8Array(landCodes.length);
  const stack: number[] = [];
  for (let start = 0; start < landCodes.length; start++) {
    if (landCodes[start] !== 0 || seen[start] === 1) continue;
    const body: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const cell = stack.pop()!;
      body.push(cell);
      for (const next of neighbours(cell)) {
        if (landCodes[next] === 0 && seen[next] === 0) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    if (body.length > LARGEST_LAKE_CELLS) for (const cell of body) ocean[cell] = 1;
  }
  return ocean;
}

/** The 4-neighbours of a cell, wrapping across the antimeridian. */
export function neighbours(cell: number): number[] {
  const row = Math.floor(cell / GRID_COLUMNS);
  const column = cell % GRID_COLUMNS;
  const result = [row * GRID_COLUMNS + ((column + 1) % GRID_COLUMNS), row * GRID_COLUMNS + ((column + GRID_COLUMNS - 1) % GRID_COLUMNS)];
  if (row > 0) result.push(cell - GRID_COLUMNS);
  if (row < GRID_ROWS - 1) result.push(cell + GRID_COLUMNS);
  return result;
}
