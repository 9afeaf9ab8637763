import { isKnownTimeZone, utcOffsetAt } from '../../../contract/time-zones.ts';
import { boundedMemo } from '../../../contract/bounded-memo.ts';
import { localNoon } from '../../astronomy/moon-of-day.ts';
import { civilDate } from './civil-date.ts';

// Local calendar days of an IANA time zone, from Intl alone. Reading a zone's offset is the only
// Intl call on the hot path, and it is memoised per zone and instant, and per zone and UTC
// midnight (forecasts ask about the same days again and again, and a new day brings one new
// midnight).

// By definition.
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const offsetMemos = new Map<string, (epochMs: number) => number>();
const midnightOffsetMemos = new Map<string, (utcDay: number) => number>();

/** Throws a RangeError unless `timezone` is an IANA zone this runtime knows. */
export function assertTimeZone(timezone: string): void {
  if (typeof timezone !== 'string' || timezone === '')
    throw new RangeError('place.timezone must be a non-empty string');
  if (!isKnownTimeZone(timezone))
    throw new RangeError(`place.timezone is not a time zone Intl knows: ${JSON.stringify(timezone)}`);
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function utcOffsetMs(timezone: string, epochMs: number): number {
  let memo = offsetMemos.get(timezone);
  if (!memo) {
    assertTimeZone(timezone); // an unknown zone throws here, before anything is remembered for it
    memo = boundedMemo(2048, (instant: number) => utcOffsetAt(instant, timezone));
    offsetMemos.set(timezone, memo);
  }
  return memo(epochMs);
}

/** The zone's offset from UTC at 00:00 UTC of day `utcDay` (days since the epoch), in milliseconds. */
function offsetAtUtcMidnight(timezone: string, utcDay: number): number {
  let memo = midnightOffsetMemos.get(timezone);
  if (!memo) {
    assertTimeZone(timezone);
    // Keyed by the day's small whole number, not its instant: the key is cheaper to find.
    memo = boundedMemo(2048, (day: number) => utcOffsetAt(day * MS_PER_DAY, timezone));
    midnightOffsetMemos.set(timezone, memo);
  }
  return memo(utcDay);
}

/** A local calendar date as a day count: days since 1970-01-01 of the wall-clock date (see civilDate). */
export function localDayNumber(timezone: string, epochMs: number): number {
  return Math.floor((epochMs + offsetWithinDay(timezone, epochMs)) / MS_PER_DAY);
}

// The offset at any instant, from the UTC midnights either side when they agree: every request
// asks at a new instant, and the midnights are what the memo already holds. No zone changes its
// clocks and back within a day, so agreeing ends mean no change between them; otherwise the
// instant itself is read.
function offsetWithinDay(timezone: string, epochMs: number): number {
  const utcDay = Math.floor(epochMs / MS_PER_DAY);
  const before = offsetAtUtcMidnight(timezone, utcDay);
  return offsetAtUtcMidnight(timezone, utcDay + 1) === before ? before : utcOffsetMs(timezone, epochMs);
}

/**
 * The first instant (epoch ms, to the minute) whose local date is `dayNumber`. Usually local
 * midnight; on a day whose midnight is skipped by a clock change (America/Santiago in September)
 * it is the instant of the change.
 */
export function startOfLocalDay(timezone: string, dayNumber: number): number {
  const wallMidnight = dayNumber * MS_PER_DAY;
  // The offset in force at local midnight is the one either side of it within a day; try both.
  const offsets = new Set([
    utcOffsetMs(timezone, wallMidnight - MS_PER_DAY / 2),
    utcOffsetMs(timezone, wallMidnight + MS_PER_DAY / 2),
  ]);
  let earliest = Infinity;
  for (const offset of offsets) {
    const candidate = wallMidnight - offset;
    if (utcOffsetMs(timezone, candidate) === offset) earliest = Math.min(earliest, candidate);
  }
  if (earliest !== Infinity) return earliest;
  // Midnight does not exist: bisect (to the minute) for the change between the two candidates.
  let before = wallMidnight - Math.max(...offsets);
  let after = wallMidnight - Math.min(...offsets);
  while (after - before > MS_PER_MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (localDayNumber(timezone, middle) >= dayNumber) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * The first instant of the local day after `dayNumber`, whose first instant is `dayStart`.
 * When the day began at local midnight and the offset is the same 24 hours later, that is the
 * answer (one Intl call); across a clock change it falls back to the full search.
 */
export function startOfNextLocalDay(timezone: string, dayStart: number, dayNumber: number): number {
  const offset = utcOffsetMs(timezone, dayStart);
  const guess = dayStart + MS_PER_DAY;
  if ((dayStart + offset) % MS_PER_DAY === 0 && utcOffsetMs(timezone, guess) === offset) return guess;
  return startOfLocalDay(timezone, dayNumber + 1);
}

/**
 * The instant (epoch ms) of 12:00 wall-clock time on local day `dayNumber` (see localDayNumber)
 * in `timezone`, whose first instant is `dayStart` and whose next day begins at `nextStart`.
 * When the offsets at both ends agree, it is 12:00 less that offset, with no call to Intl; a day
 * the clocks change asks localNoon's search.
 */
export function noonOfLocalDay(timezone: string, dayNumber: number, dayStart: number, nextStart: number): number {
  const offset = utcOffsetMs(timezone, dayStart);
  if (utcOffsetMs(timezone, nextStart) !== offset) return localNoon(civilDate(dayNumber), timezone);
  return dayNumber * MS_PER_DAY + MS_PER_DAY / 2 - offset;
}

/** `count` local days of a zone: where each begins and its noon. */
export interface LocalDays {
  /** starts[i]: the first instant of day first + i; starts[count]: of the day after the last. */
  starts: number[];
  /** noons[i]: the instant of 12:00 wall-clock time on day first + i. */
  noons: number[];
}

/**
 * The boundaries and noons of `count` local days from local day `first` (see localDayNumber).
 * Usually the zone keeps one offset through them all: its offsets at every UTC midnight from the
 * day before the first to the day after the last agree (no zone changes its clocks and back
 * within a day), and each midnight and noon is the wall-clock time less that offset, one lookup a
 * day. Otherwise each day is found as startOfLocalDay, startOfNextLocalDay and noonOfLocalDay do.
 */
export function localDays(timezone: string, first: number, count: number): LocalDays {
  const starts: number[] = [];
  const noons: number[] = [];
  // Every local midnight lies within 14 hours of its UTC one, between the UTC midnights either side.
  const offset = offsetAtUtcMidnight(timezone, first - 1);
  let steady = true;
  for (let day = first; steady && day <= first + count + 1; day++)
    steady = offsetAtUtcMidnight(timezone, day) === offset;
  if (steady) {
    for (let i = 0; i <= count; i++) starts.push((first + i) * MS_PER_DAY - offset);
    for (let i = 0; i < count; i++) noons.push((first + i) * MS_PER_DAY + MS_PER_DAY / 2 - offset);
    return { starts, noons };
  }
  starts.push(startOfLocalDay(timezone, first));
  for (let i = 0; i < count; i++) {
    starts.push(startOfNextLocalDay(timezone, starts[i]!, first + i));
    noons.push(noonOfLocalDay(timezone, first + i, starts[i]!, starts[i + 1]!));
  }
  return { starts, noons };
}
