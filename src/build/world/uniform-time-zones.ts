import { TIME_ZONE_GRID } from '../../sources/embedded/gazetteer/asset-format.ts';
import type { TimeZoneCells } from '../gazetteer/time-zone-grid.ts';

/** A time-zone grid of one zone: for a chunk that answers no coordinate's zone, it packs to a few bytes. */
export function uniformTimeZoneCells(zone = 'Etc/UTC'): TimeZoneCells {
  return Array.from({ length: TIME_ZONE_GRID.rows * TIME_ZONE_GRID.columns }, () => zone);
}
