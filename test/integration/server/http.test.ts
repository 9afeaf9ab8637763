// The HTTP door over a real socket on 127.0.0.1, as curl or any client would see it.
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForecastEnvelopeSchema } from '../../../src/contract/envelopes.ts';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { createNodeServer, redactQueries } from '../../../src/server/node-adapter.ts';
import { embedded } from '../../support/service-harness.ts';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const SECRET_KEY = 'k-7f3a9c-secret';
const logLines: string[] = [];
let server: ReturnType<typeof createNodeServer>;
let base: string;

function get(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const json = (reply: RawReply) => JSON.parse(reply.body.toString('utf8')) as unknown;

beforeAll(async () => {
  const service = createWeatherService({
    source: embedded,
    keys: { demo: 'free', 'demo-pro': 'pro', [SECRET_KEY]: 'pro' },
  });
  server = createNodeServer(service, { log: (line) => logLines.push(line) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP server', () => {
  it('answers a forecast with JSON, caching, CORS and rate-limit headers', async () => {
    const reply = await get(`/v1/forecast?key=demo-pro&place=Lima&days=2&hourly=5`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-expose-headers']).toContain('RateLimit');
    expect(reply.headers['ratelimit-policy']).toBe('"minute";q=6000;w=60');
    const body = ForecastEnvelopeSchema.parse(json(reply));
    expect(body.location.name).toBe('Lima');
    expect(body.hourly).toHaveLength(5);
    expect(body.units.uv_index).toBe('index');
    for (const hour of body.hourly) expect(hour.uv_index).toBeGreaterThanOrEqual(0);
    for (const day of body.daily)
      expect(Object.keys(day)).toEqual(expect.arrayContaining(['uv_index_max', 'moon_phase', 'moon_illumination']));
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/v1/current?key=demo-pro&place=Lima', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('sends brotli or gzip as the client accepts them, each with its own entity tag and Vary: Accept-Encoding', async () => {
    const path = '/v1/forecast?key=demo-pro&place=Lima&hourly=168&days=14';
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes } as const;
    const replies = new Map<string, RawReply>();
    for (const [accept, coding] of [
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', 'identity'],
      ['', 'identity'],
    ] as const) {
      const reply = await get(path, { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(reply.headers['content-encoding'], accept).toBe(coding === 'identity' ? undefined : coding);
      expect(reply.headers.vary, accept).toBe('Accept-Encoding');
      expect(
        ForecastEnvelopeSchema.parse(JSON.parse(decode[coding](reply.body).toString('utf8'))).hourly,
        accept,
      ).toHaveLength(168);
      replies.set(coding, reply);
    }
    const tag = String(replies.get('identity')!.headers.etag);
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(replies.get('gzip')!.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
    expect(replies.get('br')!.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    expect(replies.get('br')!.body.length).toBeLessThan(replies.get('gzip')!.body.length);
  });

  it('answers 304 without a body to a client that holds the answer, in whichever coding it holds it', async () => {
    const path = '/v1/forecast?key=demo-pro&place=Quito&days=2';
    const first = await get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    const tag = String(first.headers.etag);
    for (const [ifNoneMatch, accept] of [
      [tag, 'gzip'],
      [tag, 'br'],
      [`W/${tag}`, 'gzip'],
      [`"other", ${tag.replace('-gzip', '')}`, ''],
      ['*', 'br'],
    ] as const) {
      const again = await get(path, { headers: { 'If-None-Match': ifNoneMatch, 'Accept-Encoding': accept } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toMatch(/^"[\w-]{22}(-gzip|-br)?"$/);
      expect(again.headers.vary).toBe('Accept-Encoding');
      expect(again.headers['ratelimit-policy']).toBe('"minute";q=6000;w=60');
      expect(again.headers['cache-control']).toMatch(/max-age=/);
    }
    // Another answer's tag, or the next days', is no match.
    expect((await get(path, { headers: { 'If-None-Match': '"AAAAAAAAAAAAAAAAAAAAAA"' } })).status).toBe(200);
    expect(
      (await get('/v1/forecast?key=demo-pro&place=Quito&days=3', { headers: { 'If-None-Match': tag } })).status,
    ).toBe(200);
    // Problems are never 304 and carry no tag.
    const problem = await get('/v1/forecast?key=demo-pro&place=Quito&days=99', { headers: { 'If-None-Match': '*' } });
    expect(problem.status).toBe(400);
    expect(problem.headers.etag).toBeUndefined();
  });

  it('serves a cached answer from bytes compressed once, however many clients ask', async () => {
    const calls = { gzip: 0, br: 0 };
    const counting = createNodeServer(createWeatherService({ source: embedded, keys: { k: 'pro' } }), {
      encoders: {
        gzip: async (bytes) => (calls.gzip++, gzipSync(bytes)),
        br: async (bytes) => (calls.br++, brotliCompressSync(bytes)),
      },
    });
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(counting.address() as AddressInfo).port}/v1/forecast?key=k&place=Hobart&hourly=72`;
    const bodies = [];
    for (const accept of ['br', 'gzip', 'br', 'gzip, br', 'gzip']) {
      bodies.push(
        await new Promise<Buffer>((resolve, reject) => {
          httpRequest(at, { headers: { 'Accept-Encoding': accept }, agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          })
            .on('error', reject)
            .end();
        }),
      );
    }
    await new Promise<void>((resolve) => counting.close(() => resolve()));
    expect(calls).toEqual({ gzip: 1, br: 1 });
    expect(bodies[2]!.equals(bodies[0]!)).toBe(true);
    expect(bodies[4]!.equals(bodies[1]!)).toBe(true);
  });

  it('answers problems for unknown paths and methods', async () => {
    const missing = await get('/v1/weather?key=demo');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('application/problem+json');
    expect(ProblemSchema.parse(json(missing)).code).toBe('not_found');
    const post = await get('/v1/forecast?key=demo&place=Lima', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toContain('GET');
    expect(ProblemSchema.parse(json(post)).code).toBe('method_not_allowed');
  });

  it('passes problems through with their status', async () => {
    const reply = await get('/v1/forecast?key=demo-pro&lat=91&lon=0');
    expect(reply.status).toBe(400);
    expect(ProblemSchema.parse(json(reply)).errors).toEqual([
      expect.objectContaining({ param: 'lat', code: 'out_of_range' }),
    ]);
    expect((await get('/v1/geocode?key=wrong&place=Lima')).status).toBe(401);
  });

  it('answers 200 concurrent requests, and admits exactly the quota of a free key', async () => {
    const replies = await Promise.all(Array.from({ length: 200 }, () => get('/v1/geocode?key=demo&place=Quito')));
    const admitted = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(admitted).toHaveLength(60);
    expect(refused).toHaveLength(140);
    const remaining = admitted.map((reply) => Number(/r=(\d+)/.exec(String(reply.headers.ratelimit))![1]));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    for (const reply of refused) {
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(ProblemSchema.parse(json(reply)).retry_after).toBe(Number(reply.headers['retry-after']));
    }
  });

  it('logs one line per request with method, path, status and time, never the key', async () => {
    const before = logLines.length;
    await get(`/v1/current?key=${SECRET_KEY}&place=Lima`);
    expect(logLines.length).toBe(before + 1);
    expect(logLines.at(-1)).toMatch(/^GET \/v1\/current 200 \d+\.\d+ms$/);
    expect(logLines.join('\n')).not.toContain(SECRET_KEY);
  });

  it('tells browsers never to sniff a reply into another type', async () => {
    for (const path of ['/v1/current?key=demo-pro&place=Lima', '/v1/nowhere', '/v1/forecast?place=Lima']) {
      expect((await get(path)).headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('answers a request target no URL parser accepts with a 400 problem, and neither the reply nor any log repeats its key', async () => {
    const errors: unknown[][] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.on('error', reject);
        socket.write(
          `GET http://[bad/v1/forecast?key=${SECRET_KEY}&place=Oslo HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      const body = ProblemSchema.parse(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)));
      expect(body.code).toBe('invalid_request');
      expect(body.detail).toContain('request target');
      expect(raw).not.toContain(SECRET_KEY);
      expect(logLines.at(-1)).toMatch(/^GET \(unparsable target\) 400 /);
      expect(JSON.stringify([logLines, errors.map((args) => args.map((arg) => inspect(arg)))])).not.toContain(
        SECRET_KEY,
      );
    } finally {
      console.error = originalError;
    }
  });

  it('cuts every query out of a failure before it is logged', () => {
    expect(
      redactQueries(
        `Invalid URL: http://[bad/v1/forecast?key=${SECRET_KEY}&place=Oslo (input 'http://x/?key=${SECRET_KEY}')`,
      ),
    ).toBe("Invalid URL: http://[bad/v1/forecast?… (input 'http://x/?…')");
  });

  it('refuses a client that keeps guessing keys, for the rest of its minute, and no one else', async () => {
    let clock = Date.UTC(2026, 10, 25, 12);
    const guarded = createNodeServer(createWeatherService({ source: embedded, keys: { [SECRET_KEY]: 'pro' } }), {
      unknownKeysPerMinute: 20,
      now: () => clock,
    });
    await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
    const port = (guarded.address() as AddressInfo).port;
    const ask = (key: string, from: string) =>
      new Promise<RawReply>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: `/v1/current?place=Lima&key=${key}`, localAddress: from, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      const guesses = [];
      for (let guess = 0; guess < 25; guess += 1) guesses.push((await ask(`guess-${guess}`, '127.0.0.1')).status);
      expect(guesses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
      // Refused unread: even the right key, so that a guesser cannot tell it apart.
      const refused = await ask(SECRET_KEY, '127.0.0.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(ProblemSchema.parse(json(refused)).detail).toContain('unknown keys');
      // Another client is served.
      expect((await ask(SECRET_KEY, '127.0.0.2')).status).toBe(200);
      // A minute later the guesser may ask again.
      clock += 60_000;
      expect((await ask(SECRET_KEY, '127.0.0.1')).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => guarded.close(() => resolve()));
    }
  });
});
