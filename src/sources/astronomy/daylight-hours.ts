// The mean length of the day in each month at a latitude: hours from sunrise to sunset, the sun's
// centre 0.833° below the horizon (refraction and semi-diameter, as NOAA and suncalc take it),
// averaged over the days of a mean year. Declination from Spencer's series (NOAA, "General Solar
// Position Calculations"), which is within a few minutes of day length anywhere off the poles.

// By definition: the days of each month of a common year, and the Gregorian year.
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const YEAR_DAYS = 365.2425;
const COS_ZENITH_AT_RISE = Math.cos((90.833 * Math.PI) / 180);

function declinationOf(dayOfYear: number): number {
  const gamma = (2 * Math.PI * (dayOfYear + 0.5)) / YEAR_DAYS;
  return (
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma)
  );
}

/** Hours from sunrise to sunset on one day of the year (0 = 1 January): 0 in polar night, 24 in polar day. */
export function dayLengthHours(lat: number, dayOfYear: number): number {
  const phi = (lat * Math.PI) / 180;
  const declination = declinationOf(dayOfYear);
  const cosHourAngle =
    COS_ZENITH_AT_RISE / (Math.cos(phi) * Math.cos(declination)) - Math.tan(phi) * Math.tan(declination);
  if (cosHourAngle >= 1) return 0;
  if (cosHourAngle <= -1) return 24;
  return (24 * Math.acos(cosHourAngle)) / Math.PI;
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

/** The days of each month in a mean year (February 28.24), January first. */
export const MEAN_MONTH_DAYS: readonly number[] = MONTH_DAYS.map((days, index) => (index === 1 ? days + 0.2425 : days));
