import type { Climate, MonthlyNormals } from '../climate/climate.ts';
import type { HourlyRecord } from '../../../contract/records.ts';
import { dayClimate, type DayClimate } from './day-climate.ts';
import { hourlyRecord } from './hourly-weather.ts';
import { cloudFraction, precipitationAt } from './precipitation.ts';
import { solarDayIndex } from './solar-day.ts';
import { unitVector, type UnitVector } from './sphere-field.ts';
import { interpolateStates, mesoscaleField, synopticState, type SynopticState } from './synoptic-state.ts';
import { civilDate } from './civil-date.ts';
import type { WeatherPlace } from './weather-place.ts';
import { uvDay, type UvDay } from './uv-index.ts';

// Synoptic fields are evaluated every 6 hours (UTC) and interpolated: they vary over days, so
// this costs nothing in realism and saves five sixths of their noise evaluations. Only the
// short-lived mesoscale field is evaluated every hour. Hand-set.
const NODE_HOURS = 6;
// By definition.
const MS_PER_DAY = 86_400_000;

/** What every hour of one UTC day shares: its date and its UV index's day terms. */
interface UtcDay {
  date: string;
  uv: UvDay;
}

/** Hourly weather of one place, memoised per call so neighbouring hours share their work. */
export interface PlaceModel {
  /** The record of the hour starting at `epochHour` (hours since the Unix epoch). */
  hour(epochHour: number): HourlyRecord;
}

/**
 * The weather model of one place. Every value depends only on (place, climate, instant): the
 * caches hold values keyed by absolute node and day numbers, never anything about the request.
 */
export function placeModel(place: WeatherPlace, climate: Climate): PlaceModel {
  const point: UnitVector = unitVector(place.lat, place.lon);
  const nodes = new Map<number, SynopticState>();
  const days = new Map<number, DayClimate>();
  const hours = new Map<number, HourlyRecord>();
  const utcDays = new Map<number, UtcDay>();

  const node = (index: number): SynopticState => {
    let state = nodes.get(index);
    if (!state) {
      state = synopticState(point, (index * NODE_HOURS) / 24);
      nodes.set(index, state);
    }
    return state;
  };
  const stateAt = (hour: number): { state: SynopticState; tendency: number } => {
    const index = Math.floor(hour / NODE_HOURS);
    const before = node(index),
      after = node(index + 1);
    const state = interpolateStates(before, after, hour / NODE_HOURS - index);
    state.mesoscale = mesoscaleField(point, hour / 24);
    return { state, tendency: after.pressure - before.pressure };
  };
  const solarHourOf = (hour: number): number => (((hour + place.lon / 15) % 24) + 24) % 24;
  const noonCloud = (noonHour: number, normals: MonthlyNormals): number => {
    const { state } = stateAt(noonHour);
    return cloudFraction(state, precipitationAt(state, normals, solarHourOf(noonHour)).wetness, normals);
  };
  const day = (index: number): DayClimate => {
    let result = days.get(index);
    if (!result) {
      result = dayClimate(climate, place.lat, place.lon, point, index, noonCloud);
      days.set(index, result);
    }
    return result;
  };
  const hour = (epochHour: number): HourlyRecord => {
    const dayIndex = solarDayIndex(epochHour, place.lon);
    const { state, tendency } = stateAt(epochHour);
    const utcDay = Math.floor(epochHour / 24);
    let utc = utcDays.get(utcDay);
    if (utc === undefined) {
      utc = { date: civilDate(utcDay), uv: uvDay(place.lat, place.lon, utcDay * MS_PER_DAY) };
      utcDays.set(utcDay, utc);
    }
    const hourOfDay = epochHour - utcDay * 24;
    return hourlyRecord({
      time: `${utc.date}T${hourOfDay < 10 ? '0' : ''}${hourOfDay}:00:00Z`,
      uvDay: utc.uv,
      place,
      continentality: climate.continentality,
      epochHour,
      state,
      pressureTendency: tendency,
      solarHour: solarHourOf(epochHour),
      previous: day(dayIndex - 1),
      today: day(dayIndex),
      next: day(dayIndex + 1),
    });
  };

  return {
    hour(epochHour: number): HourlyRecord {
      let record = hours.get(epochHour);
      if (!record) {
        record = hour(epochHour);
        hours.set(epochHour, record);
      }
      return record;
    },
  };
}
