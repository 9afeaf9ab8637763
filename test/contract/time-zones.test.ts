import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKnownTimeZone, localDate, utcOffsetAt, wallClock } from '../../src/contract/time-zones.ts';
import { localMonth, safeTimeZone } from '../../src/components/shared/format.ts';
import { localDayNumber, startOfLocalDay, utcOffsetMs } from '../../src/sources/embedded/weather/local-calendar.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('wall clocks of time zones', () => {
  it('reads dates and offsets of zones with odd and changing offsets', () => {
    const instant = Date.parse('2026-11-25T20:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-25');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-11-26');
    expect(localDate(instant, 'Pacific/Honolulu')).toBe('2026-11-25');
    expect(utcOffsetAt(instant, 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(utcOffsetAt(instant, 'Asia/Kathmandu')).toBe(5.75 * HOUR);
    expect(utcOffsetAt(instant, 'America/St_Johns')).toBe(-3.5 * HOUR);
    expect(utcOffsetAt(instant, 'Australia/Lord_Howe')).toBe(11 * HOUR);
    expect(utcOffsetAt(Date.parse('2026-07-01T00:00:00Z'), 'Australia/Lord_Howe')).toBe(10.5 * HOUR);
    expect(utcOffsetAt(instant + 999, 'Europe/Paris')).toBe(HOUR);
    expect(wallClock(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 3,
      minute: 0,
      second: 0,
    });
  });

  it('reads each date from its memory as from the wall clock, past the bound of that memory', () => {
    const zones = ['UTC', 'Asia/Tokyo', 'America/St_Johns', 'Pacific/Chatham', 'Europe/Berlin'];
    const start = Date.parse('2026-03-28T20:00:00Z');
    for (const round of [0, 1]) {
      for (let i = 0; i < 5_000; i++) {
        const instant = start + i * 7 * MINUTE + round * 13_000;
        const zone = zones[i % zones.length]!;
        const { year, month, day } = wallClock(instant, zone);
        expect(localDate(instant, zone)).toBe(
          `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        );
      }
    }
  });

  it('knows the zones Intl knows and refuses the rest', () => {
    expect(isKnownTimeZone('America/Santiago')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(() => localDate(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
  });

  it('finds the first instant of a day whose midnight a clock change skips', () => {
    const day = localDayNumber('America/Santiago', Date.parse('2026-09-06T12:00:00Z'));
    expect(startOfLocalDay('America/Santiago', day)).toBe(Date.parse('2026-09-06T04:00:00Z'));
    expect(utcOffsetMs('America/Santiago', Date.parse('2026-09-06T04:00:00Z'))).toBe(-3 * HOUR);
  });
});

// How a locale writes a date is locale data: WebKitGTK on Debian's ICU 72 writes en-CA dates as
// "11/25/2026" where Node writes "2026-11-25". Every reading must come from formatToParts.
describe('with a runtime whose locale data formats dates differently', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads dates, months and offsets without parsing any formatted string', () => {
    // format is an accessor that returns a bound function.
    const formatter = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    vi.spyOn(formatter, 'format', 'get').mockReturnValue(() => {
      throw new Error('a formatted date was parsed');
    });
    const instant = Date.parse('2026-12-31T23:30:00Z');
    expect(localDate(instant, 'Pacific/Chatham')).toBe('2027-01-01');
    expect(localMonth(instant, 'Asia/Tokyo')).toBe(1);
    expect(utcOffsetMs('Pacific/Chatham', instant)).toBe(13.75 * HOUR);
    expect(utcOffsetMs('America/Caracas', instant + MINUTE)).toBe(-4 * HOUR);
  });
});
