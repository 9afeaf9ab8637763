import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '../../../../src/contract/records.ts';
import { UpstreamError, type UpstreamFailure } from '../../../../src/contract/source-error.ts';
import { createOpenMeteoSource } from '../../../../src/sources/open-meteo/open-meteo-source.ts';
import { BERLIN_NOW, openMeteoRoutes } from '../berlin-fixtures.ts';
import { startFixtureServer, type FixtureServer } from '../fixture-server.ts';

const BERLIN: Location = {
  lat: 52.52,
  lon: 13.41,
  name: 'Berlin',
  admin: 'Land Berlin',
  country: 'Germany',
  iso2: 'DE',
  timezone: 'Europe/Berlin',
};
const SPAN = { now: BERLIN_NOW, hours: 24, days: 2 };

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer(openMeteoRoutes());
});
afterEach(() => server.misbehave(undefined));
afterAll(() => server.close());

// A second, not less: under a loaded 2-core machine a local 500 once took longer than 300 ms.
const source = (baseUrl = server.baseUrl) =>
  createOpenMeteoSource({ forecastBaseUrl: baseUrl, geocodingBaseUrl: baseUrl, timeoutMs: 1000 });

// Each operation of the source, so every failure is checked on both APIs.
const OPERATIONS = {
  geocode: (baseUrl?: string) => source(baseUrl).geocode('Berlin', 1),
  weather: (baseUrl?: string) => source(baseUrl).weather(BERLIN, SPAN),
  locate: (baseUrl?: string) => source(baseUrl).locate(40, -30),
};

async function failureOf(attempt: Promise<unknown>): Promise<UpstreamError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

async function expectFailure(
  operation: keyof typeof OPERATIONS,
  failure: UpstreamFailure,
  message?: RegExp,
): Promise<void> {
  const error = await failureOf(OPERATIONS[operation]());
  expect(error.failure).toBe(failure);
  if (message) expect(error.message).toMatch(message);
}

describe.each(Object.keys(OPERATIONS) as (keyof typeof OPERATIONS)[])('open-meteo %s failures', (operation) => {
  it('turns a 500 into upstream_error', async () => {
    server.misbehave({ kind: 'status', status: 500, body: { error: true, reason: 'Internal Server Error' } });
    await expectFailure(operation, 'upstream_error', /HTTP 500: Internal Server Error/);
  });

  it('turns a body that is not JSON into upstream_error', async () => {
    server.misbehave({ kind: 'garbage' });
    await expectFailure(operation, 'upstream_error', /not JSON/);
  });

  it('turns valid JSON of the wrong shape into upstream_error', async () => {
    server.misbehave({ kind: 'wrong-shape' });
    await expectFailure(operation, 'upstream_error', /unexpected shape/);
  });

  it("turns Open-Meteo's 400 {error, reason} into upstream_error carrying the reason", async () => {
    server.misbehave({
      kind: 'status',
      status: 400,
      body: { error: true, reason: 'Cannot initialize WeatherVariable from invalid String value' },
    });
    await expectFailure(
      operation,
      'upstream_error',
      /HTTP 400: Cannot initialize WeatherVariable from invalid String value/,
    );
  });

  it('turns a 503 into upstream_unavailable', async () => {
    server.misbehave({ kind: 'status', status: 503, body: { error: true, reason: 'The service is overloaded' } });
    await expectFailure(operation, 'upstream_unavailable', /overloaded/);
  });

  it('turns an answer slower than the timeout into upstream_timeout', async () => {
    server.misbehave({ kind: 'slow', delayMs: 5000 });
    await expectFailure(operation, 'upstream_timeout', /did not answer within 1000 ms/);
  });

  it('turns a dropped connection into upstream_unavailable', async () => {
    server.misbehave({ kind: 'drop' });
    await expectFailure(operation, 'upstream_unavailable', /could not be reached/);
  });

  it('turns a refused connection into upstream_unavailable', async () => {
    const closed = await startFixtureServer(openMeteoRoutes());
    await closed.close();
    const error = await failureOf(OPERATIONS[operation](closed.baseUrl));
    expect(error.failure).toBe('upstream_unavailable');
  });
});

describe('open-meteo rate limiting (429)', () => {
  it('answers upstream_unavailable and sends nothing more until Retry-After has passed', async () => {
    const limited = source();
    server.misbehave({
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '60' },
      body: { error: true, reason: 'Minutely API request limit exceeded.' },
    });
    const first = await failureOf(limited.geocode('Berlin', 1));
    expect(first.failure).toBe('upstream_unavailable');
    expect(first.message).toMatch(/retry after 60 s.*Minutely API request limit exceeded/);

    server.misbehave(undefined);
    const sent = server.requests.length;
    const second = await failureOf(limited.geocode('Paris', 1));
    expect(second.failure).toBe('upstream_unavailable');
    expect(server.requests.length).toBe(sent);
    // The forecast API is another server with its own limit: it is still asked.
    await expect(limited.weather(BERLIN, SPAN)).resolves.toMatchObject({ hourly: expect.any(Array) });
  });

  it('asks again once a short Retry-After has passed', async () => {
    const limited = source();
    server.misbehave({
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: true, reason: 'Too many concurrent requests' },
    });
    await failureOf(limited.geocode('Berlin', 1));
    server.misbehave(undefined);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limited.geocode('Berlin', 1)).resolves.toMatchObject([{ iso2: 'DE' }]);
  });
});
