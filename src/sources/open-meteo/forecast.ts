// Weather for a location over a span: one forecast request, cut to the contract's hours and days.
import type { DailyRecord, HourlyRecord, Location } from '../../contract/records.ts';
import { UpstreamError } from '../../contract/source-error.ts';
import type { WeatherSeries, WeatherSpan } from '../source.ts';
import { dailyRecord } from './daily-records.ts';
import { forecastUrl } from './forecast-request.ts';
import { ForecastSchema, type Forecast } from './forecast-schema.ts';
import { hourlyRecord } from './hourly-records.ts';
import { isKnownTimeZone, localDate } from '../../contract/time-zones.ts';
import type { UpstreamGet } from './upstream-client.ts';

const API = 'Open-Meteo forecast';
const HOUR_MS = 3_600_000;
const DAY_SECONDS = 86_400;

/** `span.hours` hourly records from the UTC hour containing `span.now`, `span.days` daily records from today at the place. */
export async function fetchWeather(
  get: UpstreamGet,
  baseUrl: string,
  location: Location,
  span: WeatherSpan,
): Promise<WeatherSeries> {
  assertSpan(location, span);
  const forecast = await get(API, forecastUrl(baseUrl, location, span), ForecastSchema);
  const firstHour = Math.floor(span.now / HOUR_MS) * (HOUR_MS / 1000);
  const hourly = hoursFrom(forecast, firstHour, span.hours);
  const daily = daysFrom(forecast, localDate(span.now, location.timezone), location.timezone, span.days);
  return { hourly, daily };
}

function hoursFrom(forecast: Forecast, firstHour: number, count: number): HourlyRecord[] {
  const { time } = forecast.hourly;
  const start = time.indexOf(firstHour);
  if (count === 0) return [];
  if (start === -1 || start + count > time.length)
    throw notCovered(`${count} hours from ${new Date(firstHour * 1000).toISOString()}`);
  const records: HourlyRecord[] = [];
  for (let index = start; index < start + count; index++) {
    if (time[index] !== firstHour + (index - start) * 3600)
      throw new UpstreamError('upstream_error', `${API} skipped hours`);
    records.push(hourlyRecord(forecast.hourly, index));
  }
  return records;
}

function daysFrom(forecast: Forecast, today: string, timeZone: string, count: number): DailyRecord[] {
  const dates = forecast.daily.time.map((midnight) => dailyDate(midnight, forecast.utc_offset_seconds));
  const start = dates.indexOf(today);
  if (start === -1 || start + count > dates.length) throw notCovered(`${count} days from ${today}`);
  // Every hour of the forecast by its local date in the zone Open-Meteo aggregated its days in.
  const hoursByDate = new Map<string, number[]>();
  forecast.hourly.time.forEach((time, index) => {
    const date = localDate(time * 1000, forecast.timezone);
    const indices = hoursByDate.get(date);
    if (indices) indices.push(index);
    else hoursByDate.set(date, [index]);
  });
  return dates.slice(start, start + count).map((date, offset) => {
    const hours = (hoursByDate.get(date) ?? []).map((index) => hourlyRecord(forecast.hourly, index));
    return dailyRecord(forecast.daily, start + offset, date, timeZone, hours);
  });
}

// Daily times are the local midnight as a Unix second; with the zone's offset added back they
// are the date's midnight in UTC (Open-Meteo's documented recipe). Rounding to the nearest day
// absorbs a clock change between today's offset, which is the one reported, and that day's.
function dailyDate(midnight: number, utcOffsetSeconds: number): string {
  const day = Math.round((midnight + utcOffsetSeconds) / DAY_SECONDS);
  return new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10);
}

function notCovered(what: string): UpstreamError {
  return new UpstreamError('upstream_error', `${API} does not cover ${what}`);
}

function assertSpan(location: Location, span: WeatherSpan): void {
  if (!isKnownTimeZone(location.timezone))
    throw new RangeError(`location.timezone is not a time zone: ${JSON.stringify(location.timezone)}`);
  if (!Number.isFinite(span.now)) throw new RangeError(`span.now must be epoch milliseconds, got ${span.now}`);
  if (!Number.isInteger(span.hours) || span.hours < 0 || span.hours > 16 * 24 - 48) {
    throw new RangeError(`span.hours must be an integer from 0 to 336, got ${span.hours}`);
  }
  if (!Number.isInteger(span.days) || span.days < 1 || span.days > 15) {
    throw new RangeError(`span.days must be an integer from 1 to 15, got ${span.days}`);
  }
}
