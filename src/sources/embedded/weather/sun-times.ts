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
  if (lastPlace?.lat !== lat || lastPlace.lon !== lon) lastPlace = { lat, lon, days: daysOf(`${lat},${lon}`) };
  return lastPlace.days(localNoonMs);
}

// suncalc solves six pairs of twilight times per call, a sixth of a forecast's work; the same
// place and day come back at every refresh. By place, then by day: a forecast asks about one
// place's days one after another, and a key of all three numbers would be built for each. The
// memos' sizes are hand-set: more places and days than a page asks about.
const daysOf = boundedMemo(1024, (place: string) => {
  const [lat, lon] = place.split(',').map(Number) as [number, number];
  return boundedMemo(512, (localNoonMs: number) => computeSunTimes(lat, lon, localNoonMs));
});
let lastPlace: { lat: number; lon: number; days: (localNoonMs: number) => SunTimes } | undefined;

function computeSunTimes(lat: number, lon: number, localNoonMs: number): SunTimes {
  const times = getTimes(new Date(localNoonMs), lat, lon);
  if (times.alwaysUp || times.alwaysDown) return { sunrise: null, sunset: null };
  return { sunrise: unixSeconds(times.sunrise), sunset: unixSeconds(times.sunset) };
}

function unixSeconds(date: Date | null): number | null {
  return date === null ? null : Math.round(date.getTime() / 1000);
}
