/**
 * Layout of `climate.bin`, written by src/build/climate and read by decode-climate-grid.ts.
 *
 *   bytes 0–3   magic "WWCL"
 *   byte  4     format version (1)
 *   bytes 5–12  u16 LE: class grid columns, rows; field grid columns, rows
 *   bytes 13–16 u32 LE: byte length of the run-length-coded class grid
 *   then        class grid, run-length coded as (run length 1–255, class byte) pairs
 *   then        upwind continentality field, one byte per cell (0–255 ↦ 0–1)
 *   then        coast proximity field, one byte per cell (0–255 ↦ 0–1; 1 = on an ocean coast)
 *
 * Grids are row-major from the south (row 0 starts at 90° S) and west (column 0 starts at
 * 180° W); cell (r, c) covers [−90 + r·h, −90 + (r+1)·h) × [−180 + c·w, −180 + (c+1)·w).
 * A class byte is 0 for open sea, 1–31 for a land cell's class (see koppen-classes.ts), and
 * BORROWED_FLAG | code for a sea or lake cell that takes the class of its nearest land.
 */
export const CLIMATE_GRID_MAGIC = 'WWCL';
export const CLIMATE_GRID_VERSION = 1;
export const CLIMATE_GRID_HEADER_BYTES = 17;
/** High bit of a class byte: a water cell that borrows its nearest land cell's class. */
export const BORROWED_FLAG = 0x80;
