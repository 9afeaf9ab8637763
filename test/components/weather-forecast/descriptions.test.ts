import { describe, expect, it } from 'vitest';
import { describe as describeWeather } from '../../../src/components/weather-forecast/descriptions.ts';
import { catalogOf } from '../../support/catalogs.ts';

describe('weather descriptions', () => {
  it('translates the reply’s description by its code, keeping the English name otherwise', () => {
    expect(describeWeather({ code: 63, name: 'Moderate rain' }, catalogOf('de-DE'))).toBe('Mäßiger Regen');
    expect(describeWeather({ code: 0, name: 'Clear sky' }, catalogOf('ja'))).toBe('快晴');
    expect(describeWeather({ code: 99, name: 'Thunderstorm with heavy hail' }, catalogOf('es'))).toBe(
      'Tormenta con granizo fuerte',
    );
    expect(describeWeather({ code: 63, name: 'Moderate rain' }, catalogOf('en-GB'))).toBe('Moderate rain');
    expect(describeWeather({ code: 63, name: 'Moderate rain' }, catalogOf('pt-BR'))).toBe('Chuva moderada');
    // A code the catalog lacks keeps the reply's own name.
    expect(describeWeather({ code: 12, name: 'Shallow fog' }, catalogOf('de'))).toBe('Shallow fog');
  });
});
