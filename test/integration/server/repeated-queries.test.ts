// The server reads each query string once and keeps what it read; the same string must still be
// judged anew for every key, and a target must read the same on every way the server reads it.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForecastEnvelopeSchema } from '../../../src/contract/envelopes.ts';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../../src/server/node-adapter.ts';
import { embedded } from '../../support/service-harness.ts';

let server: ReturnType<typeof createNodeServer>;
let port: number;

function get(
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  // Fixed instants: the hours shown never depend on today's date.
  const service = createWeatherService({
    source: embedded,
    keys: { free: 'free', pro: 'pro' },
    now: () => Date.UTC(2026, 10, 21, 10, 20),
  });
  server = createNodeServer(service);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a query string asked again', () => {
  it('is read for each operation by its own rules', async () => {
    const query = 'key=pro&place=Lima&limit=30';
    for (let round = 0; round < 2; round++) {
      const geocode = await get(`/v1/geocode?${query}`);
      expect(geocode.status).toBe(400);
      expect(ProblemSchema.parse(geocode.body).errors).toEqual([
        expect.objectContaining({ param: 'limit', code: 'out_of_range' }),
      ]);
      // The forecast reads no limit.
      const forecast = await get(`/v1/forecast?${query}`);
      expect(forecast.status).toBe(200);
      expect(ForecastEnvelopeSchema.parse(forecast.body).location.name).toBe('Lima');
    }
  });

  it('is judged for each key by its own tier', async () => {
    const query = 'place=Lima&hourly=48';
    for (let round = 0; round < 2; round++) {
      const free = await get(`/v1/forecast?${query}&key=free`);
      expect(free.status).toBe(400);
      expect(ProblemSchema.parse(free.body).errors).toEqual([
        expect.objectContaining({ param: 'hourly', code: 'exceeds_tier' }),
      ]);
      const pro = await get(`/v1/forecast?${query}&key=pro`);
      expect(pro.status).toBe(200);
      expect(ForecastEnvelopeSchema.parse(pro.body).hourly).toHaveLength(48);
    }
  });

  it('gives the same problem each time, whatever the last reply did with it', async () => {
    const first = await get('/v1/forecast?lat=91&lon=x');
    const again = await get('/v1/forecast?lat=91&lon=x');
    expect(again.body).toEqual(first.body);
    expect(ProblemSchema.parse(again.body).errors!.map((error) => `${error.param} ${error.code}`)).toEqual([
      'key missing',
      'lat out_of_range',
      'lon not_a_number',
    ]);
  });

  it('reads the same from a plain target as through the URL parser', async () => {
    const plain = await get('/v1/forecast?key=pro&place=S%C3%A3o+Paulo&days=2&hourly=3');
    expect(plain.status).toBe(200);
    // Dot segments and a quote in the query take the parser's way; the answer is the same.
    const parsed = await get('/v1/./forecast?key=pro&place=S%C3%A3o+Paulo&days=2&hourly=3&note="x"');
    expect(parsed.status).toBe(200);
    expect(parsed.body).toEqual(plain.body);
    expect(ForecastEnvelopeSchema.parse(plain.body).location.name).toBe('São Paulo');
  });
});
