// Cuts the climate grid into square tiles: each is the whole grid with every cell that no point
// of the tile reads set to 0, which gzip packs to nearly nothing. A point reads its class cell
// and the four field cells around it (bilinear interpolation), so a tile keeps its own cells and
// a border of two more: one for the interpolation, one for rounding at the tile's edge.
import { readClimateLayers, type ClimateLayers } from '../../sources/embedded/climate/decode-climate-grid.ts';
import { packClimateLayers } from '../climate/pack-climate-grid.ts';

/** Tiles are this many degrees on a side: at most 4 KB gzip each, against 61 KB for the whole grid. */
export const CLIMATE_TILE_DEGREES = 30;
const BORDER_CELLS = 2;

// The grid cells of a span of a tile's degrees, with its border; wrapping (longitude) or clamped (latitude).
function cellsOf(start: number, degrees: number, cellsPerDegree: number, count: number, wraps: boolean): Set<number> {
  const cells = new Set<number>();
  const first = Math.floor(start * cellsPerDegree) - BORDER_CELLS;
  const last = Math.ceil((start + degrees) * cellsPerDegree) + BORDER_CELLS;
  for (let cell = first; cell <= last; cell += 1) {
    if (wraps) cells.add(((cell % count) + count) % count);
    else if (cell >= 0 && cell < count) cells.add(cell);
  }
  return cells;
}

function cut(grid: Uint8Array, columns: number, rows: number, keepRows: Set<number>, keepColumns: Set<number>): Uint8Array {
  const out = new Uint8Array(grid.length);
  for (const row of keepRows) for (const column of keepColumns) out[row * columns + column] = grid[row * columns + column]!;
  return out;
}

/** The tiles of climate.bin, row by row from 90° S, each row from 180° W (climate-tiles.ts at run time). */
export function climateTiles(climateBin: Uint8Array): Uint8Array[] {
  const layers = readClimateLayers(climateBin);
  const tiles: Uint8Array[] = [];
  for (let south = -90; south < 90; south += CLIMATE_TILE_DEGREES) {
    for (let west = -180; west < 180; west += CLIMATE_TILE_DEGREES) {
      const classCellsPerDegree = layers.columns / 360;
      const fieldCellsPerDegree = layers.fieldColumns / 360;
      const classRows = cellsOf(south + 90, CLIMATE_TILE_DEGREES, layers.rows / 180, layers.rows, false);
      const classColumns = cellsOf(west + 180, CLIMATE_TILE_DEGREES, classCellsPerDegree, layers.columns, true);
      const fieldRows = cellsOf(south + 90, CLIMATE_TILE_DEGREES, layers.fieldRows / 180, layers.fieldRows, false);
      const fieldColumns = cellsOf(west + 180, CLIMATE_TILE_DEGREES, fieldCellsPerDegree, layers.fieldColumns, true);
      const tile: ClimateLayers = {
        ...layers,
        classes: cut(layers.classes, layers.columns, layers.rows, classRows, classColumns),
        continentality: cut(layers.continentality, layers.fieldColumns, layers.fieldRows, fieldRows, fieldColumns),
        coastProximity: cut(layers.coastProximity, layers.fieldColumns, layers.fieldRows, fieldRows, fieldColumns),
      };
      tiles.push(packClimateLayers(tile));
    }
  }
  return tiles;
}
