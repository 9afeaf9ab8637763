// One Open-Meteo day → one contract DailyRecord, using that local day's hours where the daily
// variables say nothing (cloud cover, the freezing/mixed/frozen precipitation split).
import type { DailyRecord, HourlyRecord, PrecipType } from '../../contract/records.ts';
import { roundTo } from '../../contract/units.ts';
import { describeWeather } from '../../contract/weather-codes.ts';
import { moonOfDay } from '../astronomy/moon-of-day.ts';
import { UpstreamError } from '../../contract/source-error.ts';
import type { DailyVariable } from './forecast-request.ts';
import type { DailyColumns } from './forecast-schema.ts';
import { uvIndex } from './hourly-records.ts';
import { contractWeatherCode } from './weather-code-rules.ts';

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;
const temperature = (celsius: number) => roundTo('temperature', 'metric', celsius);
const speed = (kmh: number) => roundTo('speed', 'metric', Math.max(0, kmh));
const rain = (mm: number) => roundTo('rain', 'metric', Math.max(0, mm));
const snow = (cm: number) => roundTo('snow', 'metric', Math.max(0, cm));

/**
 * The record of day `index` (local date `date` at a place in `timeZone`), given every hourly
 * record of that local day.
 */
export function dailyRecord(
  days: DailyColumns,
  index: number,
  date: string,
  timeZone: string,
  hours: readonly HourlyRecord[],
): DailyRecord {
  if (hours.length === 0) throw new UpstreamError('upstream_error', `Open-Meteo's forecast has no hours for ${date}`);
  const value = (variable: DailyVariable) => days[variable][index] ?? null;
  const temps = hours.map((hour) => hour.temp);
  const feels = hours.map((hour) => hour.feels_like);
  const windSpeedMax = Math.max(speed(value('wind_speed_10m_max') ?? 0), ...hours.map((hour) => hour.wind_speed));
  const liquid = (value('rain_sum') ?? 0) + (value('showers_sum') ?? 0);
  const [sunrise, sunset] = sunTimes(days, index);

  return {
    date,
    // A daily extreme encloses the day's own hours even when the two were rounded apart.
    temp_min: Math.min(temperature(value('temperature_2m_min') ?? Infinity), ...temps),
    temp_max: Math.max(temperature(value('temperature_2m_max') ?? -Infinity), ...temps),
    feels_like_min: Math.min(temperature(value('apparent_temperature_min') ?? Infinity), ...feels),
    feels_like_max: Math.max(temperature(value('apparent_temperature_max') ?? -Infinity), ...feels),
    precipitation: {
      rain: rain(liquid),
      snow: snow(value('snowfall_sum') ?? 0),
      // Open-Meteo has no daily split of these: the day's water in hours of that type.
      freezing_rain: rain(amountOf(hours, 'freezing_rain')),
      sleet: rain(amountOf(hours, 'sleet')),
      ice_pellets: rain(amountOf(hours, 'ice_pellets')),
    },
    clouds_avg: Math.round(hours.reduce((sum, hour) => sum + hour.clouds, 0) / hours.length),
    pop: Math.round(
      Math.min(100, Math.max(0, value('precipitation_probability_max') ?? Math.max(...hours.map((hour) => hour.pop)))),
    ),
    wind_speed_max: windSpeedMax,
    wind_gust_max: Math.max(
      speed(value('wind_gusts_10m_max') ?? 0),
      windSpeedMax,
      ...hours.map((hour) => hour.wind_gust),
    ),
    // Open-Meteo's daily code is the day's most severe; without it, the highest hourly code.
    description: describeWeather(
      contractWeatherCode(value('weather_code') ?? Math.max(...hours.map((hour) => hour.description.code))),
    ),
    sunrise,
    sunset,
    uv_index_max: uvIndex(value('uv_index_max')) ?? highestUv(hours),
    // Open-Meteo's daily moon_phase is not in every version of its API and it has no
    // illumination: both come from the same astronomy as the other sources'.
    ...moonOfDay(date, timeZone),
  };
}

function highestUv(hours: readonly HourlyRecord[]): number | null {
  const known = hours.flatMap((hour) => (hour.uv_index === null ? [] : [hour.uv_index]));
  return known.length === 0 ? null : Math.max(...known);
}

function amountOf(hours: readonly HourlyRecord[], type: PrecipType): number {
  return hours.reduce((sum, hour) => (hour.precip_type === type ? sum + hour.precip_amount : sum), 0);
}

/**
 * Sunrise and sunset in Unix seconds, or null when the sun does not rise or set that day.
 * Open-Meteo marks polar day and night inconsistently (the day's midnight, 0 for 1970, or
 * sunrise equal to sunset), so a time outside the local day (an hour's grace either side, for a
 * day that a clock change lengthens) is null, and so are both when sunrise is not before sunset.
 */
function sunTimes(days: DailyColumns, index: number): [number | null, number | null] {
  const dayStart = days.time[index]!;
  const dayEnd = days.time[index + 1] ?? dayStart + DAY_SECONDS;
  const withinDay = (time: number | null | undefined) =>
    typeof time === 'number' &&
    Number.isInteger(time) &&
    time > dayStart - HOUR_SECONDS &&
    time < dayEnd + HOUR_SECONDS &&
    time !== dayStart
      ? time
      : null;
  const sunrise = withinDay(days.sunrise[index]);
  const sunset = withinDay(days.sunset[index]);
  if (sunrise !== null && sunset !== null && sunrise >= sunset) return [null, null];
  return [sunrise, sunset];
}
