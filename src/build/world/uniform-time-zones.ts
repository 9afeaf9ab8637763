import { TIME_ZONE_GRID } from '../../sources/embedded/gazetteer/asset-format.ts';
import type { TimeZoneCells } from '../gazetteer/time-zone-grid.ts';

// One grid per zone, so that every chunk packs the same array and its encoding is reused
// (writeTimeZoneGrid encodes each grid once).
const grids = new Map<string, TimeZoneCells>();

/** A time-zone grid of one zone: for a chunk that answers no coordinate's zone, it packs to a few bytes. */
export function uniformTimeZoneCells(zone = 'Etc/UTC'): TimeZoneCells {
  let cells = grids.get(zone);
  if (cells === undefined)
    grids.set(
      zone,
      (cells = Object.freeze(Array.from({ length: TIME_ZONE_GRID.rows * TIME_ZONE_GRID.columns }, () => zone))),
    );
  return cells;
}
