// Samples tz-lookup (CC0) on the time-zone grid at build time and packs it, so the worker can
// give coordinates that no place names a zone without the 30 KB gzip library in the script.
// The layout is in asset-format.ts; the decoder is src/sources/embedded/gazetteer/time-zone-grid.ts.
import tzLookup from '@photostructure/tz-lookup';
import { TIME_ZONE_GRID } from '../../sources/embedded/gazetteer/asset-format.ts';
import { cellCentre } from '../../sources/embedded/gazetteer/time-zone-grid.ts';
import { ByteWriter } from './byte-writer.ts';
import { currentTimeZone } from './legacy-time-zones.ts';

/** The zone of every grid cell, row by row (north first), each row from 180° W eastwards. */
export type TimeZoneCells = readonly string[];

function assertIntlZone(zone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new RangeError(`time-zone grid: Intl does not know ${JSON.stringify(zone)}`);
  }
}

/** The zone tz-lookup gives each cell's centre, under its current IANA name. */
export function sampleTimeZoneCells(lookup: (lat: number, lon: number) => string = tzLookup): TimeZoneCells {
  const cells: string[] = [];
  for (let row = 0; row < TIME_ZONE_GRID.rows; row += 1) {
    for (let column = 0; column < TIME_ZONE_GRID.columns; column += 1) {
      const { lat, lon } = cellCentre({ row, column });
      cells.push(currentTimeZone(lookup(lat, lon)));
    }
  }
  for (const zone of new Set(cells)) assertIntlZone(zone);
  return cells;
}

// The world's name chunks all pack one uniform grid, and the build packs one for every key it
// sizes: re-encoding its 300,000 cells each time took 74 s of the world cut's 105. So each grid
// is encoded once, keyed by the array itself: cells are readonly, and a grid dropped is forgotten.
const encodedGrids = new WeakMap<TimeZoneCells, Uint8Array>();

/** Writes the gridTimeZones and timeZoneGrid sections for `cells` (one zone per grid cell). */
export function writeTimeZoneGrid(out: ByteWriter, cells: TimeZoneCells): void {
  let sections = encodedGrids.get(cells);
  if (sections === undefined) encodedGrids.set(cells, (sections = encodeTimeZoneGrid(cells)));
  out.bytes(sections);
}

function encodeTimeZoneGrid(cells: TimeZoneCells): Uint8Array {
  const { rows, columns } = TIME_ZONE_GRID;
  if (cells.length !== rows * columns)
    throw new RangeError(`time-zone grid: expected ${rows * columns} cells, got ${cells.length}`);
  const runs: { zone: string; length: number }[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let start = 0; start < columns;) {
      const zone = cells[row * columns + start]!;
      let end = start + 1;
      while (end < columns && cells[row * columns + end] === zone) end += 1;
      runs.push({ zone, length: end - start });
      start = end;
    }
  }
  // Cells counted by runs: a few thousand map updates rather than one per cell.
  const counts = new Map<string, number>();
  for (const { zone, length } of runs) counts.set(zone, (counts.get(zone) ?? 0) + length);
  // Most frequent first, so the zones of most runs (the sea's Etc/GMT±n) are one-byte varints.
  const zones = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || (a < b ? -1 : 1));
  const rowOf = new Map(zones.map((zone, index) => [zone, index]));
  const runZones = runs.map((run) => rowOf.get(run.zone)!);
  const runLengths = runs.map((run) => run.length);
  const out = new ByteWriter();
  out.lines(zones);
  // Zones, then lengths, rather than pairs: each stream alone is more regular, 10 % smaller gzipped.
  out.varints([runZones.length, ...runZones, ...runLengths]);
  return out.toBytes();
}
