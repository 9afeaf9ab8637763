// GET /v1/climate over a real socket, as a travel site's server would ask it.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClimateEnvelopeSchema } from '../../../src/contract/climate.ts';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../../src/server/node-adapter.ts';
import { embedded } from '../../support/service-harness.ts';

let server: ReturnType<typeof createNodeServer>;
let base: string;

beforeAll(async () => {
  server = createNodeServer(createWeatherService({ source: embedded }), { log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GET /v1/climate', () => {
  it("answers Lisbon's twelve months with the quota's and the cache's fields", async () => {
    const reply = await fetch(`${base}/v1/climate?place=Lisbon&key=demo`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('ratelimit-policy')).toBe('"minute";q=60;w=60');
    expect(reply.headers.get('cache-control')).toBe('private, max-age=86400');
    const body = ClimateEnvelopeSchema.parse(await reply.json());
    expect(body.location.name).toBe('Lisbon');
    expect(body.months).toHaveLength(12);
  });

  it('answers lat and lon in imperial units, and bad input with the problem forecast gives', async () => {
    const imperial = ClimateEnvelopeSchema.parse(
      await (await fetch(`${base}/v1/climate?lat=38.72&lon=-9.14&units=imperial&key=demo`)).json(),
    );
    expect(imperial.units.temp).toBe('fahrenheit');
    const [climate, forecast] = await Promise.all(
      ['climate', 'forecast'].map((operation) => fetch(`${base}/v1/${operation}?lat=95&key=demo`)),
    );
    expect(climate!.status).toBe(400);
    expect(climate!.headers.get('content-type')).toBe('application/problem+json');
    expect(ProblemSchema.parse(await climate!.json())).toEqual(await forecast!.json());
  });
});
