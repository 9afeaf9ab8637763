import type { SolarDay } from './solar-day.ts';

// Parton & Logan (1981, Agric. Meteorol. 23:205) diurnal curve: a sine from the minimum at
// sunrise to the maximum LAG hours after solar noon, then an exponential decay through the night
// toward the next day's minimum at the next sunrise. Anchoring each night on both days keeps the
// curve continuous across days, and each day's extremes exactly where they belong. Published:
// the lag and the night decay are of the order Parton & Logan fitted (a = 1.86 h, b = 2.20 at
// Denver), hand-set to round values.
const LAG_OF_MAX_AFTER_NOON = 2;
const NIGHT_DECAY = 2.2;

/** The temperature targets of one solar day. */
export interface DayTemperature {
  sun: SolarDay;
  tmax: number;
  tmin: number;
}

/** Temperature at an instant during the daylight of `day` (rise ≤ hour ≤ set). */
function daytime(day: DayTemperature, hour: number): number {
  const daylight = day.sun.set - day.sun.rise;
  const sinceRise = hour - day.sun.rise;
  return day.tmin + (day.tmax - day.tmin) * Math.sin((Math.PI * sinceRise) / (daylight + 2 * LAG_OF_MAX_AFTER_NOON));
}

/** Temperature at an instant of the night between `evening`'s sunset and `morning`'s sunrise. */
function nighttime(evening: DayTemperature, morning: DayTemperature, hour: number): number {
  const atSunset = daytime(evening, evening.sun.set);
  const night = morning.sun.rise - evening.sun.set;
  const progress = (hour - evening.sun.set) / night;
  const floor = Math.exp(-NIGHT_DECAY);
  // Normalised so the decay starts at the sunset temperature and lands on the next minimum.
  const remaining = (Math.exp(-NIGHT_DECAY * progress) - floor) / (1 - floor);
  return morning.tmin + (atSunset - morning.tmin) * remaining;
}

/**
 * Air temperature at `hour` (absolute hours) given the solar day containing it and its neighbours.
 */
export function temperatureAt(
  hour: number,
  previous: DayTemperature,
  day: DayTemperature,
  next: DayTemperature,
): number {
  if (hour < day.sun.rise) return nighttime(previous, day, hour);
  if (hour <= day.sun.set) return daytime(day, hour);
  return nighttime(day, next, hour);
}
