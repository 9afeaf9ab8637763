import type { HourlyRecord } from '../contract/records.ts';
import type { WeatherSeries } from '../sources/source.ts';
import { localDate } from '../contract/time-zones.ts';

const HOUR_MS = 3_600_000;

/** Where, inside a cached series, the answer to a request made at some instant starts. */
export interface SeriesWindow {
  /** Index of the hourly record of the current hour (meaningful when hours were asked). */
  hourIndex: number;
  /** Index of the daily record of the place's current local date. */
  dayIndex: number;
}

/**
 * The window of a series that answers `hours` hourly and `days` daily records from the instant
 * `atMs` in `timezone`, or undefined when the series does not reach that far. A series fetched
 * a while ago still answers later requests, from the later hour and local date on.
 */
export function seriesWindow(
  series: WeatherSeries,
  atMs: number,
  timezone: string,
  hours: number,
  days: number,
): SeriesWindow | undefined {
  const first = series.hourly[0];
  const hourIndex = first ? Math.floor(atMs / HOUR_MS) - hourOf(first) : 0;
  if (hours > 0 && (hourIndex < 0 || hourIndex + hours > series.hourly.length)) return undefined;
  const today = localDate(atMs, timezone);
  const dayIndex = series.daily.findIndex((day) => day.date === today);
  if (dayIndex < 0 || dayIndex + days > series.daily.length) return undefined;
  return { hourIndex, dayIndex };
}

// A cached series answers many requests: the hour its records start is read from its text once.
const startHours = new WeakMap<HourlyRecord, number>();

function hourOf(record: HourlyRecord): number {
  let hour = startHours.get(record);
  if (hour === undefined) {
    hour = Date.parse(record.time) / HOUR_MS;
    startHours.set(record, hour);
  }
  return hour;
}
