// Independent reference computations the tests compare the model against.

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local calendar date (YYYY-MM-DD) of an instant in a time zone, straight from Intl. */
export function localDate(timezone: string, epochMs: number): string {
  let formatter = dateFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timezone, formatter);
  }
  return formatter.format(epochMs);
}

/** Magnus relative humidity (%), Alduchov–Eskridge constants. */
export function magnusHumidity(temp: number, dew: number): number {
  const a = 17.625,
    b = 243.04;
  return 100 * Math.exp((a * dew) / (b + dew) - (a * temp) / (b + temp));
}

/** Pearson correlation of two equally long series. */
export function correlation(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n,
    my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0,
    sxx = 0,
    syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
