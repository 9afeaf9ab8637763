import { getTimes } from 'suncalc';
import { boundedMemo } from '../../../contract/bounded-memo.ts';

/** Sunrise and sunset of a local day as Unix seconds; null when the sun does not rise or set. */
export interface SunTimes {
  sunrise: number | null;
  sunset: number | null;
}

/**
 * Sunrise and sunset for the local day whose middle is `localNoonMs`. suncalc solves the solar
 * day whose transit is nearest the instant it is given, so passing the civil noon picks the
 * right sun even where the zone is hours away from solar time (Pacific/Kiritimati, UTC+14 at
 * 157°W). Polar day and polar night (suncalc's alwaysUp / alwaysDown) give null for both.
 */
export function sunTimes(lat: number, lon: number, localNoonMs: number): SunTimes {
  return memoisedSunTimes(`${lat},${lon},${localNoonMs}`);
}

// suncalc solves six pairs of twilight times per call, a sixth of a forecast's work; the same
// place and day come back at every refresh. The memo's size is hand-set: more places and days
// than a page asks about.
const memoisedSunTimes = boundedMemo(4096, (key: string): SunTimes => {
  const [lat, lon, localNoonMs] = key.split(',').map(Number) as [number, number, number];
  return computeSunTimes(lat, lon, localNoonMs);
});

function computeSunTimes(lat: number, lon: number, localNoonMs: number): SunTimes {
  const times = getTimes(new Date(localNoonMs), lat, lon);
  if (times.alwaysUp || times.alwaysDown) return { sunrise: null, sunset: null };
  return { sunrise: unixSeconds(times.sunrise), sunset: unixSeconds(times.sunset) };
}

function unixSeconds(date: Date | null): number | null {
  return date === null ? null : Math.round(date.getTime() / 1000);
}
