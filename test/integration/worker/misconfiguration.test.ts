import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { fetchAssets } from '../../../src/sources/embedded/fetch-assets.ts';
import { ConfigurationError, UpstreamError } from '../../../src/contract/source-error.ts';
import type { Source } from '../../../src/sources/source.ts';
import { createServiceHost } from '../../../src/worker/service-host.ts';
import { bundledLoaders } from '../../../src/worker/bundled-loaders.ts';
import { inScriptTagTerms } from '../../../src/targets/script-tag/page-attributes.ts';
import { createWeatherClient } from '../../../src/page-client/weather-client.ts';

describe('a configuration that cannot work', () => {
  it('is told in the script tag’s own terms: its data-* attributes, not the options', () => {
    expect(
      inScriptTagTerms(
        'weather-widgets configure(): the contract source needs baseUrl (e.g. https://weather.example/v1) and apiKey',
      ),
    ).toBe(
      'weather-widgets script tag: the contract source needs data-base-url (e.g. https://weather.example/v1) and data-api-key',
    );
    expect(
      inScriptTagTerms(
        'weather-widgets configure(): source: must be one of embedded, contract; upstreamTimeout: must be a positive number',
      ),
    ).toBe(
      'weather-widgets script tag: data-source: must be one of embedded, contract; data-upstream-timeout: must be a positive number',
    );
  });

  it('makes the page client answer every request with the problem, asking nothing, until a configure() succeeds', async () => {
    let workers = 0;
    const client = createWeatherClient({
      createWorker: () => {
        workers++;
        throw new Error('no worker here');
      },
      startMainThread: async () => createServiceHost('memory', bundledLoaders),
      defaultDataUrl: 'http://127.0.0.1:1/data/',
      warn: () => {},
    });
    client.refuseConfiguration('the contract source needs data-base-url and data-api-key');
    const reply = await client.request('forecast', { place: 'Oslo' });
    expect(reply.status).toBe(500);
    expect(ProblemSchema.parse(reply.body)).toMatchObject({
      code: 'invalid_configuration',
      detail: 'the contract source needs data-base-url and data-api-key',
    });
    expect(workers).toBe(0);
    expect(client.configurationError).toMatch(/data-api-key/);
    client.configure({ source: 'open-meteo' });
    expect(client.configurationError).toBeUndefined();
  });

  it('is the service’s invalid_configuration problem when a source says so', async () => {
    const failing = () =>
      Promise.reject(
        new ConfigurationError('dataUrl (data-data-url) must name the folder that holds the embedded world’s files.'),
      );
    const source: Source = { geocode: failing, locate: failing, weather: failing };
    const reply = await createWeatherService({ source, onError: () => {} }).handle('geocode', {
      key: 'demo',
      place: 'Oslo',
    });
    expect(reply.status).toBe(500);
    expect(ProblemSchema.parse(reply.body)).toMatchObject({
      code: 'invalid_configuration',
      detail: expect.stringContaining('dataUrl'),
    });
  });
});

describe('fetching the embedded world’s files', () => {
  let base = '';
  const server = createServer((request, response) => {
    const status = Number(/\/(\d{3})\//.exec(request.url ?? '')?.[1] ?? 200);
    response.writeHead(status).end(status === 200 ? 'bytes' : '');
  });
  beforeAll(
    () =>
      new Promise<void>((done) =>
        server.listen(
          0,
          '127.0.0.1',
          () => ((base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`), done()),
        ),
      ),
  );
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const load = (folder: string) => fetchAssets(`${folder}/`, 'world.json')('world.json');

  it('reads a file that is there', async () => {
    expect(new TextDecoder().decode(await load(`${base}/ok`))).toBe('bytes');
  });

  it.each([404, 403, 410])(
    'calls a %i a folder that does not hold the world: a configuration error naming dataUrl',
    async (status) => {
      await expect(load(`${base}/${status}`)).rejects.toThrow(ConfigurationError);
      await expect(load(`${base}/${status}`)).rejects.toThrow(/dataUrl \(data-data-url\)/);
    },
  );

  it.each([404, 403, 410])(
    'calls a chunk that the manifest names but answers %i unavailable: a lost file, not a wrong folder',
    async (status) => {
      await expect(fetchAssets(`${base}/${status}/`, 'world.json')('names-0123abcd.bin')).rejects.toThrow(
        UpstreamError,
      );
    },
  );

  it('calls a 503 or an unreachable host unavailable, which the next call tries again', async () => {
    await expect(load(`${base}/503`)).rejects.toThrow(UpstreamError);
    await expect(load('http://127.0.0.1:1')).rejects.toThrow(UpstreamError);
  });
});
