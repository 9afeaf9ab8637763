// The moon of each local day of a forecast, at the day's local noon as the contract asks. The
// forecast already knows where the day begins and ends, and the zone's offset at both instants
// (local-calendar.ts remembers them): when the two offsets agree, noon is 12:00 wall-clock time
// less that offset, with no call to Intl. A day the clocks change asks moon-of-day.ts's search.
import { localNoon, moonAt, type MoonOfDay } from '../../astronomy/moon-of-day.ts';
import { boundedMemo } from '../../../contract/bounded-memo.ts';
import { civilDate } from './civil-date.ts';
import { utcOffsetMs } from './local-calendar.ts';

// By definition.
const MS_PER_DAY = 86_400_000;
// A worker asks about the same days at every refresh; the moon of an instant never changes.
// The memo's size is hand-set: more days than a page asks about.
const moonAtNoon = boundedMemo(4096, moonAt);

/**
 * The instant (epoch ms) of 12:00 wall-clock time on local day `dayNumber` (see localDayNumber)
 * in `timezone`, whose first instant is `dayStart` and whose next day begins at `nextStart`.
 */
export function noonOfLocalDay(timezone: string, dayNumber: number, dayStart: number, nextStart: number): number {
  const offset = utcOffsetMs(timezone, dayStart);
  if (utcOffsetMs(timezone, nextStart) !== offset) return localNoon(civilDate(dayNumber), timezone);
  return dayNumber * MS_PER_DAY + MS_PER_DAY / 2 - offset;
}

/** The moon of a local day (arguments as noonOfLocalDay's), at its noon. */
export function moonOfLocalDay(timezone: string, dayNumber: number, dayStart: number, nextStart: number): MoonOfDay {
  return moonAtNoon(noonOfLocalDay(timezone, dayNumber, dayStart, nextStart));
}
