// The mean length of the day in each month at a latitude: hours from sunrise to sunset (the sun's
// centre 0.833° below the horizon), averaged over the days of a common year, from the weather
// model's own solar day (solar-day.ts).
import { solarDay } from '../weather/solar-day.ts';

// By definition: the days of each month of a common year, and the first day of 2001 since the epoch.
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const FIRST_DAY_2001 = Date.UTC(2001, 0, 1) / 86_400_000;

/** Hours from sunrise to sunset on one day of the year (0 = 1 January): 0 in polar night, 24 in polar day. */
export function dayLengthHours(lat: number, dayOfYear: number): number {
  return solarDay(FIRST_DAY_2001 + dayOfYear, lat, 0).dayLength;
}

/** The mean day length of each month, January first, at a latitude (degrees north). */
export function monthlyDaylightHours(lat: number): number[] {
  let day = 0;
  return MONTH_DAYS.map((days) => {
    let sum = 0;
    for (let d = 0; d < days; d++) sum += dayLengthHours(lat, day + d);
    day += days;
    return sum / days;
  });
}

/** By definition: the days of each month in a mean Gregorian year (February 28.2425), January first. */
export const MEAN_MONTH_DAYS: readonly number[] = MONTH_DAYS.map((days, index) => (index === 1 ? days + 0.2425 : days));
