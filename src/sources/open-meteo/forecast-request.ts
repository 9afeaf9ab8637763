// What we ask Open-Meteo's forecast API for: the variables of the contract's records, in
// Open-Meteo's default units (°C, km/h, hPa, m, mm, cm), times as Unix seconds.
import type { Location } from '../../contract/records.ts';
import type { WeatherSpan } from '../source.ts';
import { apiUrl } from './fetch-json.ts';

export const HOURLY_VARIABLES = [
  'temperature_2m',
  'apparent_temperature',
  'dew_point_2m',
  'relative_humidity_2m',
  'precipitation_probability',
  'precipitation',
  'rain',
  'showers',
  'snowfall',
  'weather_code',
  'pressure_msl',
  'cloud_cover',
  'visibility',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
  'uv_index',
] as const;

// No daily cloud cover: the day's mean is taken from the hourly cloud cover of that local day,
// which every Open-Meteo version offers.
export const DAILY_VARIABLES = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'apparent_temperature_max',
  'apparent_temperature_min',
  'sunrise',
  'sunset',
  'precipitation_sum',
  'rain_sum',
  'showers_sum',
  'snowfall_sum',
  'precipitation_probability_max',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'uv_index_max',
] as const;

export type HourlyVariable = (typeof HOURLY_VARIABLES)[number];
export type DailyVariable = (typeof DAILY_VARIABLES)[number];

/** The most days Open-Meteo forecasts. */
const MAX_FORECAST_DAYS = 16;
const HOURS_PER_DAY = 24;

/**
 * The forecast URL for a span. Open-Meteo counts days from today in the place's zone: we ask for
 * one day more than the span needs and one past day, so a clock (ours or the server's) on the
 * other side of midnight, or a place whose zone Open-Meteo reads differently, still finds its days.
 */
export function forecastUrl(baseUrl: string, location: Location, span: WeatherSpan): URL {
  const hoursAsDays = Math.ceil(span.hours / HOURS_PER_DAY) + 1;
  const forecastDays = Math.min(MAX_FORECAST_DAYS, Math.max(span.days, hoursAsDays) + 1);
  return apiUrl(baseUrl, '/v1/forecast', {
    latitude: String(location.lat),
    longitude: String(location.lon),
    hourly: HOURLY_VARIABLES.join(','),
    daily: DAILY_VARIABLES.join(','),
    timezone: 'auto',
    timeformat: 'unixtime',
    forecast_days: String(forecastDays),
    past_days: '1',
  });
}
