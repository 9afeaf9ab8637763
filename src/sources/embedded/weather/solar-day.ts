// Cheap solar geometry for the model (NOAA "General Solar Position Calculations" fractional-year
// series): the one sun of each hour, which shapes the temperature curve and gives the UV index its
// height. Daily sunrise/sunset in the records come from suncalc. Within a quarter of a degree of
// suncalc's sun (test/sources/embedded/weather/solar-day.test.ts measures how far), and the same
// terms serve every hour of a day.

// By definition: the hours of a day, the milliseconds of an hour, the start of 2000 (where this
// count of days starts) and the Gregorian year.
const HOURS_PER_DAY = 24;
const MS_PER_HOUR = 3_600_000;
const MS_2000 = Date.UTC(2000, 0, 1);
const GREGORIAN_YEAR_DAYS = 365.2425;
// Published: the sun's centre 0.833° below the horizon (refraction + semi-diameter), as NOAA and suncalc use.
const COS_ZENITH_AT_RISE = Math.cos((90.833 * Math.PI) / 180);
// Hand-set: half-days shorter than 2 h or longer than 10 h are shaped as 2 h / 10 h: polar days and nights
// keep a weak cycle on solar time instead of a degenerate one.
const MIN_HALF_DAY = 2;
const MAX_HALF_DAY = 10;

/** The position in the year of an instant: 0 on 1 January 00:00 UTC, approaching 1 on 31 December. */
export function yearFractionAt(epochMs: number): number {
  const days = (epochMs - MS_2000) / 86_400_000;
  return (((days % GREGORIAN_YEAR_DAYS) + GREGORIAN_YEAR_DAYS) % GREGORIAN_YEAR_DAYS) / GREGORIAN_YEAR_DAYS;
}

/** The sun on one solar day at a place, in absolute hours since the Unix epoch. */
export interface SolarDay {
  /** Apparent solar noon. */
  noon: number;
  /** Sunrise and sunset used to shape the temperature curve (half-day clamped to 2–10 h). */
  rise: number;
  set: number;
  /** True length of the day in hours, 0 in polar night, 24 in polar day. */
  dayLength: number;
  /** sin(latitude)·sin(declination) and cos(latitude)·cos(declination), the sun's declination at noon: the day's share of each hour's sun. */
  sinProduct: number;
  cosProduct: number;
}

/** The mean-solar day index (days since the epoch on local mean solar time) containing an hour. */
export function solarDayIndex(epochHours: number, lon: number): number {
  return Math.floor((epochHours + lon / 15) / HOURS_PER_DAY);
}

/** Sun times of solar day `day` (see solarDayIndex) at a latitude and longitude. */
export function solarDay(day: number, lat: number, lon: number): SolarDay {
  const meanNoon = day * HOURS_PER_DAY + 12 - lon / 15;
  const gamma = 2 * Math.PI * yearFractionAt(meanNoon * MS_PER_HOUR);
  const equationOfTimeMinutes =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const declination =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const phi = (lat * Math.PI) / 180;
  const cosHourAngle =
    COS_ZENITH_AT_RISE / (Math.cos(phi) * Math.cos(declination)) - Math.tan(phi) * Math.tan(declination);
  const hourAngle = Math.acos(Math.min(1, Math.max(-1, cosHourAngle)));
  const halfDay = (hourAngle * 12) / Math.PI;
  const noon = meanNoon - equationOfTimeMinutes / 60;
  const shapedHalf = Math.min(MAX_HALF_DAY, Math.max(MIN_HALF_DAY, halfDay));
  return {
    noon,
    rise: noon - shapedHalf,
    set: noon + shapedHalf,
    dayLength: 2 * halfDay,
    sinProduct: Math.sin(phi) * Math.sin(declination),
    cosProduct: Math.cos(phi) * Math.cos(declination),
  };
}

/**
 * The cosine of the sun's zenith angle (the sine of its elevation, without refraction; negative
 * below the horizon) at `epochHour` on solar day `sun`, from the day's noon and declination alone.
 * The declination moves by at most 0.2° in half a day, so the sun stays within a quarter of a
 * degree of suncalc's.
 */
export function cosSolarZenith(sun: SolarDay, epochHour: number): number {
  const hourAngle = ((epochHour - sun.noon) * Math.PI) / 12;
  return sun.sinProduct + sun.cosProduct * Math.cos(hourAngle);
}
