// The fetch-style door, as Deno, Bun or a Cloudflare Worker would call it: Request in, Response out.
import { describe, expect, it } from 'vitest';
import { ForecastEnvelopeSchema } from '../../src/contract/envelopes.ts';
import { ProblemSchema } from '../../src/contract/problems.ts';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createFetchHandler } from '../../src/server/fetch-handler.ts';
import { embedded } from '../support/service-harness.ts';

const handler = createFetchHandler(createWeatherService({ source: embedded, keys: { k: 'pro' } }), {
  basePath: '/weather/v1',
});
const at = (path: string, init?: RequestInit) => handler(new Request(`https://example.test${path}`, init));

describe('the fetch handler', () => {
  it('answers a forecast under its base path, with CORS', async () => {
    const response = await at('/weather/v1/forecast?key=k&place=Cusco&days=1&hourly=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(ForecastEnvelopeSchema.parse(await response.json()).location.name).toBe('Cusco');
  });

  it('compresses with gzip when asked, and the body decompresses to the forecast', async () => {
    const response = await at('/weather/v1/forecast?key=k&place=Cusco&hourly=48', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const text = await new Response(response.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(ForecastEnvelopeSchema.parse(JSON.parse(text)).hourly).toHaveLength(48);
  });

  it('answers HEAD without a body, OPTIONS with the allowed methods, and 404/405 problems', async () => {
    const head = await at('/weather/v1/current?key=k&place=Cusco', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const options = await at('/weather/v1/current', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    const wrongPath = await at('/v1/current?key=k&place=Cusco');
    expect(ProblemSchema.parse(await wrongPath.json())).toMatchObject({ status: 404, code: 'not_found' });
    const wrongMethod = await at('/weather/v1/current?key=k&place=Cusco', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
  });
});
