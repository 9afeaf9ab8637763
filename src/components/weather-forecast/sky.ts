// Day or night at a place, and the wind's arrow: small decisions the current conditions need.

/** Whether the sun is up: an ordinary day or night, or a day with no sunrise or no sunset. */
export type Daylight = 'day' | 'night' | 'polar-day' | 'polar-night';

const DAY_MS = 86_400_000;

/**
 * On a day with neither sunrise nor sunset (both `null`), whether the sun stays up or down.
 * The service gives no solar elevation, so this uses the sign of the sun's declination: between
 * the March and September equinoxes the north has the long days, otherwise the south. Beyond the
 * polar circles, where such days happen, that is exact except within a day or two of an equinox.
 */
export function polarDaylight(lat: number, epochMs: number): 'polar-day' | 'polar-night' {
  const date = new Date(epochMs);
  const dayOfYear = Math.floor((epochMs - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS);
  // Declination ≈ −23.44° × cos(2π(N + 10)/365): zero near day 80 (Mar 21) and day 263 (Sep 20).
  const declination = -Math.cos((2 * Math.PI * (dayOfYear + 10)) / 365);
  return lat >= 0 === declination > 0 ? 'polar-day' : 'polar-night';
}

/**
 * Day or night at `epochMs` given the local day's sunrise and sunset (Unix seconds, either may be
 * null on the days around polar day or night): night before sunrise and after sunset.
 */
export function daylightAt(epochMs: number, sunrise: number | null, sunset: number | null, lat: number): Daylight {
  const seconds = epochMs / 1000;
  if (sunrise === null && sunset === null) return polarDaylight(lat, epochMs);
  // Only a sunset: the sun was up since midnight. Only a sunrise: it stays up until midnight.
  if (sunrise === null) return seconds < sunset! ? 'day' : 'night';
  if (sunset === null) return seconds >= sunrise ? 'day' : 'night';
  return seconds >= sunrise && seconds < sunset ? 'day' : 'night';
}

/**
 * Whether a day's icon is the night one: on a day the sun does not rise at all (polar night). A
 * polar day, and every ordinary day, keeps the day icon.
 */
export function sunlessDay(day: { date: string; sunrise: number | null; sunset: number | null }, lat: number): boolean {
  return (
    day.sunrise === null &&
    day.sunset === null &&
    polarDaylight(lat, Date.parse(`${day.date}T12:00:00Z`)) === 'polar-night'
  );
}

/** Whether the night icon applies. */
export function isNight(daylight: Daylight): boolean {
  return daylight === 'night' || daylight === 'polar-night';
}

/** The arrow's rotation in degrees: `wind_deg` is where the wind comes FROM; the arrow points where it blows TO. */
export function windArrowRotation(windDeg: number): number {
  return (((windDeg + 180) % 360) + 360) % 360;
}

// 15 km/h in each unit a wind may be shown in (Beaufort: two forces).
const GUST_MARGINS: Record<string, number> = { miles_per_hour: 9, meters_per_second: 4, knots: 8, beaufort: 2 };

/**
 * Whether gusts are worth a mention: at least half again the mean wind and 15 km/h (9 mph) above it,
 * so light-air gusts and steady gales stay quiet.
 */
export function notableGusts(speed: number, gust: number, unitName: string): boolean {
  const margin = GUST_MARGINS[unitName] ?? 15;
  return gust >= speed * 1.5 && gust - speed >= margin;
}
