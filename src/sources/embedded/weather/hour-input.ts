// What the weather of one hour is made from: the hourly generator's input, which the pieces it
// calls (the surface wind, ...) read too.
import type { DayClimate } from './day-climate.ts';
import type { SynopticState } from './synoptic-state.ts';
import type { UvDay } from './uv-index.ts';
import type { WeatherPlace } from './weather-place.ts';

/** Everything one hour is made from. */
export interface HourInput {
  place: WeatherPlace;
  /** 0 = open sea, 1 = deep inland (the climate's continentality). */
  continentality: number;
  /** Hours since the Unix epoch of the hour's start. */
  epochHour: number;
  /** The hour's `YYYY-MM-DDThh:00:00Z`. */
  time: string;
  /** The UV index's terms for the hour's UTC day (uv-index.ts). */
  uvDay: UvDay;
  state: SynopticState;
  /** Change of the pressure anomaly over the surrounding 6 h (negative = falling). */
  pressureTendency: number;
  /** Local apparent solar hour, 0–24. */
  solarHour: number;
  previous: DayClimate;
  today: DayClimate;
  next: DayClimate;
}
