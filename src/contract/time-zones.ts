// Local calendar dates from Intl alone: the only time-zone knowledge a worker needs.

const dateFormats = new Map<string, Intl.DateTimeFormat | null>();

function dateFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dateFormats.get(timeZone);
  if (format === undefined) {
    try {
      // en-CA formats dates as YYYY-MM-DD.
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** Whether this runtime's Intl knows `timeZone`. */
export function isKnownTimeZone(timeZone: string): boolean {
  return timeZone !== '' && dateFormat(timeZone) !== null;
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone (RangeError for an unknown zone). */
export function localDate(epochMs: number, timeZone: string): string {
  const format = dateFormat(timeZone);
  if (format === null) throw new RangeError(`unknown time zone: ${JSON.stringify(timeZone)}`);
  return format.format(epochMs);
}
