import type { Page } from '@playwright/test';
import type { PrecipType } from '../contract/records.ts';
import { WEATHER_CODES, type WeatherCode } from '../contract/weather-codes.ts';
import type { ChosenDay, ChosenHour, ChosenWind } from './page-hook/chosen-weather.ts';
import { queueFault } from './faults.ts';
import { addScript, sessionOf } from './session.ts';

/** A day's weather, as words: each is one WMO code, and says what falls. */
export type Sky =
  | 'clear'
  | 'partly-cloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'heavy-rain'
  | 'sleet'
  | 'snow'
  | 'heavy-snow'
  | 'thunderstorm';

/** One day to show, in metric units whatever the widget shows (a °F widget shows them converted). */
export interface WeatherDay {
  /** The day's high and low, °C. */
  high: number;
  low: number;
  /** Default: `rain` when `precipitation` is given, else `clear`. */
  sky?: Sky;
  /** What falls: mm of water, or cm of snow for `snow` and `heavy-snow`. Default: the sky's usual amount. */
  precipitation?: number;
  /** The chance of precipitation, percent. Default: the sky's usual chance. */
  chance?: number;
  /** The day's wind: every hour blows so; the day's strongest is this. Default: the source's. */
  wind?: WindChoice;
  /** Relative humidity of every hour, percent. Default: the source's. */
  humidity?: number;
  /** The day's highest UV index (its hours scale to it). Default: the source's. */
  uv?: number;
}

/** A wind: its speed and gusts in km/h, and where it blows from in degrees (0 north, 90 east). */
export interface WindChoice {
  speed: number;
  /** Default: the speed. */
  gust?: number;
  /** Default: 270, from the west. */
  direction?: number;
}

/** Values of the current conditions, or of one hour, over those of their day; all optional, metric. */
export interface HourChoice {
  /** °C */
  temperature?: number;
  /** °C; default: the temperature. */
  feelsLike?: number;
  /** Chance of precipitation, percent. */
  chance?: number;
  /** Relative humidity, percent. */
  humidity?: number;
  /** mm of water in the hour. */
  precipitation?: number;
  wind?: WindChoice;
  uv?: number;
  sky?: Sky;
}

/** Ready-made weeks: a week of snow, of heat, of rain, of thunderstorms, or a fair one. */
export type Scenario = 'snow' | 'heatwave' | 'rain' | 'storm' | 'fair';

/**
 * What `setWeather` shows, and where: the days (or a scenario), and over them, if given, the
 * current conditions and the forecast's hours from its first, the current hour.
 */
export type WeatherChoice = { place?: string; current?: HourChoice; hours?: HourChoice[] } & (
  { days: WeatherDay[]; scenario?: never } | { scenario: Scenario; days?: never }
);

// code, what falls, a usual amount (mm, or cm of snow), chance of it, cloud cover.
const SKIES: Record<Sky, readonly [WeatherCode, PrecipType, number, number, number]> = {
  clear: [0, 'none', 0, 5, 5],
  'partly-cloudy': [2, 'none', 0, 10, 45],
  overcast: [3, 'none', 0, 20, 95],
  fog: [45, 'none', 0, 20, 100],
  drizzle: [53, 'rain', 1, 80, 100],
  rain: [63, 'rain', 8, 90, 100],
  'heavy-rain': [65, 'rain', 25, 95, 100],
  sleet: [68, 'sleet', 6, 85, 100],
  snow: [73, 'snow', 6, 90, 100],
  'heavy-snow': [75, 'snow', 20, 95, 100],
  thunderstorm: [95, 'rain', 18, 85, 90],
};

const SCENARIOS: Record<Scenario, WeatherDay[]> = {
  snow: [
    { high: -2, low: -7, sky: 'snow' },
    { high: -4, low: -9, sky: 'heavy-snow' },
    { high: -3, low: -10, sky: 'snow', precipitation: 3 },
    { high: -6, low: -13, sky: 'overcast' },
    { high: -8, low: -15, sky: 'clear' },
  ],
  heatwave: [
    { high: 36, low: 24, sky: 'clear' },
    { high: 38, low: 25, sky: 'clear' },
    { high: 39, low: 26, sky: 'clear' },
    { high: 37, low: 25, sky: 'partly-cloudy' },
    { high: 35, low: 23, sky: 'clear' },
  ],
  rain: [
    { high: 14, low: 9, sky: 'rain' },
    { high: 12, low: 8, sky: 'heavy-rain' },
    { high: 13, low: 9, sky: 'drizzle' },
    { high: 15, low: 10, sky: 'rain', precipitation: 4 },
    { high: 16, low: 10, sky: 'overcast' },
  ],
  storm: [
    { high: 27, low: 19, sky: 'thunderstorm' },
    { high: 25, low: 18, sky: 'thunderstorm', precipitation: 30 },
    { high: 22, low: 16, sky: 'heavy-rain' },
    { high: 23, low: 15, sky: 'partly-cloudy' },
    { high: 24, low: 16, sky: 'clear' },
  ],
  fair: [
    { high: 22, low: 12, sky: 'clear' },
    { high: 23, low: 13, sky: 'clear' },
    { high: 21, low: 12, sky: 'partly-cloudy' },
    { high: 22, low: 11, sky: 'clear' },
    { high: 24, low: 13, sky: 'clear' },
  ],
};

/**
 * Makes the page's forecasts show the chosen weather (`days`, or a `scenario`), for every place
 * or only for `place` (as the forecast names it), until `clearFaults(page)`. The page's service
 * answers as always and the chosen values replace its weather in the answer, so the widget draws
 * them as it draws any forecast: the days' rows, the hourly chart and the current conditions.
 * The last day given stands for the days after it. Called before `page.goto`, it applies from
 * the page that goto opens; after it, to the next answers (a refresh or another place).
 */
export function setWeather(page: Page, choice: WeatherChoice): Promise<void> {
  const days = choice.scenario !== undefined ? SCENARIOS[choice.scenario] : choice.days;
  if (!Array.isArray(days) || days.length === 0) {
    throw new RangeError(
      `setWeather: give days (one or more) or a scenario (${Object.keys(SCENARIOS).join(', ')}), not ${JSON.stringify(choice.scenario ?? choice.days)}`,
    );
  }
  if (choice.place !== undefined && (typeof choice.place !== 'string' || choice.place.trim() === ''))
    throw new RangeError('setWeather: place must name a place, as the forecast names it');
  if (choice.hours !== undefined && !Array.isArray(choice.hours))
    throw new RangeError('setWeather: hours must be a list, one item an hour from the current one');
  const place = choice.place?.trim();
  const weather = {
    place,
    days: days.map(chosenDay),
    ...(choice.current ? { current: chosenValues('setWeather: current', choice.current) } : {}),
    ...(choice.hours
      ? { hours: choice.hours.map((hour, index) => chosenValues(`setWeather: hours[${index}]`, hour ?? {})) }
      : {}),
  };
  const call = `setWeather(page, { ${place ? `place: ${JSON.stringify(place)}, ` : ''}${choice.scenario ? `scenario: ${JSON.stringify(choice.scenario)}` : 'days: […]'} })`;
  return (async () => {
    const id = addScript(await sessionOf(page), {
      call,
      awaited: place ? `a forecast of ${place}` : 'a forecast',
    });
    await queueFault(page, { kind: 'weather', id, weather });
  })();
}

function percent(where: string, name: string, value: number | undefined): number | undefined {
  if (value !== undefined && !(Number.isInteger(value) && value >= 0 && value <= 100))
    throw new RangeError(`${where}: ${name} must be a whole percent, 0 to 100, not ${String(value)}`);
  return value;
}

function uvIndex(where: string, value: number | undefined): number | undefined {
  if (value !== undefined && !(Number.isFinite(value) && value >= 0 && value <= 20))
    throw new RangeError(`${where}: uv must be a UV index, 0 to 20, not ${String(value)}`);
  return value;
}

function windChoice(where: string, wind: WindChoice | undefined): ChosenWind | undefined {
  if (wind === undefined) return undefined;
  const { speed, gust = speed, direction = 270 } = wind;
  if (!(Number.isFinite(speed) && speed >= 0 && Number.isFinite(gust) && gust >= speed))
    throw new RangeError(`${where}: wind.speed must be 0 or more (km/h), and wind.gust no less than it`);
  if (!(Number.isFinite(direction) && direction >= 0 && direction < 360))
    throw new RangeError(
      `${where}: wind.direction must be degrees, 0 (from the north) to 359, not ${String(direction)}`,
    );
  return { speed, gust, deg: direction };
}

function chosenValues(where: string, given: HourChoice): ChosenHour {
  for (const name of ['temperature', 'feelsLike', 'precipitation'] as const) {
    const value = given[name];
    if (value !== undefined && !Number.isFinite(value)) throw new RangeError(`${where}: ${name} must be a number`);
  }
  if (given.precipitation !== undefined && given.precipitation < 0)
    throw new RangeError(`${where}: precipitation must be 0 or more (mm)`);
  if (given.sky !== undefined && !Object.hasOwn(SKIES, given.sky))
    throw new RangeError(
      `${where}: sky must be one of ${Object.keys(SKIES).join(', ')}, not ${JSON.stringify(given.sky)}`,
    );
  const code = given.sky !== undefined ? SKIES[given.sky][0] : undefined;
  const values: ChosenHour = {
    temperature: given.temperature,
    feelsLike: given.feelsLike,
    chance: percent(where, 'chance', given.chance),
    humidity: percent(where, 'humidity', given.humidity),
    precipitation: given.precipitation,
    wind: windChoice(where, given.wind),
    uv: uvIndex(where, given.uv),
    ...(code !== undefined ? { code, name: WEATHER_CODES[code] } : {}),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

function chosenDay(day: WeatherDay, index: number): ChosenDay {
  const where = `setWeather: days[${index}]`;
  if (!Number.isFinite(day.high) || !Number.isFinite(day.low) || day.low > day.high)
    throw new RangeError(`${where}: high and low must be numbers (°C), the low no higher than the high`);
  const sky = day.sky ?? (day.precipitation ? 'rain' : 'clear');
  if (!Object.hasOwn(SKIES, sky))
    throw new RangeError(`${where}: sky must be one of ${Object.keys(SKIES).join(', ')}, not ${JSON.stringify(sky)}`);
  const [code, type, usual, pop, clouds] = SKIES[sky];
  const precipitation = day.precipitation ?? usual;
  if (!(precipitation >= 0)) throw new RangeError(`${where}: precipitation must be 0 or more`);
  if (type === 'none' && precipitation > 0)
    throw new RangeError(`${where}: nothing falls from a ${sky} sky; give a sky such as rain or snow`);
  const wind = windChoice(where, day.wind);
  const humidity = percent(where, 'humidity', day.humidity);
  const uv = uvIndex(where, day.uv);
  return {
    high: day.high,
    low: day.low,
    precipitation,
    type: precipitation > 0 ? type : 'none',
    pop: percent(where, 'chance', day.chance) ?? pop,
    clouds,
    code,
    name: WEATHER_CODES[code],
    ...(wind ? { wind } : {}),
    ...(humidity !== undefined ? { humidity } : {}),
    ...(uv !== undefined ? { uv } : {}),
  };
}
