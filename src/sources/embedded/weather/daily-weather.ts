import type { DailyRecord, HourlyRecord, Precipitation } from '../../../contract/records.ts';
import type { MoonOfDay } from '../../astronomy/moon-of-day.ts';
import { describeWeather, type WeatherCode } from '../../../contract/weather-codes.ts';
import { snowCmPerMm } from './precip-type.ts';
import { roundTo } from './rounding.ts';
import type { SunTimes } from './sun-times.ts';
import { weatherCodeOf } from './weather-code.ts';

// The day's description is its most significant weather, in this order (first wins): thunder,
// freezing precipitation, heavy then moderate then light precipitation (snow and mixes before
// rain at equal intensity, steady before showers before drizzle), then fog if it lasted at least
// FOG_HOURS hours, else the sky of the day's mean cloud cover. The codes are WMO 4677's (by
// definition; src/contract/weather-codes.ts names them); their order is hand-set.
const PRECEDENCE: readonly WeatherCode[] = [
  99, 96, 95, 67, 57, 66, 56, 75, 86, 69, 65, 82, 73, 79, 63, 81, 55, 71, 85, 68, 77, 61, 80, 53, 51,
];
// By definition: WMO 4677's codes run from 0 to 99; each code's place in PRECEDENCE (its length if none).
const RANK_OF_CODE: readonly number[] = Array.from({ length: 100 }, (_, code) => {
  const rank = PRECEDENCE.indexOf(code as WeatherCode);
  return rank < 0 ? PRECEDENCE.length : rank;
});
// Hand-set: fog names the day when it lasted this many hours.
const FOG_HOURS = 3;

/**
 * The daily record of a local date from the hourly records whose start falls in that day
 * (24 of them, 23 or 25 on daylight-saving changes). Extremes are those of the hours, sums add
 * the hours' reported amounts by type; snow is depth: liquid × the snow-to-liquid ratio of the
 * hour's temperature.
 */
export function dailyRecord(date: string, hours: readonly HourlyRecord[], sun: SunTimes, moon: MoonOfDay): DailyRecord {
  if (hours.length === 0) throw new RangeError(`no hours belong to ${date}`);
  const sums = { rain: 0, snow: 0, freezing_rain: 0, sleet: 0, ice_pellets: 0 };
  const first = hours[0]!;
  let tempMin = first.temp,
    tempMax = first.temp,
    feelsMin = first.feels_like,
    feelsMax = first.feels_like;
  let pop = 0,
    windMax = 0,
    gustMax = 0,
    cloudTotal = 0,
    fogHours = 0,
    uvMax = 0;
  for (const hour of hours) {
    tempMin = Math.min(tempMin, hour.temp);
    tempMax = Math.max(tempMax, hour.temp);
    feelsMin = Math.min(feelsMin, hour.feels_like);
    feelsMax = Math.max(feelsMax, hour.feels_like);
    pop = Math.max(pop, hour.pop);
    windMax = Math.max(windMax, hour.wind_speed);
    gustMax = Math.max(gustMax, hour.wind_gust);
    uvMax = Math.max(uvMax, hour.uv_index ?? 0);
    cloudTotal += hour.clouds;
    if (hour.description.code === 45 || hour.description.code === 48) fogHours++;
    if (hour.precip_type === 'snow') sums.snow += hour.precip_amount * snowCmPerMm(hour.temp);
    else if (hour.precip_type !== 'none') sums[hour.precip_type] += hour.precip_amount;
  }
  const precipitation: Precipitation = {
    rain: roundTo(sums.rain, 1),
    snow: roundTo(sums.snow, 1),
    freezing_rain: roundTo(sums.freezing_rain, 1),
    sleet: roundTo(sums.sleet, 1),
    ice_pellets: roundTo(sums.ice_pellets, 1),
  };
  const cloudsAvg = Math.round(cloudTotal / hours.length);
  return {
    date,
    temp_min: tempMin,
    temp_max: tempMax,
    feels_like_min: feelsMin,
    feels_like_max: feelsMax,
    precipitation,
    clouds_avg: cloudsAvg,
    pop,
    wind_speed_max: windMax,
    wind_gust_max: gustMax,
    description: describeWeather(dailyCode(hours, fogHours, cloudsAvg)),
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    uv_index_max: uvMax,
    ...moon,
  };
}

function dailyCode(hours: readonly HourlyRecord[], fogHours: number, cloudsAvg: number): WeatherCode {
  // The first in PRECEDENCE of the hours' codes, by each code's place in it.
  let first = PRECEDENCE.length,
    rime = false;
  for (const hour of hours) {
    const code = hour.description.code;
    first = Math.min(first, RANK_OF_CODE[code] ?? PRECEDENCE.length);
    rime ||= code === 48;
  }
  if (first < PRECEDENCE.length) return PRECEDENCE[first]!;
  if (fogHours >= FOG_HOURS) return rime ? 48 : 45;
  return weatherCodeOf({
    precipType: 'none',
    rate: 0,
    style: 'steady',
    thunder: false,
    fog: false,
    temp: 0,
    clouds: cloudsAvg,
  });
}
