// Open-Meteo reports WMO 4677 codes from a reduced table that the contract's table contains.
// Anything else (a newer model, a self-hosted build) is clamped to the nearest code of the same
// family, so a description never claims a different kind of weather.
import type { PrecipType } from '../../contract/records.ts';
import { isWeatherCode, type WeatherCode } from '../../contract/weather-codes.ts';

// Codes whose nearest neighbour by number is the wrong kind of weather.
const SPECIAL_CASES = new Map<number, WeatherCode>([
  [49, 48], // fog depositing rime, sky invisible
  [58, 61], // drizzle and rain, slight
  [59, 63], // drizzle and rain, moderate or heavy
  [83, 68], // rain and snow showers, slight → rain–snow mix
  [84, 69], // rain and snow showers, moderate or heavy
  [87, 85], // snow pellets or small hail showers
  [88, 86],
  [89, 79], // hail showers, without thunder: frozen drops
  [90, 79],
]);

// 4–39 are haze, dust, smoke and "precipitation in the past hour": nothing falls now.
const FAMILIES: readonly { from: number; to: number; codes: readonly WeatherCode[] }[] = [
  { from: 4, to: 39, codes: [3] },
  { from: 40, to: 49, codes: [45, 48] },
  { from: 50, to: 59, codes: [51, 53, 55, 56, 57] },
  { from: 60, to: 69, codes: [61, 63, 65, 66, 67, 68, 69] },
  { from: 70, to: 79, codes: [71, 73, 75, 77, 79] },
  { from: 80, to: 90, codes: [80, 81, 82, 85, 86] },
  { from: 91, to: 99, codes: [95, 96, 99] },
];

/** A contract weather code for an Open-Meteo code: kept when the contract has it, else clamped. */
export function contractWeatherCode(upstream: number): WeatherCode {
  const code = Math.min(99, Math.max(0, Math.round(upstream)));
  if (isWeatherCode(code)) return code;
  const special = SPECIAL_CASES.get(code);
  if (special !== undefined) return special;
  const family = FAMILIES.find(({ from, to }) => code >= from && code <= to)!;
  // The nearest code of the family; on a tie the lesser (milder) one.
  return family.codes.reduce((best, candidate) =>
    Math.abs(candidate - code) < Math.abs(best - code) ? candidate : best,
  );
}

const FREEZING_RAIN = new Set<number>([56, 57, 66, 67]);
const SLEET = new Set<number>([68, 69]); // 83/84 arrive here already clamped to 68/69
const SNOW = new Set<number>([71, 73, 75, 77, 85, 86]);

/** What falls in an hour, from its weather code and amounts (mm of water, cm of snow). */
export function precipType(code: WeatherCode, precipitation: number, liquid: number, snowfall: number): PrecipType {
  if (!(precipitation > 0)) return 'none';
  if (FREEZING_RAIN.has(code)) return 'freezing_rain';
  if (code === 79) return 'ice_pellets';
  if (SLEET.has(code)) return 'sleet';
  if (SNOW.has(code) || (snowfall > 0 && !(liquid > 0))) return 'snow';
  return 'rain';
}
