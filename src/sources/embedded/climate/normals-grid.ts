import {
  followsMonthBefore,
  MOISTURE_PLANES,
  MOISTURE_SERIES_STARTS,
  NORMALS_HEADER_BYTES,
  NORMALS_MAGIC,
  NORMALS_VERSION,
  TEMPERATURE_PLANES,
  TEMPERATURE_SERIES_STARTS,
  type GridWindow,
} from './normals-format.ts';

/** The planes of a normals file, undone from their west-neighbour differences (normals-format.ts). */
export interface NormalsPlanes {
  temperature: GridWindow;
  moisture: GridWindow;
  /** TEMPERATURE_PLANES planes of the temperature window: kind, elevation, 12 maxima, 12 minima. */
  temperaturePlanes: Uint8Array[];
  /** MOISTURE_PLANES planes of the moisture window: land share, 12 precipitation totals, 12 dew points, the height around each point. */
  moisturePlanes: Uint8Array[];
}

/** Reads a normals file; throws a RangeError naming what is wrong if the bytes are not one. */
export function readNormals(bytes: Uint8Array): NormalsPlanes {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('readNormals: bytes must be a Uint8Array');
  if (bytes.length < NORMALS_HEADER_BYTES || new TextDecoder().decode(bytes.subarray(0, 4)) !== NORMALS_MAGIC) {
    throw new RangeError('readNormals: the bytes are not a climate normals file (bad magic)');
  }
  if (bytes[4] !== NORMALS_VERSION) throw new RangeError(`readNormals: unsupported format version ${bytes[4]}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const windowAt = (at: number): GridWindow => ({
    south: view.getInt16(at, true),
    west: view.getInt16(at + 2, true),
    rows: view.getUint16(at + 4, true),
    columns: view.getUint16(at + 6, true),
  });
  const temperature = windowAt(5);
  const moisture = windowAt(13);
  const temperatureCells = temperature.rows * temperature.columns;
  const moistureCells = moisture.rows * moisture.columns;
  const expected = NORMALS_HEADER_BYTES + TEMPERATURE_PLANES * temperatureCells + MOISTURE_PLANES * moistureCells;
  // A tile of open sea holds no cells at all.
  if ((temperatureCells === 0) !== (moistureCells === 0) || bytes.length !== expected) {
    throw new RangeError(`readNormals: truncated or inconsistent file (${bytes.length} bytes, expected ${expected})`);
  }
  let at = NORMALS_HEADER_BYTES;
  const planes = (count: number, window: GridWindow, seriesStarts: readonly number[]): Uint8Array[] => {
    const decoded: Uint8Array[] = [];
    for (let index = 0; index < count; index += 1) {
      const plane = undoWestDifferences(bytes.subarray(at, at + window.rows * window.columns), window.columns);
      if (followsMonthBefore(index, seriesStarts)) addPlane(plane, decoded[index - 1]!);
      decoded.push(plane);
      at += plane.length;
    }
    return decoded;
  };
  return {
    temperature,
    moisture,
    temperaturePlanes: planes(TEMPERATURE_PLANES, temperature, TEMPERATURE_SERIES_STARTS),
    moisturePlanes: planes(MOISTURE_PLANES, moisture, MOISTURE_SERIES_STARTS),
  };
}

function undoWestDifferences(stored: Uint8Array, columns: number): Uint8Array {
  const plane = new Uint8Array(stored.length);
  for (let row = 0; row < stored.length; row += columns) {
    let value = 0;
    for (let column = row; column < row + columns; column += 1) plane[column] = value = (value + stored[column]!) & 255;
  }
  return plane;
}

function addPlane(plane: Uint8Array, before: Uint8Array): void {
  for (let cell = 0; cell < plane.length; cell += 1) plane[cell] = (plane[cell]! + before[cell]!) & 255;
}

/** The four cells around a point and their bilinear weights, as indexes into a window's planes. */
export interface Corners {
  cells: [number, number, number, number];
  weights: [number, number, number, number];
  /** The centres of the four cells, degrees: [lat, lon] each. */
  centres: [[number, number], [number, number], [number, number], [number, number]];
}

/**
 * The four cell centres around (lat, lon) in `window` (cells of `degrees`), for bilinear
 * interpolation: longitude wraps, latitude clamps at the window's edge. Throws a RangeError if
 * the point is outside the window (a tile was asked for a place it does not hold).
 */
export function cornersIn(window: GridWindow, degrees: number, lat: number, lon: number): Corners {
  // Positions and fractions are taken on the whole grid (column 0 at 180° W, row 0 at 90° S) and
  // only then moved into the window, so that a tile gives exactly what the world does.
  const worldColumns = 360 / degrees,
    worldRows = 180 / degrees;
  const x = (((lon / degrees + worldColumns / 2 - 0.5) % worldColumns) + worldColumns) % worldColumns;
  const y = Math.min(worldRows - 1, Math.max(0, lat / degrees + worldRows / 2 - 0.5));
  const x0 = Math.floor(x),
    y0 = Math.floor(y);
  const fx = x - x0,
    fy = y - y0;
  const column = (worldColumn: number): number =>
    ((((worldColumn % worldColumns) - (window.west + worldColumns / 2)) % worldColumns) + worldColumns) % worldColumns;
  const row = (worldRow: number): number => worldRow - (window.south + worldRows / 2);
  const c0 = column(x0),
    c1 = column(x0 + 1);
  const r0 = row(y0),
    r1 = row(Math.min(worldRows - 1, y0 + 1));
  if (c0 >= window.columns || c1 >= window.columns || r0 < 0 || r1 >= window.rows)
    throw new RangeError(`${lat}, ${lon} is outside this climate tile`);
  const centre = (worldRow: number, worldColumn: number): [number, number] => [
    (worldRow + 0.5) * degrees - 90,
    (worldColumn + 0.5) * degrees - 180,
  ];
  return {
    cells: [r0 * window.columns + c0, r0 * window.columns + c1, r1 * window.columns + c0, r1 * window.columns + c1],
    weights: [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy],
    centres: [
      centre(y0, x0),
      centre(y0, x0 + 1),
      centre(Math.min(worldRows - 1, y0 + 1), x0),
      centre(Math.min(worldRows - 1, y0 + 1), x0 + 1),
    ],
  };
}

/** The mean of a plane over the 3 × 3 points around the one nearest (lat, lon): a measure a degree or so wide. */
export function meanAround(
  window: GridWindow,
  degrees: number,
  plane: Uint8Array,
  lat: number,
  lon: number,
  decode: (byte: number) => number = (byte) => byte,
): number {
  const { cells, weights } = cornersIn(window, degrees, lat, lon);
  const nearest = cells[weights.indexOf(Math.max(...weights))]!;
  const row = Math.floor(nearest / window.columns);
  const column = nearest % window.columns;
  // At a pole the edge row counts again for the row beyond it, as in a tile cut there.
  let sum = 0,
    count = 0;
  for (let dr = -1; dr <= 1; dr += 1) {
    const r = Math.min(window.rows - 1, Math.max(0, row + dr));
    for (let c = column - 1; c <= column + 1; c += 1) {
      sum += decode(plane[r * window.columns + (((c % window.columns) + window.columns) % window.columns)]!);
      count += 1;
    }
  }
  return sum / count;
}
