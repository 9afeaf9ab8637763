// A page's first Intl formatter loads ICU's data for the whole renderer process: measured in
// Chromium under Lighthouse's 4× CPU throttle, the first DateTimeFormat or NumberFormat costs
// 60–230 ms, and the same call after a worker of the page has built one costs 1–30 ms. The
// widgets write their first number and time on the main thread when the first answer comes; the
// worker builds one formatter of each kind before that, while the answer waits on the network,
// so that the main thread finds the data loaded (see docs/architecture.md).

/** Builds a date-time format, a unit format and the likely subtags of each of `locales`, once. */
export function warmUpIntl(locales: readonly string[]): void {
  for (const locale of new Set([...locales, 'en'])) {
    try {
      new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        0,
      );
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 }).format(0);
      new Intl.Locale(locale).maximize();
    } catch {
      // A tag the browser cannot use is the page's to report, not this optional head start's.
    }
  }
}
