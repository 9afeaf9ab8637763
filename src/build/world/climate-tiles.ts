// Cuts the world's normals (climate.bin) into square tiles, each a window of the grids with a
// border: a point reads the four cells around it, and the land share of the points around the
// nearest, so a tile keeps one more cell of 0.5° and one more point of ERA5's 1° on every side. A tile of open sea
// holds nothing: the sea-surface model answers there.
import {
  MOISTURE_CELL_DEGREES,
  TEMPERATURE_CELL_DEGREES,
  type GridWindow,
} from '../../sources/embedded/climate/normals-format.ts';
import { readNormals } from '../../sources/embedded/climate/normals-grid.ts';
import { writeNormals } from '../climate/pack-normals.ts';

/** Tiles are this many degrees on a side: a named place's first forecast reads one. */
export const CLIMATE_TILE_DEGREES = 10;
const TEMPERATURE_BORDER = 1;
const MOISTURE_BORDER = 1;
const EMPTY: GridWindow = { south: 0, west: 0, rows: 0, columns: 0 };

// The planes of `whole` seen through `window` (same cell size): longitude wraps, and a row
// beyond a pole repeats the pole's, as the whole grid clamps there.
function cut(planes: Uint8Array[], whole: GridWindow, window: GridWindow): Uint8Array[] {
  return planes.map((plane) => {
    const out = new Uint8Array(window.rows * window.columns);
    for (let row = 0; row < window.rows; row += 1) {
      const wholeRow = Math.min(whole.rows - 1, Math.max(0, window.south + row - whole.south));
      for (let column = 0; column < window.columns; column += 1) {
        const wholeColumn = (((window.west + column - whole.west) % whole.columns) + whole.columns) % whole.columns;
        out[row * window.columns + column] = plane[wholeRow * whole.columns + wholeColumn]!;
      }
    }
    return out;
  });
}

const around = (southDegrees: number, westDegrees: number, degrees: number, border: number): GridWindow => ({
  south: southDegrees / degrees - border,
  west: westDegrees / degrees - border,
  rows: CLIMATE_TILE_DEGREES / degrees + 2 * border,
  columns: CLIMATE_TILE_DEGREES / degrees + 2 * border,
});

/** The tiles of climate.bin, row by row from 90° S, each row from 180° W (climate-tiles.ts at run time). */
export function climateTiles(climateBin: Uint8Array): Uint8Array[] {
  const world = readNormals(climateBin);
  const tiles: Uint8Array[] = [];
  for (let south = -90; south < 90; south += CLIMATE_TILE_DEGREES) {
    for (let west = -180; west < 180; west += CLIMATE_TILE_DEGREES) {
      const temperature = around(south, west, TEMPERATURE_CELL_DEGREES, TEMPERATURE_BORDER);
      const moisture = around(south, west, MOISTURE_CELL_DEGREES, MOISTURE_BORDER);
      const temperaturePlanes = cut(world.temperaturePlanes, world.temperature, temperature);
      const moisturePlanes = cut(world.moisturePlanes, world.moisture, moisture);
      const openSea =
        temperaturePlanes[0]!.every((kind) => kind === 0) && moisturePlanes[13]!.every((dew) => dew === 0);
      tiles.push(
        openSea
          ? writeNormals(EMPTY, EMPTY, [], [])
          : writeNormals(temperature, moisture, temperaturePlanes, moisturePlanes),
      );
    }
  }
  return tiles;
}
