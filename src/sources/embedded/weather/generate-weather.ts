import type { Climate } from '../climate/climate.ts';
import type { DailyRecord, HourlyRecord } from '../../../contract/records.ts';
import type { WeatherSeries, WeatherSpan } from '../../source.ts';
import { dailyRecord } from './daily-weather.ts';
import { civilDate } from './civil-date.ts';
import { localDayNumber, startOfLocalDay, startOfNextLocalDay } from './local-calendar.ts';
import { moonOfLocalDay } from './moon-of-local-day.ts';
import { placeModel } from './place-model.ts';
import { assertClimate } from './seasonal-normals.ts';
import { sunTimes } from './sun-times.ts';
import { assertPlace, type WeatherPlace } from './weather-place.ts';

// By definition.
const MS_PER_HOUR = 3_600_000;
// Hand-set: generous bounds that keep a mistaken request from running for minutes: a year of either.
const MAX_HOURS = 24 * 366;
const MAX_DAYS = 366;

/**
 * Synthetic hourly and daily weather of a place over a span: a pure function of (place,
 * climate, valid time). hourly[0] is the UTC hour containing `span.now`; daily[0] is the local
 * calendar date (in `place.timezone`) containing it. A day aggregates the hourly steps whose
 * start instant falls in [its first local instant, the next day's first local instant).
 */
export function generateWeather(place: WeatherPlace, climate: Climate, span: WeatherSpan): WeatherSeries {
  assertPlace(place);
  assertClimate(climate);
  assertSpan(span);
  const model = placeModel(place, climate);
  const firstHour = Math.floor(span.now / MS_PER_HOUR);
  const hourly: HourlyRecord[] = [];
  for (let i = 0; i < span.hours; i++) hourly.push(model.hour(firstHour + i));

  const daily: DailyRecord[] = [];
  const today = localDayNumber(place.timezone, span.now);
  let dayStart = startOfLocalDay(place.timezone, today);
  for (let i = 0; i < span.days; i++) {
    const nextStart = startOfNextLocalDay(place.timezone, dayStart, today + i);
    const hours: HourlyRecord[] = [];
    for (let hour = Math.ceil(dayStart / MS_PER_HOUR); hour * MS_PER_HOUR < nextStart; hour++)
      hours.push(model.hour(hour));
    const sun = sunTimes(place.lat, place.lon, (dayStart + nextStart) / 2);
    daily.push(
      dailyRecord(civilDate(today + i), hours, sun, moonOfLocalDay(place.timezone, today + i, dayStart, nextStart)),
    );
    dayStart = nextStart;
  }
  return { hourly, daily };
}

function assertSpan(span: WeatherSpan): void {
  if (typeof span !== 'object' || span === null) throw new TypeError('span must be an object');
  if (typeof span.now !== 'number' || !Number.isFinite(span.now) || Math.abs(span.now) > 8.64e15) {
    throw new RangeError(`span.now must be a finite epoch-milliseconds instant, got ${String(span.now)}`);
  }
  assertCount('span.hours', span.hours, MAX_HOURS);
  assertCount('span.days', span.days, MAX_DAYS);
}

function assertCount(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be an integer from 0 to ${max}, got ${String(value)}`);
  }
}
