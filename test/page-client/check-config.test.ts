import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../src/page-client/check-config.ts';

const refused = (input: unknown) => {
  try {
    checkConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return (error as TypeError).message.replace('weather-widgets configure(): ', '');
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
};

describe('checkConfig', () => {
  it('takes every option at its best, and returns a copy of the options given', () => {
    const input = {
      source: 'contract',
      baseUrl: 'https://weather.example/v1',
      geocodingBaseUrl: 'http://127.0.0.1:8080/geo',
      apiKey: 'k-1',
      keys: { 'k-1': 'pro', other: 'free' },
      cacheTtl: { current: 60, forecast: 0.5, geocode: undefined },
      dataUrl: 'https://cdn.example/weather/data/',
      upstreamTimeout: 5000,
      locale: 'pt-BR',
      now: new Date('2026-12-22T12:00:00Z'),
      windUnit: 'bft',
      pressureUnit: 'hPa',
      precipUnit: 'in',
      temperatureUnit: 'Celsius',
    } as const;
    const checked = checkConfig(input);
    expect(checked).toEqual(input);
    expect(checked).not.toBe(input);
    expect(checked.keys).not.toBe(input.keys);
    expect(checkConfig({ apiKey: undefined })).toEqual({});
  });

  it.each([
    [{ source: 'elsewhere' }, 'source: must be one of embedded, contract, open-meteo'],
    [{ windUnit: 'furlongs' }, 'windUnit: must be one of km/h, m/s, mph, kn, bft'],
    [{ pressureUnit: 'bar' }, 'pressureUnit: must be one of hpa, mmhg, inhg'],
    [{ precipUnit: 3 }, 'precipUnit: must be one of mm, in'],
    [{ temperatureUnit: 'kelvin' }, 'temperatureUnit: must be one of celsius, fahrenheit'],
    [{ baseUrl: 'ftp://x.example/' }, 'baseUrl: must be an http(s) URL, absolute or relative to the page'],
    [{ geocodingBaseUrl: 42 }, 'geocodingBaseUrl: must be an http(s) URL, absolute or relative to the page'],
    [{ dataUrl: 'javascript:alert(1)' }, 'dataUrl: must be an http(s) URL, absolute or relative to the page'],
    [{ apiKey: 7 }, 'apiKey: must be a string'],
    [{ apiKey: '' }, 'apiKey: must not be empty'],
    [{ keys: { 'sk-live-4f2a': 'gold' } }, 'keys (key 1): a tier must be one of free, standard, pro'],
    [{ keys: { '': 'free' } }, 'keys: a key must not be empty'],
    [{ keys: ['free'] }, 'keys: must be an object of key → tier'],
    [{ cacheTtl: { forecast: 0 } }, 'cacheTtl.forecast: must be a positive number of seconds'],
    [{ cacheTtl: { current: '600' } }, 'cacheTtl.current: must be a positive number of seconds'],
    [{ cacheTtl: { current: Infinity } }, 'cacheTtl.current: must be a positive number of seconds'],
    [{ cacheTtl: { places: 600 } }, 'cacheTtl: unknown option places'],
    [{ cacheTtl: 600 }, 'cacheTtl: must be an object of seconds per kind'],
    [{ upstreamTimeout: 1.5 }, 'upstreamTimeout: must be a positive number of milliseconds'],
    [{ upstreamTimeout: '8000' }, 'upstreamTimeout: must be a positive number of milliseconds'],
    [{ locale: 'not a tag' }, 'locale: must be a language tag such as de, pt-BR or ja'],
    [
      { now: '2026-12-22 12:00' },
      'now: must be an ISO 8601 date-time with an offset, e.g. 2026-12-22T12:00:00Z, or epoch milliseconds',
    ],
    [{ colour: 'red', size: 2 }, 'unknown options colour, size'],
  ])('refuses %j, naming what is wrong', (input, message) => {
    expect(refused(input)).toBe(message);
  });

  it('never repeats a key in its error, even one swapped with its tier', () => {
    const message = refused({ keys: { 'site-key-a9f3': 'free', free: 'sk-live-77c1e0', 'sk-live-42': 'gold' } });
    expect(message).toBe(
      'keys (key 2): a tier must be one of free, standard, pro; keys (key 3): a tier must be one of free, standard, pro',
    );
    expect(message).not.toMatch(/sk-live|site-key/);
  });

  it('names every bad option at once, in the order of the options, unknown ones last', () => {
    expect(refused({ colour: 'red', cacheTtl: { forecast: 0 }, source: 'elsewhere' })).toBe(
      'source: must be one of embedded, contract, open-meteo; cacheTtl.forecast: must be a positive number of seconds; unknown option colour',
    );
  });

  it.each([null, 'open-meteo', 5, ['source'], new Date()])('refuses %j: the options must be an object', (input) => {
    expect(refused(input)).toBe('the options must be an object, such as { source: "open-meteo" }');
  });

  it('reads own options only, and lets no parsed __proto__ reach a prototype', () => {
    expect(checkConfig(Object.create({ source: 'elsewhere' }))).toEqual({});
    expect(refused(JSON.parse('{"__proto__": {"polluted": true}}'))).toBe('unknown option __proto__');
    const checked = checkConfig({ keys: JSON.parse('{"__proto__": "pro", "k": "free"}') });
    expect(Object.keys(checked.keys!)).toEqual(['__proto__', 'k']);
    expect(Object.getPrototypeOf(checked.keys)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
