import type { Climate } from './climate.ts';
import { climateFromPlace, type PlaceFacts } from './climate-model.ts';
import { BORROWED_FLAG, CLIMATE_GRID_HEADER_BYTES, CLIMATE_GRID_MAGIC, CLIMATE_GRID_VERSION } from './climate-grid-format.ts';
import { koppenName, type KoppenClass } from './koppen-classes.ts';
import { oceanClimate } from './ocean-climate.ts';

/** The decoded climate grid of the embedded world. */
export interface ClimateGrid {
  /**
   * The climate normals at a place, land or sea. Water within ~150 km of land (and every lake)
   * takes the nearest land's class; the open ocean gets an ocean climate from latitude.
   * @param lat degrees north, −90…90
   * @param lon degrees east, any finite value (wrapped to −180…180)
   * @param elevationM metres above sea level (negative allowed down to −500, e.g. the Dead Sea)
   */
  climateAt(lat: number, lon: number, elevationM: number): Climate;
  /** The Köppen class the climate at this place is built from, or null on the open ocean. */
  koppenAt(lat: number, lon: number): string | null;
  /** What the grid knows of a land (or near-land) place, as climateFromPlace reads it; null on the open ocean. */
  placeFactsAt(lat: number, lon: number, elevationM: number): PlaceFacts | null;
}

/** The layers of climate.bin, decoded: the class grid and the two 1° fields (see climate-grid-format.ts). */
export interface ClimateLayers {
  columns: number;
  rows: number;
  classes: Uint8Array;
  fieldColumns: number;
  fieldRows: number;
  continentality: Uint8Array;
  coastProximity: Uint8Array;
}

/** Reads climate.bin's layers; throws a RangeError if the bytes are not a valid asset. */
export function readClimateLayers(bytes: Uint8Array): ClimateLayers {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decodeClimateGrid: bytes must be a Uint8Array');
  if (bytes.length < CLIMATE_GRID_HEADER_BYTES || new TextDecoder().decode(bytes.subarray(0, 4)) !== CLIMATE_GRID_MAGIC) {
    throw new RangeError('decodeClimateGrid: bytes are not a climate.bin asset (bad magic)');
  }
  if (bytes[4] !== CLIMATE_GRID_VERSION) throw new RangeError(`decodeClimateGrid: unsupported format version ${bytes[4]}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const columns = view.getUint16(5, true);
  const rows = view.getUint16(7, true);
  const fieldColumns = view.getUint16(9, true);
  const fieldRows = view.getUint16(11, true);
  const runBytes = view.getUint32(13, true);
  const fieldCells = fieldColumns * fieldRows;
  const expected = CLIMATE_GRID_HEADER_BYTES + runBytes + 2 * fieldCells;
  if (columns === 0 || rows === 0 || fieldCells === 0 || bytes.length !== expected) {
    throw new RangeError(`decodeClimateGrid: truncated or inconsistent asset (${bytes.length} bytes, expected ${expected})`);
  }
  const classes = new Uint8Array(columns * rows);
  let cell = 0;
  for (let at = CLIMATE_GRID_HEADER_BYTES; at < CLIMATE_GRID_HEADER_BYTES + runBytes; at += 2) {
    const run = bytes[at]!;
    if (cell + run > classes.length) throw new RangeError('decodeClimateGrid: class grid overruns its size');
    classes.fill(bytes[at + 1]!, cell, cell + run);
    cell += run;
  }
  if (cell !== classes.length) throw new RangeError('decodeClimateGrid: class grid is short');
  const fieldsAt = CLIMATE_GRID_HEADER_BYTES + runBytes;
  return {
    columns, rows, classes, fieldColumns, fieldRows,
    continentality: bytes.subarray(fieldsAt, fieldsAt + fieldCells),
    coastProximity: bytes.subarray(fieldsAt + fieldCells, fieldsAt + 2 * fieldCells),
  };
}

function checkCoordinates(lat: number, lon: number): void {
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) throw new RangeError(`lat must be a number in −90…90, got ${lat}`);
  if (typeof lon !== 'number' || !Number.isFinite(lon)) throw new RangeError(`lon must be a finite number, got ${lon}`);
}

function checkElevation(elevationM: number): void {
  if (typeof elevationM !== 'number' || !Number.isFinite(elevationM) || elevationM < -500 || elevationM > 9000) {
    throw new RangeError(`elevationM must be a number in −500…9000, got ${elevationM}`);
  }
}

/** Decodes `climate.bin` (packed by src/build/climate) into a queryable grid. */
export function decodeClimateGrid(bytes: Uint8Array): ClimateGrid {
  const layers = readClimateLayers(bytes);
  const wrapLon = (lon: number): number => ((((lon + 180) % 360) + 360) % 360) - 180;

  const classAt = (lat: number, lon: number): KoppenClass | null => {
    const row = Math.min(layers.rows - 1, Math.floor(((lat + 90) / 180) * layers.rows));
    const column = Math.min(layers.columns - 1, Math.floor(((wrapLon(lon) + 180) / 360) * layers.columns));
    return koppenName(layers.classes[row * layers.columns + column]! & ~BORROWED_FLAG);
  };

  // Bilinear interpolation between 1° cell centres; longitude wraps, latitude clamps at the poles.
  const fieldAt = (field: Uint8Array, lat: number, lon: number): number => {
    const x = ((wrapLon(lon) + 180) / 360) * layers.fieldColumns - 0.5;
    const y = Math.min(layers.fieldRows - 1, Math.max(0, ((lat + 90) / 180) * layers.fieldRows - 0.5));
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const y1 = Math.min(layers.fieldRows - 1, y0 + 1);
    const c0 = (x0 + layers.fieldColumns) % layers.fieldColumns;
    const c1 = (x0 + 1) % layers.fieldColumns;
    const at = (row: number, column: number): number => field[row * layers.fieldColumns + column]!;
    const south = at(y0, c0) * (1 - fx) + at(y0, c1) * fx;
    const north = at(y1, c0) * (1 - fx) + at(y1, c1) * fx;
    return (south * (1 - fy) + north * fy) / 255;
  };

  const placeFactsAt = (lat: number, lon: number, elevationM: number): PlaceFacts | null => {
    const koppen = classAt(lat, lon);
    if (koppen === null) return null;
    return {
      lat,
      lon: wrapLon(lon),
      elevationM,
      koppen,
      upwindContinentality: fieldAt(layers.continentality, lat, lon),
      coastProximity: fieldAt(layers.coastProximity, lat, lon),
    };
  };

  return {
    climateAt(lat, lon, elevationM) {
      checkCoordinates(lat, lon);
      checkElevation(elevationM);
      const facts = placeFactsAt(lat, lon, elevationM);
      return facts === null ? oceanClimate(lat, wrapLon(lon), elevationM) : climateFromPlace(facts);
    },
    koppenAt(lat, lon) {
      checkCoordinates(lat, lon);
      return classAt(lat, lon);
    },
    placeFactsAt(lat, lon, elevationM) {
      checkCoordinates(lat, lon);
      checkElevation(elevationM);
      return placeFactsAt(lat, lon, elevationM);
    },
  };
}
