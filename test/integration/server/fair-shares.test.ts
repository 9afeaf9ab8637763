// A publishable key over HTTP: bound to its site's origins, and shared fairly between clients,
// so that a visitor (or anyone who copies the key from the page) cannot spend the site's quota.
// Clients are loopback addresses: 127.0.0.1, and others in other /24 networks, as shares are
// counted per network.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../../src/server/node-adapter.ts';
import { embedded } from '../../support/service-harness.ts';

const SHOP = 'https://shop.example';
const keys = {
  'pk-shop': { tier: 'free', origins: [SHOP] },
  'pk-other': { tier: 'free', origins: [SHOP] },
  'sk-backend': 'free',
  'pk-crowd': { tier: 'free', origins: [SHOP] },
};
let server: ReturnType<typeof createNodeServer>;
let port: number;

beforeAll(async () => {
  server = createNodeServer(createWeatherService({ source: embedded, keys, onError: () => {} }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(
  path: string,
  { from = '127.0.0.1', headers = { Origin: SHOP } }: { from?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port, localAddress: from, path, headers, agent: false }, (reply) => {
      let body = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (body += chunk));
      reply.on('end', () => resolve({ status: reply.statusCode!, headers: reply.headers, body }));
    });
    asked.on('error', reject);
    asked.end();
  });
}

describe('a publishable key', () => {
  it('gives one client a quarter of its quota, and another client of the same key is still served', async () => {
    const burner = [];
    for (let i = 0; i < 20; i++) burner.push(await get('/v1/geocode?key=pk-shop&place=Oslo'));
    expect(burner.filter((reply) => reply.status === 200)).toHaveLength(15);
    const refused = burner.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(5);
    for (const reply of refused) {
      expect(reply.headers['ratelimit-policy']).toBe('"client";q=15;w=60');
      const problem = ProblemSchema.parse(JSON.parse(reply.body));
      expect(problem.detail).toMatch(
        /^One client may make 15 of this key's 60 requests a minute; try again in \d+ s\.$/,
      );
      expect(Number(reply.headers['retry-after'])).toBe(problem.retry_after);
    }
    // A visitor from another network: the key's quota has 45 left, and its own share is whole.
    const other = await get('/v1/geocode?key=pk-shop&place=Oslo', { from: '127.0.1.2' });
    expect(other.status).toBe(200);
    expect(other.headers['ratelimit-policy']).toBe('"minute";q=60;w=60, "client";q=15;w=60');
    expect(other.headers.ratelimit).toMatch(/^"minute";r=44;t=\d+, "client";r=14;t=\d+$/);
  });

  it('gives four addresses of one network one share together, so they cannot spend the key', async () => {
    const hammer = [];
    for (let i = 0; i < 60; i++)
      hammer.push(await get('/v1/geocode?key=pk-crowd&place=Oslo', { from: `127.0.9.${1 + (i % 4)}` }));
    expect(hammer.filter((reply) => reply.status === 200)).toHaveLength(15);
    // Everyone else still has the other 45 of the key's minute.
    const visitors = [];
    for (let i = 0; i < 12; i++)
      visitors.push((await get('/v1/geocode?key=pk-crowd&place=Oslo', { from: `127.0.${20 + i}.7` })).status);
    expect(visitors).toEqual(Array(12).fill(200));
  });

  it('is refused from a page of another origin, and from a request that names none', async () => {
    const elsewhere = await get('/v1/geocode?key=pk-other&place=Oslo', {
      headers: { Origin: 'https://copycat.example' },
    });
    expect(elsewhere.status).toBe(403);
    expect(ProblemSchema.parse(JSON.parse(elsewhere.body))).toMatchObject({
      code: 'origin_not_allowed',
      detail: "This key is bound to its site's origins and may not be used from pages of https://copycat.example.",
    });
    const anonymous = await get('/v1/geocode?key=pk-other&place=Oslo', { headers: {} });
    expect(anonymous.status).toBe(403);
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: 'origin_not_allowed' });
    // The Referer stands in for a missing Origin; an opaque origin ("null") is none.
    expect(
      (await get('/v1/geocode?key=pk-other&place=Oslo', { headers: { Referer: `${SHOP}/weather?city=oslo` } })).status,
    ).toBe(200);
    expect(
      (
        await get('/v1/geocode?key=pk-other&place=Oslo', {
          headers: { Origin: 'null', Referer: 'https://copycat.example/' },
        })
      ).status,
    ).toBe(403);
    expect((await get('/v1/geocode?key=pk-other&place=Oslo', { headers: { Origin: SHOP } })).status).toBe(200);
  });

  it('leaves a secret key whole to its one client, from anywhere', async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await get('/v1/geocode?key=sk-backend&place=Oslo', { headers: {} })).status);
    expect(statuses).toEqual(Array(30).fill(200));
  });
});
