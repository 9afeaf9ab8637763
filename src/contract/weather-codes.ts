/**
 * WMO 4677 present-weather codes the service reports, with their English labels.
 * The set follows Open-Meteo's reduced table plus the codes it lacks for the
 * precipitation types of our contract: 68/69 (rain–snow mix, our "sleet") and 79 (ice pellets).
 */
export const WEATHER_CODES = {
  0: 'Clear sky',
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Depositing rime fog',
  51: 'Light drizzle',
  53: 'Moderate drizzle',
  55: 'Dense drizzle',
  56: 'Light freezing drizzle',
  57: 'Dense freezing drizzle',
  61: 'Slight rain',
  63: 'Moderate rain',
  65: 'Heavy rain',
  66: 'Light freezing rain',
  67: 'Heavy freezing rain',
  68: 'Light rain and snow',
  69: 'Moderate or heavy rain and snow',
  71: 'Slight snow fall',
  73: 'Moderate snow fall',
  75: 'Heavy snow fall',
  77: 'Snow grains',
  79: 'Ice pellets',
  80: 'Slight rain showers',
  81: 'Moderate rain showers',
  82: 'Violent rain showers',
  85: 'Slight snow showers',
  86: 'Heavy snow showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with slight hail',
  99: 'Thunderstorm with heavy hail',
} as const satisfies Record<number, string>;

/** A WMO weather code the service can report. */
export type WeatherCode = keyof typeof WEATHER_CODES;

/** Whether `code` is one of the WMO codes the contract allows. */
export function isWeatherCode(code: number): code is WeatherCode {
  return Object.hasOwn(WEATHER_CODES, code);
}

/** The `{code, name}` description object for a weather code. */
export function describeWeather(code: WeatherCode): { code: WeatherCode; name: string } {
  return { code, name: WEATHER_CODES[code] };
}
