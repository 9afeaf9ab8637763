import type { Climate } from '../climate/climate.ts';
import type { DailyRecord } from '../../../contract/records.ts';
import type { WeatherSeries, WeatherSpan } from '../../source.ts';
import { dailyRecord } from './daily-weather.ts';
import { civilDate } from './civil-date.ts';
import { localDayNumber, localDays } from './local-calendar.ts';
import { moonAtLocalNoon } from './moon-of-local-day.ts';
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
  const firstHour = Math.floor(span.now / MS_PER_HOUR);
  const today = localDayNumber(place.timezone, span.now);
  // The first instant of each local day and of the day after the last, and each day's noon.
  const { starts: dayStarts, noons } = localDays(place.timezone, today, span.days);
  // Every hour either list asks for, once: the days' hours from today's first hour on, and the
  // hourly list's from the current hour, which may be the hour before today's first.
  const firstHourOf = (instant: number) => Math.ceil(instant / MS_PER_HOUR);
  const first = span.days > 0 ? Math.min(firstHour, firstHourOf(dayStarts[0]!)) : firstHour;
  const end = Math.max(firstHour + span.hours, span.days > 0 ? firstHourOf(dayStarts[span.days]!) : first);
  const records = placeModel(place, climate).hours(first, end);

  const hourly = records.slice(firstHour - first, firstHour - first + span.hours);
  const daily: DailyRecord[] = [];
  for (let i = 0; i < span.days; i++) {
    const dayStart = dayStarts[i]!,
      nextStart = dayStarts[i + 1]!;
    const hours = records.slice(firstHourOf(dayStart) - first, firstHourOf(nextStart) - first);
    const sun = sunTimes(place.lat, place.lon, (dayStart + nextStart) / 2);
    daily.push(dailyRecord(civilDate(today + i), hours, sun, moonAtLocalNoon(noons[i]!)));
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
