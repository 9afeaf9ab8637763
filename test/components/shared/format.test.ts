import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatDayTime,
  formatDegrees,
  formatHour,
  formatMeasure,
  formatPressure,
  formatTime,
  formatWeekday,
  localMonth,
  safeTimeZone,
} from '../../../src/components/shared/format.ts';
import { catalogOf } from '../../support/catalogs.ts';

/** The unit symbols of the catalog a locale is spoken in, as the widgets pass them. */
const symbolsOf = (locale: string) => catalogOf(locale).units;

// Intl puts narrow no-break spaces between numbers and some units; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMeasure', () => {
  it('writes temperatures with the decimal mark of the language', () => {
    expect(plain(formatMeasure('en-US', 21.5, 'celsius', symbolsOf('en-US'), 1))).toBe('21.5°C');
    expect(plain(formatMeasure('de-DE', 21.5, 'celsius', symbolsOf('de-DE'), 1))).toBe('21,5 °C');
    expect(plain(formatMeasure('ja-JP', 21.5, 'celsius', symbolsOf('ja-JP'), 1))).toBe('21.5°C');
  });

  it('rounds temperatures to whole degrees unless asked otherwise', () => {
    expect(plain(formatMeasure('en-US', 70.4, 'fahrenheit', symbolsOf('en-US')))).toBe('70°F');
    expect(plain(formatMeasure('en-US', -0.3, 'celsius', symbolsOf('en-US')))).toBe('0°C');
    expect(plain(formatMeasure('en-US', -0.6, 'celsius', symbolsOf('en-US')))).toBe('-1°C');
  });

  it('trusts the unit the reply names, whatever the widget asked for', () => {
    expect(plain(formatMeasure('en-US', 12, 'kilometers_per_hour', symbolsOf('en-US')))).toBe('12 km/h');
    expect(plain(formatMeasure('en-US', 7, 'miles_per_hour', symbolsOf('en-US')))).toBe('7 mph');
    expect(plain(formatMeasure('de-DE', 7, 'miles_per_hour', symbolsOf('de-DE')))).toBe('7 mi/h');
    expect(plain(formatMeasure('en-US', 10, 'kilometers', symbolsOf('en-US')))).toBe('10 km');
    expect(plain(formatMeasure('en-US', 6.2, 'miles', symbolsOf('en-US')))).toBe('6.2 mi');
    expect(plain(formatMeasure('de-DE', 1.2, 'millimeters', symbolsOf('de-DE')))).toBe('1,2 mm');
    expect(plain(formatMeasure('en-US', 0.05, 'inches', symbolsOf('en-US')))).toBe('0.05 in');
    expect(plain(formatMeasure('en-US', 3, 'centimeters', symbolsOf('en-US')))).toBe('3 cm');
  });

  it('writes percentages as the language does', () => {
    expect(plain(formatMeasure('en-US', 40, 'percent', symbolsOf('en-US')))).toBe('40%');
    expect(plain(formatMeasure('de-DE', 40, 'percent', symbolsOf('de-DE')))).toBe('40 %');
  });

  it('prints a bare number for a unit it does not know', () => {
    expect(formatMeasure('en-US', 3.25, 'furlongs', symbolsOf('en-US'))).toBe('3.3');
  });
});

describe('units Intl has no name for', () => {
  it("are written with the symbols of the catalog the widget speaks, which may still be English's", () => {
    expect(formatMeasure('ru', 12.4, 'knots', symbolsOf('ru'))).toBe('12\u00a0уз');
    expect(formatPressure('ru', 101.3, 'kilopascals', symbolsOf('ru'))).toBe('1013\u00a0гПа');
    expect(formatMeasure('ru', 12.4, 'knots', symbolsOf('en'))).toBe('12\u00a0kn');
  });
});

describe('formatDegrees', () => {
  it('gives a short whole-degree label without the unit', () => {
    expect(formatDegrees('en-US', 21.6)).toBe('22°');
    expect(formatDegrees('de-DE', -3.4)).toBe('-3°');
    expect(formatDegrees('en-US', -0.2)).toBe('0°');
  });
});

describe('formatPressure', () => {
  it('turns kilopascals into hectopascals without digit grouping, in every language', () => {
    expect(plain(formatPressure('en-US', 101.3, 'kilopascals', symbolsOf('en-US')))).toBe('1013 hPa');
    expect(plain(formatPressure('de-DE', 101.3, 'kilopascals', symbolsOf('de-DE')))).toBe('1013 hPa');
    expect(plain(formatPressure('ja-JP', 99.87, 'kilopascals', symbolsOf('ja-JP')))).toBe('999 hPa');
  });

  it('writes inches of mercury with two decimals', () => {
    expect(plain(formatPressure('en-US', 29.9, 'inches_of_mercury', symbolsOf('en-US')))).toBe('29.90 inHg');
    expect(plain(formatPressure('de-DE', 29.92, 'inches_of_mercury', symbolsOf('de-DE')))).toBe('29,92 inHg');
  });
});

describe('times in the place’s zone', () => {
  const noonUtc = Date.UTC(2026, 5, 1, 12, 0);

  it('shows the same instant at the local hour of each zone', () => {
    expect(formatTime('en-GB', noonUtc, 'UTC', 'h23')).toBe('12:00');
    expect(formatTime('en-GB', noonUtc, 'Asia/Tokyo', 'h23')).toBe('21:00');
    expect(plain(formatTime('en-US', noonUtc, 'Asia/Tokyo', 'h12'))).toBe('9:00 PM');
    expect(formatTime('ja-JP', noonUtc, 'Asia/Tokyo', 'h23')).toBe('21:00');
  });

  it('follows the requested clock rather than the language’s', () => {
    expect(formatTime('en-US', noonUtc, 'UTC', 'h23')).toBe('12:00');
    expect(plain(formatTime('de-DE', noonUtc, 'UTC', 'h12'))).toBe('12:00 PM');
  });

  it('labels chart hours briefly', () => {
    expect(plain(formatHour('en-US', noonUtc, 'Asia/Tokyo', 'h12'))).toBe('9 PM');
    expect(formatHour('de-DE', noonUtc, 'Asia/Tokyo', 'h23')).toBe('21:00');
  });

  it('names the weekday with the time where rows cross midnight', () => {
    expect(formatDayTime('en-GB', Date.UTC(2026, 11, 21, 20), 'Asia/Tokyo', 'h23')).toBe('Tue 05:00');
    expect(formatDayTime('de-DE', Date.UTC(2026, 11, 21, 20), 'UTC', 'h23')).toBe('Mo., 20:00');
  });

  it('falls back to UTC for a zone the browser does not know, without throwing', () => {
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(safeTimeZone('')).toBe('UTC');
    expect(safeTimeZone('Europe/Oslo')).toBe('Europe/Oslo');
    expect(formatTime('en-GB', noonUtc, 'Mars/Olympus_Mons', 'h23')).toBe('12:00');
  });

  it('reads the local month, which differs from UTC across midnight at a year’s end', () => {
    const newYearInTokyo = Date.UTC(2026, 11, 31, 20, 0);
    expect(localMonth(newYearInTokyo, 'UTC')).toBe(12);
    expect(localMonth(newYearInTokyo, 'Asia/Tokyo')).toBe(1);
  });
});

describe('formatWeekday', () => {
  it('names the weekday of a local calendar date in the language', () => {
    // 2026-12-21 is a Monday.
    expect(formatWeekday('en-US', '2026-12-21')).toBe('Mon');
    expect(formatWeekday('de-DE', '2026-12-21')).toBe('Mo');
    expect(formatWeekday('ja-JP', '2026-12-21')).toBe('月');
    expect(formatWeekday('de-DE', '2026-12-21', 'long')).toBe('Montag');
  });
});

describe('formatAge', () => {
  it('says how long ago in the language', () => {
    expect(formatAge('en-US', 7200)).toBe('2 hours ago');
    expect(formatAge('de-DE', 7200)).toBe('vor 2 Stunden');
    expect(formatAge('ja-JP', 7200)).toBe('2 時間前');
  });

  it('uses minutes below an hour and days beyond two', () => {
    expect(formatAge('en-US', 300)).toBe('5 minutes ago');
    expect(formatAge('en-US', 3 * 86_400)).toBe('3 days ago');
  });
});

describe('numbers with units in right-to-left text', () => {
  it('isolates each measurement in Arabic and Hebrew, so it keeps its order among the words', () => {
    expect(formatMeasure('he', 12, 'kilometers_per_hour', symbolsOf('he'))).toMatch(/^\u2068.*12.*\u2069$/);
    expect(formatPressure('ar', 101.3, 'kilopascals', symbolsOf('ar'))).toMatch(/^\u2068.*\u2069$/);
    expect(formatDegrees('he-IL', 21)).toBe('\u206821°\u2069');
  });

  it('leaves left-to-right text as it is', () => {
    expect(formatDegrees('de', 21)).toBe('21°');
    expect(formatMeasure('ja', 12, 'kilometers_per_hour', symbolsOf('ja'))).not.toMatch(/[\u2068\u2069]/);
  });
});
