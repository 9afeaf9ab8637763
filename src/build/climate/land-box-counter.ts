// Counts land cells in a latitude/longitude box in O(1) with a summed-area table, so that the
// packer only runs nearest-land searches for water cells that can have land nearby.
import { CELL_DEGREES, GRID_COLUMNS, GRID_ROWS } from './koppen-source.ts';
import { cellWidthKm } from './cell-geometry.ts';

const KM_PER_DEGREE_LATITUDE = 111.32;

export function landWithinChecker(isLand: (cell: number) => boolean): (cell: number, km: number) => boolean {
  const width = GRID_COLUMNS + 1;
  const sums = new Uint32Array(width * (GRID_ROWS + 1));
  for (let row = 0; row < GRID_ROWS; row++) {
    for (let column = 0; column < GRID_COLUMNS; column++) {
      const here = isLand(row * GRID_COLUMNS + column) ? 1 : 0;
      sums[(row + 1) * width + column + 1] = here + sums[row * width + column + 1]! + sums[(row + 1) * width + column]! - sums[row * width + column]!;
    }
  }
  // Land cells in rows [r0, r1] and columns [c0, c1], all inside the grid.
  const count = (r0: number, r1: number, c0: number, c1: number): number =>
    sums[(r1 + 1) * width + c1 + 1]! - sums[r0 * width + c1 + 1]! - sums[(r1 + 1) * width + c0]! + sums[r0 * width + c0]!;

  return (cell, km) => {
    const row = Math.floor(cell / GRID_COLUMNS);
    const column = cell % GRID_COLUMNS;
    const rowReach = Math.ceil(km / (KM_PER_DEGREE_LATITUDE * CELL_DEGREES));
    const r0 = Math.max(0, row - rowReach);
    const r1 = Math.min(GRID_ROWS - 1, row + rowReach);
    // The box's widest row is its most poleward one, where cells are narrowest.
    const narrowest = Math.min(cellWidthKm(r0), cellWidthKm(r1));
    const columnReach = Math.ceil(km / narrowest);
    if (2 * columnReach + 1 >= GRID_COLUMNS) return count(r0, r1, 0, GRID_COLUMNS - 1) > 0;
    const c0 = column - columnReach;
    const c1 = column + columnReach;
    if (c0 < 0) return count(r0, r1, 0, c1) + count(r0, r1, c0 + GRID_COLUMNS, GRID_COLUMNS - 1) > 0;
    if (c1 >= GRID_COLUMNS) return count(r0, r1, c0, GRID_COLUMNS - 1) + count(r0, r1, 0, c1 - GRID_COLUMNS) > 0;
    return count(r0, r1, c0, c1) > 0;
  };
}
