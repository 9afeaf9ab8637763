import type { Climate } from '../climate/climate.ts';
import type { HourlyRecord } from '../../../contract/records.ts';
import { dayClimate, type DayClimate } from './day-climate.ts';
import { hourlyRecord } from './hourly-weather.ts';
import type { HourInput } from './hour-input.ts';
import { cloudFraction, precipitationAt, type SeasonTerms } from './precipitation.ts';
import { solarDayIndex } from './solar-day.ts';
import { unitVector, type UnitVector } from './sphere-field.ts';
import { emptyState, interpolateStates, mesoscaleField, synopticState, type SynopticState } from './synoptic-state.ts';
import { civilDate } from './civil-date.ts';
import type { WeatherPlace } from './weather-place.ts';
import { uvDay, type UvDay } from './uv-index.ts';

// Synoptic fields are evaluated every 6 hours (UTC) and interpolated: they vary over days, so
// this costs nothing in realism and saves five sixths of their noise evaluations. Only the
// short-lived mesoscale field is evaluated every hour. Hand-set.
const NODE_HOURS = 6;
// By definition.
const MS_PER_DAY = 86_400_000;
const HOURS_PER_DAY = 24;
// Format: the contract's hour after its date, `Thh:00:00Z`, for each hour of a UTC day.
const TIME_OF_HOUR: readonly string[] = Array.from(
  { length: HOURS_PER_DAY },
  (_, hour) => `T${String(hour).padStart(2, '0')}:00:00Z`,
);

/** What every hour of one UTC day shares: its date and its UV index's day terms. */
interface UtcDay {
  date: string;
  uv: UvDay;
}

/** Hourly weather of one place. */
export interface PlaceModel {
  /** The records of the hours from `first` up to `end` (hours since the Unix epoch, `end` excluded), in order. */
  hours(first: number, end: number): HourlyRecord[];
}

/**
 * The weather model of one place. Every value depends only on (place, climate, instant): the
 * synoptic nodes are kept by their absolute number, never by anything about the request.
 */
export function placeModel(place: WeatherPlace, climate: Climate): PlaceModel {
  const point: UnitVector = unitVector(place.lat, place.lon);
  const nodes = new Map<number, SynopticState>();
  const lonHours = place.lon / 15;

  const node = (index: number): SynopticState => {
    let state = nodes.get(index);
    if (!state) {
      state = synopticState(point, (index * NODE_HOURS) / HOURS_PER_DAY);
      nodes.set(index, state);
    }
    return state;
  };
  // The state between two nodes, the mesoscale field of the hour itself.
  const stateBetween = (
    before: SynopticState,
    after: SynopticState,
    hour: number,
    index: number,
    into: SynopticState,
  ): SynopticState => {
    const state = interpolateStates(before, after, hour / NODE_HOURS - index, into);
    state.mesoscale = mesoscaleField(point, hour / HOURS_PER_DAY);
    return state;
  };
  // The local apparent solar hour, 0–24. x − 24·⌊x/24⌋ is the remainder a float `%` gives, exactly,
  // without its call into the runtime.
  const solarHourOf = (hour: number): number => {
    const solar = hour + lonHours;
    return solar - HOURS_PER_DAY * Math.floor(solar / HOURS_PER_DAY);
  };
  const noonCloud = (noonHour: number, season: SeasonTerms): number => {
    const index = Math.floor(noonHour / NODE_HOURS);
    const state = stateBetween(node(index), node(index + 1), noonHour, index, emptyState());
    return cloudFraction(state, precipitationAt(state, season, solarHourOf(noonHour)).wetness, season);
  };
  const utcDayOf = (index: number): UtcDay => ({
    date: civilDate(index),
    uv: uvDay(place.lat, place.lon, index * MS_PER_DAY),
  });
  const day = (index: number): DayClimate => dayClimate(climate, place.lat, place.lon, point, index, noonCloud);

  return {
    hours(first: number, end: number): HourlyRecord[] {
      const records: HourlyRecord[] = [];
      if (end <= first) return records;
      // The hours come in order: the nodes, solar days and UTC day around an hour change only
      // every few hours, so each is looked up when it changes.
      let nodeIndex = Math.floor(first / NODE_HOURS);
      let before = node(nodeIndex),
        after = node(nodeIndex + 1);
      let solarDay = solarDayIndex(first, place.lon);
      let previous = day(solarDay - 1),
        today = day(solarDay),
        next = day(solarDay + 1);
      let utcDay = Math.floor(first / HOURS_PER_DAY);
      let utc = utcDayOf(utcDay);
      const input: HourInput = {
        time: '',
        uvDay: utc.uv,
        place,
        continentality: climate.continentality,
        epochHour: first,
        state: emptyState(),
        pressureTendency: 0,
        solarHour: 0,
        previous,
        today,
        next,
      };
      for (let epochHour = first; epochHour < end; epochHour++) {
        const index = Math.floor(epochHour / NODE_HOURS);
        if (index !== nodeIndex) {
          before = after;
          after = node(index + 1);
          nodeIndex = index;
        }
        const dayIndex = solarDayIndex(epochHour, place.lon);
        if (dayIndex !== solarDay) {
          previous = today;
          today = next;
          next = day(dayIndex + 1);
          solarDay = dayIndex;
        }
        const utcDayIndex = Math.floor(epochHour / HOURS_PER_DAY);
        if (utcDayIndex !== utcDay) {
          utc = utcDayOf(utcDayIndex);
          utcDay = utcDayIndex;
        }
        const hourOfDay = epochHour - utcDay * HOURS_PER_DAY;
        // One input for every hour, each hour's values written over the last's: the hour's record
        // is made from it and nothing keeps it.
        input.time = utc.date + TIME_OF_HOUR[hourOfDay]!;
        input.uvDay = utc.uv;
        input.epochHour = epochHour;
        stateBetween(before, after, epochHour, index, input.state);
        input.pressureTendency = after.pressure - before.pressure;
        input.solarHour = solarHourOf(epochHour);
        input.previous = previous;
        input.today = today;
        input.next = next;
        records.push(hourlyRecord(input));
      }
      return records;
    },
  };
}
