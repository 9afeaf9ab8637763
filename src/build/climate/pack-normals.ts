// Packs the observed normals into the layout of normals-format.ts: the whole world (climate.bin)
// or a window of it (a climate tile). Which source fills a 0.5° cell:
// - a CRU TS land cell: its 1991–2020 mean daily maximum and minimum, at the cell's mean height
//   (ETOPO 2022);
// - no CRU cell, but within ERA5's reach of land (~1.25°): MERRA-2, which is global, already
//   at sea level (small islands, coastal water, Antarctica);
// - else the open sea, left to the sea-surface model at run time.
import {
  CELL_KIND,
  dewPointToByte,
  elevationToByte,
  followsMonthBefore,
  MOISTURE_CELL_DEGREES,
  MOISTURE_PLANES,
  MOISTURE_SERIES_STARTS,
  NORMALS_HEADER_BYTES,
  NORMALS_MAGIC,
  NORMALS_VERSION,
  precipitationToByte,
  shareToByte,
  TEMPERATURE_CELL_DEGREES,
  TEMPERATURE_PLANES,
  TEMPERATURE_SERIES_STARTS,
  temperatureToByte,
  type GridWindow,
} from '../../sources/embedded/climate/normals-format.ts';
import { CRU_COLUMNS, CRU_ROWS } from './observed/cru.ts';
import { ERA5_COLUMNS, ERA5_ROWS } from './observed/era5.ts';

/** The observed grids as the packer reads them: rows from the NORTH, as in the source files. */
export interface ObservedGrids {
  /** CRU TS mean daily maximum / minimum, °C, 12 months of 720 × 360 cells; NaN off land. */
  cruTmax: readonly Float32Array[];
  cruTmin: readonly Float32Array[];
  /** Mean ETOPO height of each CRU cell, m (water 0). */
  cruCellElevation: Float32Array;
  /** MERRA-2 at sea level, °C, at any point (bilinear between its nodes). */
  merraTmax: (lat: number, lon: number, month: number) => number;
  merraTmin: (lat: number, lon: number, month: number) => number;
  /** ERA5 monthly precipitation, mm, and dew point at sea level, °C: 12 months of 360 × 180 points. */
  precipitation: readonly Float32Array[];
  dewPoint: readonly Float32Array[];
}

/** A global grid's window, read from the north-first source layout; longitude wraps. */
function windowPlane(
  window: GridWindow,
  sourceColumns: number,
  sourceRows: number,
  value: (northRow: number, column: number) => number,
): Uint8Array {
  const plane = new Uint8Array(window.rows * window.columns);
  for (let row = 0; row < window.rows; row += 1) {
    const southRow = window.south + row + sourceRows / 2;
    if (southRow < 0 || southRow >= sourceRows) continue;
    for (let column = 0; column < window.columns; column += 1) {
      const sourceColumn =
        (((window.west + column + sourceColumns / 2) % sourceColumns) + sourceColumns) % sourceColumns;
      plane[row * window.columns + column] = value(sourceRows - 1 - southRow, sourceColumn);
    }
  }
  return plane;
}

/**
 * Whether ERA5 has data at a point: the open ocean's points are 0 in every month, but so are
 * the driest deserts' (Aswan, the Atacama), which a land cell of CRU TS under the point tells apart.
 */
function era5HasData(grids: ObservedGrids, index: number): boolean {
  if (grids.precipitation.some((month) => month[index]! > 0)) return true;
  const northRow = Math.floor(index / ERA5_COLUMNS),
    column = index % ERA5_COLUMNS;
  return [0, 1].some((r) =>
    [0, 1].some((c) => Number.isFinite(grids.cruTmax[6]![(2 * northRow + r) * CRU_COLUMNS + 2 * column + c]!)),
  );
}

/** The kind of each CRU cell (normals-format.ts), north-first. */
export function cellKinds(grids: ObservedGrids): Uint8Array {
  const kinds = new Uint8Array(CRU_COLUMNS * CRU_ROWS);
  for (let row = 0; row < CRU_ROWS; row += 1) {
    for (let column = 0; column < CRU_COLUMNS; column += 1) {
      const index = row * CRU_COLUMNS + column;
      if (
        grids.cruTmax.every((month) => Number.isFinite(month[index]!)) &&
        grids.cruTmin.every((month) => Number.isFinite(month[index]!))
      )
        kinds[index] = CELL_KIND.land;
      else if (era5HasData(grids, (row >> 1) * ERA5_COLUMNS + (column >> 1))) kinds[index] = CELL_KIND.nearLand;
    }
  }
  return kinds;
}

/** Packs `temperature` and `moisture` windows of the observed grids (see normals-format.ts). */
export function packNormals(
  grids: ObservedGrids,
  kinds: Uint8Array,
  temperature: GridWindow,
  moisture: GridWindow,
): Uint8Array {
  const centre = (northRow: number, column: number): [number, number] => [
    90 - (northRow + 0.5) * TEMPERATURE_CELL_DEGREES,
    -180 + (column + 0.5) * TEMPERATURE_CELL_DEGREES,
  ];
  const temperaturePlane = (
    cru: readonly Float32Array[],
    merra: (lat: number, lon: number, month: number) => number,
    month: number,
  ) =>
    windowPlane(temperature, CRU_COLUMNS, CRU_ROWS, (northRow, column) => {
      const index = northRow * CRU_COLUMNS + column;
      if (kinds[index] === CELL_KIND.land) return temperatureToByte(cru[month]![index]!);
      if (kinds[index] === CELL_KIND.nearLand) return temperatureToByte(merra(...centre(northRow, column), month));
      return 0;
    });
  const months = Array.from({ length: 12 }, (_, month) => month);
  const temperaturePlanes = [
    windowPlane(temperature, CRU_COLUMNS, CRU_ROWS, (northRow, column) => kinds[northRow * CRU_COLUMNS + column]!),
    windowPlane(temperature, CRU_COLUMNS, CRU_ROWS, (northRow, column) => {
      const index = northRow * CRU_COLUMNS + column;
      return kinds[index] === CELL_KIND.land ? elevationToByte(grids.cruCellElevation[index]!) : 0;
    }),
    ...months.map((month) => temperaturePlane(grids.cruTmax, grids.merraTmax, month)),
    ...months.map((month) => temperaturePlane(grids.cruTmin, grids.merraTmin, month)),
  ];
  // A dew-point byte of 0 marks a point without data; real ones are kept at 1 or more.
  const moisturePlanes = [
    windowPlane(moisture, ERA5_COLUMNS, ERA5_ROWS, (northRow, column) => {
      const cells = [0, 1].flatMap((r) => [0, 1].map((c) => (2 * northRow + r) * CRU_COLUMNS + 2 * column + c));
      return shareToByte(cells.filter((cell) => kinds[cell] === CELL_KIND.land).length / cells.length);
    }),
    ...months.map((month) =>
      windowPlane(moisture, ERA5_COLUMNS, ERA5_ROWS, (northRow, column) =>
        precipitationToByte(grids.precipitation[month]![northRow * ERA5_COLUMNS + column]!),
      ),
    ),
    ...months.map((month) =>
      windowPlane(moisture, ERA5_COLUMNS, ERA5_ROWS, (northRow, column) => {
        const index = northRow * ERA5_COLUMNS + column;
        return era5HasData(grids, index) ? Math.max(1, dewPointToByte(grids.dewPoint[month]![index]!)) : 0;
      }),
    ),
    // The height an ERA5 point's precipitation belongs to: the mean of the four 0.5° cells around it (water 0).
    windowPlane(moisture, ERA5_COLUMNS, ERA5_ROWS, (northRow, column) => {
      const cells = [0, 1].flatMap((r) => [0, 1].map((c) => (2 * northRow + r) * CRU_COLUMNS + 2 * column + c));
      return elevationToByte(
        cells.reduce((sum, cell) => sum + Math.max(0, grids.cruCellElevation[cell]!), 0) / cells.length,
      );
    }),
  ];
  if (temperaturePlanes.length !== TEMPERATURE_PLANES || moisturePlanes.length !== MOISTURE_PLANES)
    throw new Error('pack-normals: plane count out of step with normals-format.ts');
  return writeNormals(temperature, moisture, temperaturePlanes, moisturePlanes);
}

/** The whole world's windows. */
export const WORLD_TEMPERATURE: GridWindow = {
  south: -90 / TEMPERATURE_CELL_DEGREES,
  west: -180 / TEMPERATURE_CELL_DEGREES,
  rows: 180 / TEMPERATURE_CELL_DEGREES,
  columns: 360 / TEMPERATURE_CELL_DEGREES,
};
export const WORLD_MOISTURE: GridWindow = {
  south: -90 / MOISTURE_CELL_DEGREES,
  west: -180 / MOISTURE_CELL_DEGREES,
  rows: 180 / MOISTURE_CELL_DEGREES,
  columns: 360 / MOISTURE_CELL_DEGREES,
};

/** Writes planes (not yet differenced) of two windows in the layout of normals-format.ts. */
export function writeNormals(
  temperature: GridWindow,
  moisture: GridWindow,
  temperaturePlanes: Uint8Array[],
  moisturePlanes: Uint8Array[],
): Uint8Array {
  const encode = (planes: Uint8Array[], columns: number, seriesStarts: readonly number[]) =>
    planes.map((plane, index) =>
      westDifferences(followsMonthBefore(index, seriesStarts) ? subtract(plane, planes[index - 1]!) : plane, columns),
    );
  const planes = [
    ...encode(temperaturePlanes, temperature.columns, TEMPERATURE_SERIES_STARTS),
    ...encode(moisturePlanes, moisture.columns, MOISTURE_SERIES_STARTS),
  ];
  const out = new Uint8Array(NORMALS_HEADER_BYTES + planes.reduce((sum, plane) => sum + plane.length, 0));
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(NORMALS_MAGIC), 0);
  out[4] = NORMALS_VERSION;
  for (const [at, window] of [
    [5, temperature],
    [13, moisture],
  ] as const) {
    view.setInt16(at, window.south, true);
    view.setInt16(at + 2, window.west, true);
    view.setUint16(at + 4, window.rows, true);
    view.setUint16(at + 6, window.columns, true);
  }
  let offset = NORMALS_HEADER_BYTES;
  for (const plane of planes) {
    out.set(plane, offset);
    offset += plane.length;
  }
  return out;
}

const subtract = (plane: Uint8Array, before: Uint8Array): Uint8Array =>
  plane.map((value, cell) => (value - before[cell]!) & 255);

// Each row as differences from the cell to the west (mod 256): smooth fields become runs.
function westDifferences(plane: Uint8Array, columns: number): Uint8Array {
  const out = new Uint8Array(plane.length);
  for (let at = 0; at < plane.length; at += 1) out[at] = (plane[at]! - (at % columns === 0 ? 0 : plane[at - 1]!)) & 255;
  return out;
}
