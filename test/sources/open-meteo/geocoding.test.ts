import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationSchema } from '../../../src/contract/records.ts';
import { createOpenMeteoSource } from '../../../src/sources/open-meteo/open-meteo-source.ts';
import { openMeteoRoutes } from './berlin-fixtures.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer(openMeteoRoutes());
});
afterAll(() => server.close());

const source = () => createOpenMeteoSource({ geocodingBaseUrl: server.baseUrl, forecastBaseUrl: server.baseUrl });
const lastRequest = () => server.requests.at(-1)!;
const names = (places: { name: string; admin: string; iso2: string }[]) =>
  places.map((place) => `${place.name}, ${place.admin}, ${place.iso2}`);

describe('open-meteo geocoding', () => {
  it('asks /v1/search for the name, in English JSON, for as many results as the limit', async () => {
    await source().geocode('Berlin', 2);
    const url = lastRequest();
    expect(url.pathname).toBe('/v1/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Berlin',
      count: '2',
      language: 'en',
      format: 'json',
    });
  });

  it('asks for names in the page language, as the lower-cased language code Open-Meteo takes, and names the country by Intl', async () => {
    const [berlino] = await source().geocode('Berlin', 1, 'it-CH');
    expect(lastRequest().searchParams.get('language')).toBe('it');
    expect(berlino).toMatchObject({ name: 'Berlino', country: 'Germania', iso2: 'DE' });
    await source().geocode('Berlin', 1, 'zh-Hant-TW');
    expect(lastRequest().searchParams.get('language')).toBe('zh');
  });

  it('maps admin1, country and an upper-cased country_code to admin, country and iso2', async () => {
    const [berlin] = await source().geocode('Berlin', 1);
    expect(berlin).toEqual({
      lat: 52.52437,
      lon: 13.41053,
      name: 'Berlin',
      admin: 'Land Berlin',
      country: 'Germany',
      iso2: 'DE',
      timezone: 'Europe/Berlin',
    });
  });

  it('never asks for more than the 100 results Open-Meteo allows', async () => {
    const places = await source().geocode('Berlin', 250);
    expect(lastRequest().searchParams.get('count')).toBe('100');
    expect(places).toHaveLength(3);
  });

  it('answers [] when Open-Meteo leaves out the results key', async () => {
    await expect(source().geocode('Qxzqxzqxz', 5)).resolves.toEqual([]);
  });

  it('fills what Open-Meteo leaves out: the country from its code, an empty admin and country when unknown', async () => {
    const places = await source().geocode('Île', 5);
    expect(places.map(({ name, admin, country, iso2 }) => ({ name, admin, country, iso2 }))).toEqual([
      { name: 'Île MacMurdo', admin: '', country: 'French Southern Territories', iso2: 'TF' },
      { name: 'Île Sans Pays', admin: '', country: '', iso2: '' },
    ]);
    for (const place of places) expect(LocationSchema.parse(place)).toEqual(place);
  });

  it('leaves out a place without a time zone, which cannot carry local days', async () => {
    const places = await source().geocode('Île', 5);
    expect(places.map((place) => place.name)).not.toContain('Île Sans Zone');
  });

  it("sends only the name before a qualifier and keeps the places in the country it names ('Paris, US')", async () => {
    const places = await source().geocode('Paris, US', 5);
    expect(lastRequest().searchParams.get('name')).toBe('Paris');
    expect(lastRequest().searchParams.get('count')).toBe('100');
    expect(names(places)).toEqual(['Paris, Texas, US', 'Paris, Tennessee, US']);
  });

  it("narrows by region name ('Springfield, Illinois') and by country name without its article ('Paris, france')", async () => {
    expect(names(await source().geocode('Springfield, Illinois', 5))).toEqual(['Springfield, Illinois, US']);
    expect(names(await source().geocode('Paris, france', 5))).toEqual(['Paris, Île-de-France, FR']);
    expect(names(await source().geocode('Paris, ile-de-france', 5))).toEqual(['Paris, Île-de-France, FR']);
  });

  it('ranks exact qualifier matches above word-prefix matches, otherwise keeping Open-Meteo order', async () => {
    // "United Kingdom" is not in the fixture; 'united' starts a word of "United States" only.
    expect(names(await source().geocode('Paris, united', 5))).toEqual(['Paris, Texas, US', 'Paris, Tennessee, US']);
    expect(names(await source().geocode('Paris, usa', 1))).toEqual(['Paris, Texas, US']);
    // Canelones (Uruguay) comes first from Open-Meteo but 'ca' only begins its name; CA is Canada's code.
    expect(names(await source().geocode('Paris, ca', 5))).toEqual(['Paris, Ontario, CA', 'Paris, Canelones, UY']);
  });

  it('answers [] for a qualifier no place satisfies', async () => {
    await expect(source().geocode('Paris, Narnia', 5)).resolves.toEqual([]);
  });

  it('passes hostile strings through as plain strings, and reads no upstream key into an object', async () => {
    const [place] = await source().geocode('<img src=x onerror=alert(1)>', 5);
    expect(place).toEqual({
      lat: 1.5,
      lon: 2.5,
      name: '<img src=x onerror=alert(1)>',
      admin: '__proto__',
      // The country is named by Intl from the code, never from the upstream's text.
      country: 'Nigeria',
      iso2: 'NG',
      timezone: 'Africa/Lagos',
    });
    expect(Object.getPrototypeOf(place)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('works under a base URL with a trailing slash or a path of its own', async () => {
    const prefixed = createOpenMeteoSource({ geocodingBaseUrl: `${server.baseUrl}/proxy/open-meteo/` });
    const [berlin] = await prefixed.geocode('Berlin', 1);
    expect(berlin?.iso2).toBe('DE');
    expect(lastRequest().pathname).toBe('/proxy/open-meteo/v1/search');
  });

  it('rejects a limit that is not a positive integer, and a base URL that is not http(s)', async () => {
    await expect(source().geocode('Berlin', 0)).rejects.toThrow(RangeError);
    await expect(source().geocode('Berlin', 1.5)).rejects.toThrow(/limit/);
    expect(() => createOpenMeteoSource({ geocodingBaseUrl: 'ftp://example.com' })).toThrow(/geocodingBaseUrl/);
    expect(() => createOpenMeteoSource({ forecastBaseUrl: 'not a url' })).toThrow(TypeError);
  });
});
