// ETOPO 2022 land elevation from the pack's tiled "mini" DEM (PROVENANCE.md §5).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeWebp } from './webp.ts';

const DEM_FOLDER = 'etopo2022-dem';
// index.json's tiles all sit on a 15° lattice; the lookup below relies on it and the reader checks it.
const TILE_DEGREES = 15;
const LATTICE_COLUMNS = 360 / TILE_DEGREES;
const LATTICE_ROWS = 180 / TILE_DEGREES;
// ETOPO 2022's source grid has 15″ cells, i.e. 3600 per 15° tile.
const SOURCE_CELLS_PER_TILE = 3600;

/**
 * Land elevation from ETOPO 2022 (metres above the EGM2008 geoid, ≈ mean sea level).
 * Coverage is 75°N–60°S; where no tile exists (ocean, flat lowland under 20 m, polar regions)
 * the elevation is taken as 0 m. Sea pixels inside tiles decode to about 0 m: within one
 * quantisation step (0.1–34 m, per tile) of it, typically one step above 0 in the quality-10
 * 60–75°N tiles. Lakes keep their surface height (only negative water pixels were zeroed).
 */
export interface Elevation {
  /** Bilinear elevation (m) at (lat, lon) between the four nearest pixel centres of the tile containing the point; 0 m where no tile covers it. */
  at(lat: number, lon: number): number;
  /** Elevation (m) of the pixel whose centre is nearest (lat, lon) in the tile containing the point; 0 m where no tile covers it. */
  nearest(lat: number, lon: number): number;
  /**
   * Mean elevation (m) of every cell of a global `columns × rows` lat/lon grid, as a `Float32Array`
   * in row-major order with row 0 = north: cell (c, r) spans lon −180 + c·360/columns … and
   * lat 90 − r·180/rows … southward (so 720 × 360 matches CRU's cells, 360 × 180 ERA5's).
   * Each cell averages the DEM pixels whose centres fall in it (a plain mean in lat/lon space);
   * any part of a cell outside every tile counts as 0 m. Cost: one pass over the decoded tiles.
   */
  cellMeans(columns: number, rows: number): Float32Array;
}

interface DemTile {
  a: number;
  b: number;
  north: number;
  west: number;
  south: number;
  east: number;
  width: number;
  height: number;
  /** Distance (px) from the tile's west / north edge to the centre of pixel 0. */
  offset: number;
  /** Red channel, the encoded value (G may differ by ±1 from lossy chroma; B = R). */
  px: Uint8Array;
}

/** One index.json entry: which file, how to decode it and where it lies. */
type TileEntry = Omit<DemTile, 'px' | 'offset'> & { id: number };

function parseIndex(text: string, path: string): TileEntry[] {
  const index = JSON.parse(text) as { w?: unknown; h?: unknown; f?: unknown };
  if (typeof index.w !== 'number' || typeof index.h !== 'number' || !Array.isArray(index.f)) {
    throw new Error(`${path}: expected {"w": number, "h": number, "f": [...]} (PROVENANCE.md §5)`);
  }
  const defaultWidth = index.w;
  const defaultHeight = index.h;
  return index.f.map((entry: unknown): TileEntry => {
    // Each entry is [id, a, b, north, west, south, east] with optional [width, height] after it.
    if (
      !Array.isArray(entry) ||
      (entry.length !== 7 && entry.length !== 9) ||
      !entry.every((v) => typeof v === 'number')
    ) {
      throw new Error(`${path}: malformed tile entry ${JSON.stringify(entry)}`);
    }
    const [id, a, b, north, west, south, east, width = defaultWidth, height = defaultHeight] = entry;
    const aligned = [north, west, south, east].every((v) => Number.isInteger(v! / TILE_DEGREES));
    if (!aligned || north! - south! !== TILE_DEGREES || east! - west! !== TILE_DEGREES || !(a! > 0)) {
      throw new Error(`${path}: tile ${id} is not a 15° lattice tile with a > 0: ${JSON.stringify(entry)}`);
    }
    return {
      id: id!,
      a: a!,
      b: b!,
      north: north!,
      west: west!,
      south: south!,
      east: east!,
      width: width,
      height: height,
    };
  });
}

async function readTile(dir: string, entry: TileEntry): Promise<DemTile> {
  const path = join(dir, DEM_FOLDER, `${entry.id}.webp`);
  const image = await decodeWebp(path);
  if (image.width !== entry.width || image.height !== entry.height) {
    throw new Error(`${path} is ${image.width}×${image.height}; index.json says ${entry.width}×${entry.height}`);
  }
  // Keep only red: 1 byte a pixel instead of 4, ~116 MB for all tiles rather than ~460 MB.
  const px = new Uint8Array(entry.width * entry.height);
  for (let index = 0; index < px.length; index++) px[index] = image.data[index * 4]!;
  // Pixel k samples source cell s·k + s/2 (s = source cells per pixel), whose centre is
  // k + 1/2 + 1/(2s) px from the edge: 0.625 for the 900-px tiles, 0.55 for the 360-px ones.
  const stride = SOURCE_CELLS_PER_TILE / entry.width;
  const { id: _id, ...bounds } = entry;
  return { ...bounds, offset: 0.5 + 0.5 / stride, px };
}

function normaliseLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/** Length of the overlap of [a0, a1] and [b0, b1] (0 if disjoint). */
function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/**
 * Reads `etopo2022-dem/index.json` and decodes every tile once (about 3 s for the 164 tiles).
 * Elevation (m) = px / a − b from the red channel, with a and b per tile from index.json.
 * See {@link Elevation} for lookups and cell means.
 */
export async function readElevation(dir: string): Promise<Elevation> {
  const indexPath = join(dir, DEM_FOLDER, 'index.json');
  const entries = parseIndex(await readFile(indexPath, 'utf8'), indexPath);
  const tiles = await Promise.all(entries.map((entry) => readTile(dir, entry)));

  const lattice: (DemTile | undefined)[] = new Array<DemTile | undefined>(LATTICE_COLUMNS * LATTICE_ROWS);
  for (const tile of tiles) {
    const slot = ((90 - tile.north) / TILE_DEGREES) * LATTICE_COLUMNS + (tile.west + 180) / TILE_DEGREES;
    if (lattice[slot]) throw new Error(`${indexPath}: two tiles cover ${tile.north}N ${tile.west}E`);
    lattice[slot] = tile;
  }

  const tileAt = (lat: number, lon: number): DemTile | undefined => {
    const row = Math.min(LATTICE_ROWS - 1, Math.max(0, Math.floor((90 - lat) / TILE_DEGREES)));
    const column = Math.min(LATTICE_COLUMNS - 1, Math.floor((normaliseLongitude(lon) + 180) / TILE_DEGREES));
    return lattice[row * LATTICE_COLUMNS + column];
  };
  // Fractional pixel position of (lat, lon) in `tile`, where integer positions are pixel centres.
  const position = (tile: DemTile, lat: number, lon: number): [number, number] => [
    ((normaliseLongitude(lon) - tile.west) / TILE_DEGREES) * tile.width - tile.offset,
    ((tile.north - lat) / TILE_DEGREES) * tile.height - tile.offset,
  ];
  const metres = (tile: DemTile, x: number, y: number): number => tile.px[y * tile.width + x]! / tile.a - tile.b;

  const at = (lat: number, lon: number): number => {
    const tile = tileAt(lat, lon);
    if (!tile) return 0;
    const [px, py] = position(tile, lat, lon);
    // Within half a pixel of a tile edge there is no neighbour in this tile; hold the edge value.
    const x = Math.min(tile.width - 1, Math.max(0, px));
    const y = Math.min(tile.height - 1, Math.max(0, py));
    const x0 = Math.min(tile.width - 2, Math.floor(x));
    const y0 = Math.min(tile.height - 2, Math.floor(y));
    const fx = x - x0;
    const fy = y - y0;
    const top = metres(tile, x0, y0) * (1 - fx) + metres(tile, x0 + 1, y0) * fx;
    const bottom = metres(tile, x0, y0 + 1) * (1 - fx) + metres(tile, x0 + 1, y0 + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  };

  const nearest = (lat: number, lon: number): number => {
    const tile = tileAt(lat, lon);
    if (!tile) return 0;
    const [px, py] = position(tile, lat, lon);
    const x = Math.min(tile.width - 1, Math.max(0, Math.round(px)));
    const y = Math.min(tile.height - 1, Math.max(0, Math.round(py)));
    return metres(tile, x, y);
  };

  const cellMeans = (columns: number, rows: number): Float32Array => {
    if (!Number.isInteger(columns) || !Number.isInteger(rows) || columns < 1 || rows < 1) {
      throw new Error(`cellMeans needs positive integer grid sizes, got ${columns} × ${rows}`);
    }
    const cellWidth = 360 / columns;
    const cellHeight = 180 / rows;
    const out = new Float32Array(columns * rows);
    for (const tile of tiles) {
      const { px, width, height } = tile;
      // The cells this tile can touch.
      const c0 = Math.max(0, Math.floor((tile.west + 180) / cellWidth));
      const c1 = Math.min(columns - 1, Math.ceil((tile.east + 180) / cellWidth) - 1);
      const r0 = Math.max(0, Math.floor((90 - tile.north) / cellHeight));
      const r1 = Math.min(rows - 1, Math.ceil((90 - tile.south) / cellHeight) - 1);
      const localColumns = c1 - c0 + 1;
      // Which local cell column / row each pixel centre falls in.
      const columnOf = new Int32Array(width);
      for (let x = 0; x < width; x++) {
        const lon = tile.west + ((x + tile.offset) * TILE_DEGREES) / width;
        columnOf[x] = Math.min(c1, Math.max(c0, Math.floor((lon + 180) / cellWidth))) - c0;
      }
      const rowOf = new Int32Array(height);
      for (let y = 0; y < height; y++) {
        const lat = tile.north - ((y + tile.offset) * TILE_DEGREES) / height;
        rowOf[y] = Math.min(r1, Math.max(r0, Math.floor((90 - lat) / cellHeight))) - r0;
      }
      // Pixel columns of each cell column: columnOf is non-decreasing, so each cell column is a run [starts[k], starts[k + 1]).
      const starts = new Int32Array(localColumns + 1).fill(width);
      for (let x = width - 1; x >= 0; x--) starts[columnOf[x]!] = x;
      for (let k = localColumns - 1; k >= 0; k--) starts[k] = Math.min(starts[k]!, starts[k + 1]!);
      // Sum raw px and convert the mean once: the decoding is linear, so mean(px)/a − b is exact.
      // This touches every DEM pixel (~116 million), so it runs as tight reductions over typed arrays.
      const sums = new Float64Array(localColumns * (r1 - r0 + 1));
      for (let y = 0; y < height; y++) {
        const base = rowOf[y]! * localColumns;
        const line = y * width;
        for (let k = 0; k < localColumns; k++) {
          let total = 0;
          for (let x = line + starts[k]!, end = line + starts[k + 1]!; x < end; x++) total += px[x]!;
          sums[base + k]! += total;
        }
      }
      // Pixel counts per cell are separable: (pixel columns in the cell column) × (pixel rows in the cell row).
      const perRow = new Uint32Array(r1 - r0 + 1);
      for (let y = 0; y < height; y++) perRow[rowOf[y]!]! += 1;
      for (let r = r0; r <= r1; r++) {
        const north = 90 - r * cellHeight;
        const south = north - cellHeight;
        const latOverlap = overlap(south, north, tile.south, tile.north);
        for (let c = c0; c <= c1; c++) {
          const west = -180 + c * cellWidth;
          const east = west + cellWidth;
          const lonOverlap = overlap(west, east, tile.west, tile.east);
          const fraction = (latOverlap * lonOverlap) / (cellWidth * cellHeight);
          if (fraction <= 0) continue;
          const local = (r - r0) * localColumns + (c - c0);
          const count = perRow[r - r0]! * (starts[c - c0 + 1]! - starts[c - c0]!);
          // A cell smaller than a pixel may hold no pixel centre; sample the DEM at the overlap's centre instead.
          const mean =
            count > 0
              ? sums[local]! / count / tile.a - tile.b
              : at(
                  (Math.max(south, tile.south) + Math.min(north, tile.north)) / 2,
                  (Math.max(west, tile.west) + Math.min(east, tile.east)) / 2,
                );
          out[r * columns + c]! += fraction * mean;
        }
      }
    }
    return out;
  };

  return { at, nearest, cellMeans };
}
