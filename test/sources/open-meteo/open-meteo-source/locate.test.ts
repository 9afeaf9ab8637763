import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationSchema, type Location } from '../../../../src/contract/records.ts';
import { createOpenMeteoSource } from '../../../../src/sources/open-meteo/open-meteo-source.ts';
import { BERLIN_SCENARIO, openMeteoRoutes } from '../berlin-fixtures.ts';
import { startFixtureServer, type FixtureServer } from '../fixture-server.ts';

let server: FixtureServer;
beforeAll(async () => {
  // Open-Meteo reports the zone of the point it was asked about; the fixture's is Atlantic/Azores.
  server = await startFixtureServer(
    openMeteoRoutes({ ...BERLIN_SCENARIO, latitude: 40, longitude: -30, timezone: 'Atlantic/Azores' }),
  );
});
afterAll(() => server.close());

describe('open-meteo locate', () => {
  it('names a coordinate by itself, in the time zone the forecast API reports for it', async () => {
    const place = await createOpenMeteoSource({ forecastBaseUrl: server.baseUrl }).locate(40, -30);
    expect(place).toEqual({
      lat: 40,
      lon: -30,
      name: '40.00°N, 30.00°W',
      admin: '',
      country: '',
      iso2: '',
      timezone: 'Atlantic/Azores',
    });
    expect(LocationSchema.parse(place)).toEqual(place);
    const query = Object.fromEntries(server.requests.at(-1)!.searchParams);
    expect(query).toEqual({ latitude: '40', longitude: '-30', timezone: 'auto' });
  });

  it('labels southern and eastern coordinates with S and E, and the equator and meridian without a sign', async () => {
    const source = createOpenMeteoSource({ forecastBaseUrl: server.baseUrl });
    expect((await source.locate(-33.8688, 151.2093)).name).toBe('33.87°S, 151.21°E');
    expect((await source.locate(-0.001, 0)).name).toBe('0.00°N, 0.00°E');
  });

  it('uses the injected locate instead, asking Open-Meteo nothing', async () => {
    const paris: Location = {
      lat: 48.85,
      lon: 2.35,
      name: 'Paris',
      admin: 'Île-de-France',
      country: 'France',
      iso2: 'FR',
      timezone: 'Europe/Paris',
    };
    const sent = server.requests.length;
    const source = createOpenMeteoSource({ forecastBaseUrl: server.baseUrl, locate: async () => paris });
    await expect(source.locate(48.8566, 2.3522)).resolves.toBe(paris);
    expect(server.requests.length).toBe(sent);
  });

  it('rejects a coordinate outside the globe with a RangeError naming it', async () => {
    const source = createOpenMeteoSource({ forecastBaseUrl: server.baseUrl });
    await expect(source.locate(91, 0)).rejects.toThrow(/lat/);
    await expect(source.locate(0, Number.NaN)).rejects.toThrow(RangeError);
  });

  it('keeps a query that a commercial base URL carries (its apikey) and never shows it in an error', async () => {
    const source = createOpenMeteoSource({ forecastBaseUrl: `${server.baseUrl}/?apikey=s3cret` });
    await source.locate(40, -30);
    expect(server.requests.at(-1)!.searchParams.get('apikey')).toBe('s3cret');
    server.misbehave({
      kind: 'status',
      status: 400,
      body: { error: true, reason: 'The supplied API key is invalid.' },
    });
    const error = await source.locate(40, -30).then(
      () => new Error('locate resolved'),
      (reason: unknown) => reason as Error,
    );
    server.misbehave(undefined);
    expect(error.message).toMatch(/API key is invalid/);
    expect(error.message).not.toContain('s3cret');
  });
});
