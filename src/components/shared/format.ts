// Numbers, dates and times for the widgets, all through Intl. Values carry the unit name the
// service's `units` object gave them (celsius, miles_per_hour, ...): the reply says what a number
// is, so a widget never guesses from its own `units` attribute.
import { isKnownTimeZone, wallClock } from '../../contract/time-zones.ts';
import type { UnitSymbols } from '../../i18n/catalog.ts';
import { catalogLanguage, textDirection } from '../../contract/languages.ts';
import { memoised } from '../../contract/memo.ts';

/** The contract's unit names mapped to Intl's sanctioned units, with the decimals worth showing. */
export const INTL_UNITS: Record<string, { unit: string; digits: number }> = {
  celsius: { unit: 'celsius', digits: 0 },
  fahrenheit: { unit: 'fahrenheit', digits: 0 },
  kilometers_per_hour: { unit: 'kilometer-per-hour', digits: 0 },
  miles_per_hour: { unit: 'mile-per-hour', digits: 0 },
  meters_per_second: { unit: 'meter-per-second', digits: 0 },
  kilometers: { unit: 'kilometer', digits: 1 },
  miles: { unit: 'mile', digits: 1 },
  millimeters: { unit: 'millimeter', digits: 1 },
  centimeters: { unit: 'centimeter', digits: 1 },
  inches: { unit: 'inch', digits: 2 },
  percent: { unit: 'percent', digits: 0 },
};

// Units Intl has no name for, written with their symbol (whole numbers), as the widget's catalog
// writes it ("kn", "уз").
const SYMBOLS: Readonly<Record<string, keyof UnitSymbols>> = { knots: 'knots', beaufort: 'beaufort' };

/**
 * A number with its unit, isolated in right-to-left text (U+2068 … U+2069), so that "12 km/h"
 * or "1013 hPa" stays in its own order among Arabic or Hebrew words. Left to right, as it is.
 */
function isolated(locale: string, text: string): string {
  return textDirection(catalogLanguage(locale) ?? 'en') === 'rtl' ? `\u2068${text}\u2069` : text;
}

/**
 * A measurement with its unit, e.g. `formatMeasure('de-DE', 21.5, 'celsius', catalog.units, 1)` →
 * "21,5 °C". The units Intl has no name for are written with `symbols`, those of the catalog the
 * widget speaks. `digits` overrides the usual decimals of the unit. An unknown unit name prints
 * the bare number.
 */
export function formatMeasure(
  locale: string,
  value: number,
  unitName: string,
  symbols: UnitSymbols,
  digits?: number,
): string {
  const symbol = Object.hasOwn(SYMBOLS, unitName) ? symbols[SYMBOLS[unitName]!] : undefined;
  if (symbol) return isolated(locale, `${rounded(locale, value, '', 0)}\u00a0${symbol}`);
  return isolated(locale, rounded(locale, value, unitName, digits ?? INTL_UNITS[unitName]?.digits ?? 1));
}

/** A number without a unit (an index, a speed whose unit is said beside it), rounded to `digits` decimals. */
export function formatNumber(locale: string, value: number, digits: number): string {
  return isolated(locale, rounded(locale, value, '', digits));
}

/** `value` rounded to `fraction` decimals, with Intl's name of the unit when it has one. */
function rounded(locale: string, value: number, unitName: string, fraction: number): string {
  const known = INTL_UNITS[unitName];
  const options: Intl.NumberFormatOptions = known
    ? { style: 'unit', unit: known.unit, unitDisplay: 'short', maximumFractionDigits: fraction }
    : { maximumFractionDigits: fraction };
  // Round first: Intl would print -0.3 °C at no decimals as "-0 °C".
  const scale = 10 ** fraction;
  return memoised(`n|${locale}|${unitName}|${fraction}`, () => new Intl.NumberFormat(locale, options)).format(
    Math.round(value * scale) / scale + 0,
  );
}

/** A temperature without its unit ("21°"), for charts and ranges where the unit is said once. */
export function formatDegrees(locale: string, value: number): string {
  return isolated(
    locale,
    `${memoised(`d|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(Math.round(value) + 0)}°`,
  );
}

/**
 * Pressure as meteorologists write it: hectopascals for kilopascal values (kPa × 10) and inches of
 * mercury with two decimals. Intl has no sanctioned pressure unit, so the symbol is appended, as
 * `symbols` (the catalog's) writes it; no digit grouping, since weather services write "1013 hPa"
 * in every language.
 */
export function formatPressure(locale: string, value: number, unitName: string, symbols: UnitSymbols): string {
  const hecto = unitName === 'kilopascals';
  const mercuryMm = unitName === 'millimeters_of_mercury';
  const number = hecto ? value * 10 : value;
  const digits = hecto || mercuryMm ? 0 : 2;
  const formatter = memoised(
    `p|${locale}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        useGrouping: false,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  const symbol = hecto
    ? symbols.hectopascals
    : mercuryMm
      ? symbols.millimetersOfMercury
      : unitName === 'inches_of_mercury'
        ? symbols.inchesOfMercury
        : unitName;
  return isolated(locale, `${formatter.format(number)}\u00a0${symbol}`);
}

/** The zone if this browser knows it, else UTC: an upstream's odd zone name must never throw. */
export function safeTimeZone(zone: string | undefined): string {
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}

/** A time of day in the place's zone: "07:15" or "7:15 AM". */
export function formatTime(locale: string, epochMs: number, zone: string, hourCycle: 'h12' | 'h23'): string {
  const timeZone = safeTimeZone(zone);
  return memoised(
    `t|${locale}|${timeZone}|${hourCycle}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: hourCycle === 'h23' ? '2-digit' : 'numeric',
        minute: '2-digit',
        hourCycle,
        timeZone,
      }),
  ).format(epochMs);
}

/** A short hour label for a chart axis: "15:00" on a 24-hour clock, "3 PM" on a 12-hour one. */
export function formatHour(locale: string, epochMs: number, zone: string, hourCycle: 'h12' | 'h23'): string {
  if (hourCycle === 'h23') return formatTime(locale, epochMs, zone, hourCycle);
  const timeZone = safeTimeZone(zone);
  return memoised(
    `h|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', hourCycle, timeZone }),
  ).format(epochMs);
}

/** Weekday and time in the place's zone, for table rows that cross midnight: "Mon 15:00". */
export function formatDayTime(locale: string, epochMs: number, zone: string, hourCycle: 'h12' | 'h23'): string {
  const timeZone = safeTimeZone(zone);
  return memoised(
    `dt|${locale}|${timeZone}|${hourCycle}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        hour: hourCycle === 'h23' ? '2-digit' : 'numeric',
        minute: '2-digit',
        hourCycle,
        timeZone,
      }),
  ).format(epochMs);
}

/** The weekday of a local calendar date ("2026-12-21" → "Mon"); a date has no zone, so none is applied. */
export function formatWeekday(locale: string, date: string, width: 'short' | 'long' = 'short'): string {
  const [year, month, day] = date.split('-').map(Number);
  const noon = Date.UTC(year!, month! - 1, day, 12);
  return memoised(
    `w|${locale}|${width}`,
    () => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }),
  ).format(noon);
}

/** A full local date for screen readers and titles: "Monday, December 21". */
export function formatLongDate(locale: string, date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const noon = Date.UTC(year!, month! - 1, day, 12);
  return memoised(
    `l|${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  ).format(noon);
}

/** The month (1–12) at an instant in the place's zone. */
export function localMonth(epochMs: number, zone: string): number {
  return wallClock(epochMs, safeTimeZone(zone)).month;
}

/** How long ago, in the visitor's words: "2 hours ago", "vor 5 Minuten", "3 日前". */
export function formatAge(locale: string, ageSeconds: number): string {
  const formatter = memoised(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const minutes = Math.max(0, Math.round(ageSeconds / 60));
  if (minutes < 60) return formatter.format(-minutes, 'minute');
  const hours = Math.round(ageSeconds / 3600);
  if (hours < 48) return formatter.format(-hours, 'hour');
  return formatter.format(-Math.round(ageSeconds / 86_400), 'day');
}

/** A wait in whole seconds, in the locale's short form: "30s", "30 s", "30秒". */
export function formatSeconds(locale: string, seconds: number): string {
  return memoised(
    `seconds|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'narrow' }),
  ).format(Math.ceil(seconds));
}

/**
 * Non-empty parts of a place joined as the locale writes a place line: "Oslo, Norway",
 * "Oslo، النرويج", "オスロ ノルウェー".
 */
export function joinParts(locale: string, parts: readonly (string | undefined)[]): string {
  return parts.filter((part): part is string => part !== undefined && part.trim() !== '').join(placeSeparator(locale));
}

// A place line is a list of parts, written with the separator CLDR's conjunction list puts between
// its first two items (", " in most languages, "، " in Arabic). Its last separator is not used:
// in German, Polish or French it is a conjunction ("Rom, Latium und Italien"). Arabic's lists put
// "و" ("and") before every item, so its unit list's comma stands in. Chinese and Japanese list
// with "、", which would make a place's parts read as separate things: a space keeps them one
// place, as their addresses write it.
function placeSeparator(locale: string): string {
  return memoised(`list|${locale}`, () => {
    const first = (type: 'conjunction' | 'unit') =>
      new Intl.ListFormat(locale, { type, style: 'short' })
        .formatToParts(['a', 'b', 'c'])
        .find((part) => part.type === 'literal')?.value ?? '';
    const conjunction = first('conjunction');
    if (conjunction.includes('、')) return ' ';
    if (!/\p{L}/u.test(conjunction)) return conjunction;
    const bare = first('unit').replace(/\p{L}/gu, '');
    return bare.trim() === '' ? ' ' : bare;
  });
}
