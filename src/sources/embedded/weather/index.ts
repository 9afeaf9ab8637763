/**
 * The synthetic weather of the embedded offline world: deterministic, physically consistent,
 * believable — and NOT real weather.
 */
export { generateWeather } from './generate-weather.ts';
export type { WeatherPlace } from './weather-place.ts';
