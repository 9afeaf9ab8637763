// The contract source under our service: what a caller of a service that reads another one sees.
import { afterAll, describe, expect, it } from 'vitest';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { createContractSource } from '../../../src/sources/contract/contract-source.ts';
import { startOurServer } from '../../sources/contract/our-server.ts';
import { send, startScriptedUpstream } from '../../sources/contract/scripted-upstream.ts';

const now = Date.parse('2026-03-27T09:30:00Z');

describe('our service reading another service through the contract source', async () => {
  const upstream = await startOurServer({ now });
  afterAll(() => upstream.close());
  const serviceOver = (apiKey: string, baseUrl = upstream.baseUrl) =>
    createWeatherService({
      source: createContractSource({ baseUrl, apiKey, now: () => now }),
      now: () => now,
      onError: () => {},
    });

  it('answers a forecast for a place with data from the upstream', async () => {
    const reply = await serviceOver('demo-pro').handle(
      'forecast',
      new URLSearchParams({ key: 'demo', place: 'Berlin', days: '3' }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ location: { name: 'Berlin', iso2: 'DE' } });
  });

  it("answers a caller's 24 default hours although the service asks a free upstream key for 168", async () => {
    const reply = await serviceOver('demo').handle('forecast', new URLSearchParams({ key: 'demo', place: 'Berlin' }));
    expect(reply.status).toBe(200);
    expect((reply.body as { hourly: unknown[] }).hourly).toHaveLength(24);
  });

  it("answers with the upstream's 401 when the upstream does not know the source's key", async () => {
    const reply = await serviceOver('not-a-key').handle(
      'geocode',
      new URLSearchParams({ key: 'demo', place: 'Berlin' }),
    );
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'invalid_key', status: 401 });
  });

  it('answers 502 when the upstream breaks the contract', async () => {
    const broken = await startScriptedUpstream((_, response) => send(response, 200, '{"results": nope'));
    try {
      const reply = await serviceOver('demo', broken.baseUrl).handle(
        'geocode',
        new URLSearchParams({ key: 'demo', place: 'Berlin' }),
      );
      expect(reply.status).toBe(502);
      expect(reply.body).toMatchObject({ code: 'upstream_error', status: 502 });
    } finally {
      await broken.close();
    }
  });
});
