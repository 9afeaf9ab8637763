import { describe, expect, it } from 'vitest';
import { isWeatherCode, WEATHER_CODES } from '../../../src/contract/weather-codes.ts';
import { contractWeatherCode, precipType } from '../../../src/sources/open-meteo/weather-code-rules.ts';

describe('open-meteo weather codes', () => {
  it('keeps every code of the contract table as it is', () => {
    for (const code of Object.keys(WEATHER_CODES).map(Number)) expect(contractWeatherCode(code)).toBe(code);
  });

  it('maps every WMO code 0–99, and nonsense beyond, to a code of the contract', () => {
    for (let code = -5; code <= 120; code++) expect(isWeatherCode(contractWeatherCode(code))).toBe(true);
    expect(isWeatherCode(contractWeatherCode(61.4))).toBe(true);
  });

  it('clamps within the same kind of weather', () => {
    expect(contractWeatherCode(10)).toBe(3); // mist: nothing falls
    expect(contractWeatherCode(41)).toBe(45); // fog patches
    expect(contractWeatherCode(49)).toBe(48); // rime fog
    expect(contractWeatherCode(52)).toBe(51); // drizzle stays drizzle
    expect(contractWeatherCode(59)).toBe(63); // drizzle and rain → rain
    expect(contractWeatherCode(64)).toBe(63);
    expect(contractWeatherCode(72)).toBe(71); // snow stays snow
    expect(contractWeatherCode(83)).toBe(68); // rain and snow showers → rain–snow mix
    expect(contractWeatherCode(84)).toBe(69);
    expect(contractWeatherCode(90)).toBe(79); // hail showers without thunder → frozen drops
    expect(contractWeatherCode(97)).toBe(96); // thunderstorm stays a thunderstorm
  });

  it('types precipitation by code first, then by what falls', () => {
    expect(precipType(63, 0, 0, 0)).toBe('none');
    expect(precipType(57, 0.2, 0.2, 0)).toBe('freezing_rain');
    expect(precipType(67, 1, 1, 0)).toBe('freezing_rain');
    expect(precipType(79, 0.3, 0, 0)).toBe('ice_pellets');
    expect(precipType(69, 2, 1, 0.7)).toBe('sleet');
    expect(precipType(73, 0.4, 0, 0.3)).toBe('snow');
    expect(precipType(2, 0.4, 0, 0.3)).toBe('snow');
    expect(precipType(61, 0.4, 0.2, 0.1)).toBe('rain');
  });
});
