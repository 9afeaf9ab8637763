// Wall-clock dates and offsets of IANA time zones, from Intl alone: the only time-zone knowledge
// a worker needs. Values are read from formatToParts, never by parsing a formatted string: how a
// locale writes a date is locale data, and it differs between ICU versions (WebKitGTK on
// Debian's ICU 72 writes en-CA dates as "11/25/2026", where Node and Chromium write "2026-11-25").

/** A wall-clock reading: the fields of an instant as a clock in some zone shows them. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MS_PER_SECOND = 1000;
const wallClocks = new Map<string, Intl.DateTimeFormat | null>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = wallClocks.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        numberingSystem: 'latn',
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null;
    }
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** Whether this runtime's Intl knows `timeZone`. */
export function isKnownTimeZone(timeZone: string): boolean {
  return typeof timeZone === 'string' && timeZone !== '' && wallClockFormat(timeZone) !== null;
}

/** The wall clock of an instant in an IANA time zone (RangeError for an unknown zone). */
export function wallClock(epochMs: number, timeZone: string): WallClock {
  const format = wallClockFormat(timeZone);
  if (format === null) throw new RangeError(`unknown time zone: ${JSON.stringify(timeZone)}`);
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(epochMs)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone (RangeError for an unknown zone). */
export function localDate(epochMs: number, timeZone: string): string {
  // Every cached answer asks this, and formatToParts costs microseconds: remember each zone's
  // date per minute, when the minute's first and last millisecond agree on it (a zone's
  // transition inside that minute is computed exactly instead). By zone, then by the minute's
  // number: a key joined from both would be built and hashed on every call.
  const minute = Math.floor(epochMs / MS_PER_MINUTE);
  let dates = datesByZone.get(timeZone);
  const known = dates?.get(minute);
  if (known !== undefined) return known;
  const date = dateAt(minute * MS_PER_MINUTE, timeZone);
  if (dateAt((minute + 1) * MS_PER_MINUTE - 1, timeZone) !== date) return dateAt(epochMs, timeZone);
  if (rememberedDates >= MAX_REMEMBERED_DATES) {
    datesByZone.clear();
    rememberedDates = 0;
    dates = undefined;
  }
  if (dates === undefined) {
    dates = new Map();
    datesByZone.set(timeZone, dates);
  }
  dates.set(minute, date);
  rememberedDates += 1;
  return date;
}

const MS_PER_MINUTE = 60_000;
const MAX_REMEMBERED_DATES = 4_096;
const datesByZone = new Map<string, Map<number, string>>();
let rememberedDates = 0;

function dateAt(epochMs: number, timeZone: string): string {
  const { year, month, day } = wallClock(epochMs, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive; RangeError for an unknown zone). */
export function utcOffsetAt(epochMs: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(epochMs, timeZone);
  const wholeSecond = Math.floor(epochMs / MS_PER_SECOND) * MS_PER_SECOND;
  // Date.UTC reads years 0–99 as 1900–1999; setUTCFullYear does not.
  const wall = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  wall.setUTCFullYear(year);
  return wall.getTime() - wholeSecond;
}
