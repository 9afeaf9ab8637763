// The time zone of a coordinate that no place names (open sea, Antarctica, empty deserts), read
// from a grid packed into gazetteer.bin at build time (src/build/gazetteer/time-zone-grid.ts)
// instead of shipping a time-zone lookup library in the script.
import { TIME_ZONE_GRID } from './asset-format.ts';
import { ByteReader } from './byte-reader.ts';
import { TextLines } from './text-lines.ts';

const { rows: ROWS, columns: COLUMNS } = TIME_ZONE_GRID;

/** A grid cell: rows count from the north, columns eastwards from 180° W. */
export interface GridCell {
  row: number;
  column: number;
}

/**
 * The cell holding a (valid) coordinate. Each pole is one point where every meridian meets, so
 * it takes the cell on the prime meridian whatever longitude it is given; 90° S and 180° E fall
 * in the last row and column.
 */
export function cellOf(lat: number, lon: number): GridCell {
  const meridian = Math.abs(lat) === 90 ? 0 : lon;
  return {
    row: Math.min(ROWS - 1, Math.floor((ROWS * (90 - lat)) / 180)),
    column: Math.min(COLUMNS - 1, Math.floor((COLUMNS * (meridian + 180)) / 360)),
  };
}

/** The coordinate at the centre of a cell: where the build samples its zone. */
export function cellCentre({ row, column }: GridCell): { lat: number; lon: number } {
  return { lat: 90 - ((row + 0.5) * 180) / ROWS, lon: -180 + ((column + 0.5) * 360) / COLUMNS };
}

/** The packed time-zone grid: per row, runs of cells that share a zone. */
export class TimeZoneGrid {
  /** The zones the grid uses. */
  readonly zones: readonly string[];
  // Runs of row r are rowStarts[r] ≤ run < rowStarts[r + 1]; a run ends before column runEnds[run].
  readonly #rowStarts: Uint32Array;
  readonly #runEnds: Uint16Array;
  readonly #runZones: Uint16Array;

  private constructor(zones: readonly string[], rowStarts: Uint32Array, runEnds: Uint16Array, runZones: Uint16Array) {
    this.zones = zones;
    this.#rowStarts = rowStarts;
    this.#runEnds = runEnds;
    this.#runZones = runZones;
  }

  /**
   * Decodes the gridTimeZones and timeZoneGrid sections (see asset-format.ts); throws a
   * RangeError if they do not describe exactly TIME_ZONE_GRID's cells.
   */
  static decode(zoneSection: Uint8Array, gridSection: Uint8Array): TimeZoneGrid {
    const zones = new TextLines(zoneSection).all();
    const reader = new ByteReader(gridSection);
    const runCount = reader.varint();
    if (runCount < ROWS || runCount > ROWS * COLUMNS)
      throw new RangeError(`gazetteer: the time-zone grid claims ${runCount} runs`);
    const runZones = new Uint16Array(runCount);
    for (let run = 0; run < runCount; run += 1) {
      const zone = reader.varint();
      if (zone >= zones.length) throw new RangeError(`gazetteer: time-zone grid zone ${zone} is out of range`);
      runZones[run] = zone;
    }
    const rowStarts = new Uint32Array(ROWS + 1);
    const runEnds = new Uint16Array(runCount);
    let row = 0;
    let column = 0;
    for (let run = 0; run < runCount; run += 1) {
      const length = reader.varint();
      column += length;
      if (length === 0 || column > COLUMNS || row >= ROWS)
        throw new RangeError(`gazetteer: time-zone grid run ${run} does not fit its row`);
      runEnds[run] = column;
      if (column === COLUMNS) {
        row += 1;
        rowStarts[row] = run + 1;
        column = 0;
      }
    }
    if (row !== ROWS || !reader.atEnd)
      throw new RangeError('gazetteer: the time-zone grid does not cover exactly its rows');
    return new TimeZoneGrid(zones, rowStarts, runEnds, runZones);
  }

  /** The zone of a cell. */
  zoneOfCell({ row, column }: GridCell): string {
    // The first run of the row that ends after the column.
    let low = this.#rowStarts[row]!;
    let high = this.#rowStarts[row + 1]! - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#runEnds[middle]! > column) high = middle;
      else low = middle + 1;
    }
    return this.zones[this.#runZones[low]!]!;
  }

  /** The IANA zone at a valid coordinate (the caller checks it): the zone of its cell. */
  zoneAt(lat: number, lon: number): string {
    return this.zoneOfCell(cellOf(lat, lon));
  }
}
