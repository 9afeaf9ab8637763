// Centre coordinates of the 0.5° packing grid's cells.
import { CELL_DEGREES, GRID_COLUMNS } from './koppen-source.ts';

export function cellLatitude(cell: number): number {
  return -90 + (Math.floor(cell / GRID_COLUMNS) + 0.5) * CELL_DEGREES;
}

export function cellLongitude(cell: number): number {
  return -180 + ((cell % GRID_COLUMNS) + 0.5) * CELL_DEGREES;
}

/** East–west size of one cell in the given grid row, km. */
export function cellWidthKm(row: number): number {
  const latitude = -90 + (row + 0.5) * CELL_DEGREES;
  return Math.max(1, CELL_DEGREES * 111.32 * Math.cos((latitude * Math.PI) / 180));
}
