// Every reply the server gives, held to the OpenAPI document by Ajv, status and header fields
// included: the conformance cases (each operation the document names answered, refused for
// each reason, on a path and a method no operation has, over an upstream that is down, past the
// header limit) and a fuzz run of generated requests, valid and not, with a fixed seed.
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../src/server/openapi/openapi-document.ts';
import { UpstreamError } from '../../../src/contract/source-error.ts';
import type { Source } from '../../../src/sources/source.ts';
import { compiledDocument, type ParameterObject, type SeenReply } from '../../support/openapi-validator.ts';
import { createContractSource } from '../../../src/sources/contract/contract-source.ts';
import { createOpenMeteoSource } from '../../../src/sources/open-meteo/open-meteo-source.ts';
import { startOurServer } from '../../sources/contract/our-server.ts';
import { BERLIN_NOW, openMeteoRoutes } from '../../sources/open-meteo/berlin-fixtures.ts';
import { startFixtureServer } from '../../sources/open-meteo/fixture-server.ts';
import { embedded } from '../../support/service-harness.ts';
import { startOpenApiServer, type OpenApiServer } from './openapi-server.ts';

const BASE = '/v1';
const document = openApiDocument({ basePath: BASE });
const { problemsOf } = compiledDocument(document);
const operationPaths = Object.keys(document.paths).filter((path) => path !== '/openapi.json');
const parametersOf = (path: string) =>
  (document.paths[path] as { get: { parameters: ParameterObject[] } }).get.parameters.filter(
    (parameter) => parameter.in === 'query',
  );

/** The query of an operation from the examples of its parameters; a place, or coordinates; other values set. */
function exampleQuery(
  path: string,
  key: string,
  where: 'place' | 'coordinates' = 'place',
  set: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ key });
  const names = parametersOf(path).map((parameter) => parameter.name);
  for (const { name, example } of parametersOf(path)) {
    const skip = where === 'place' ? ['lat', 'lon'] : names.includes('lat') ? ['place'] : [];
    if (!skip.includes(name)) query.set(name, set[name] ?? String(example));
  }
  return query.toString();
}

/** Every parameter of an operation given a value that breaks its schema. */
function brokenQuery(path: string, key: string): string {
  const query = new URLSearchParams({ key });
  for (const { name, schema } of parametersOf(path)) {
    const { type, maximum, maxLength } = schema as { type: string; maximum?: number; maxLength?: number };
    const broken =
      type === 'integer'
        ? '2.5'
        : type === 'number'
          ? String((maximum ?? 0) + 1)
          : maxLength
            ? 'x'.repeat(maxLength + 1)
            : '🌧 not a tag';
    query.set(name, schema.enum ? 'none-of-these' : broken);
  }
  return query.toString();
}

const KEYS = { pro: 'demo-pro', free: 'conformance-free', site: 'site-key' };
const seenStatuses = new Set<number>();

async function expectDescribed(
  server: OpenApiServer,
  method: string,
  target: string,
  headers: Record<string, string> = {},
) {
  const reply = await server.send(target, { method, headers });
  seenStatuses.add(reply.status);
  const path = new URL(target, 'http://x').pathname;
  const problems = problemsOf(path.startsWith(`${BASE}/`) ? path.slice(BASE.length) : path, method, reply);
  expect(problems, `${method} ${target} → ${reply.status}`).toEqual([]);
  return reply;
}

describe('the replies of the server, held to its OpenAPI document', () => {
  let server: OpenApiServer;
  beforeAll(async () => {
    server = await startOpenApiServer({
      keys: {
        [KEYS.pro]: 'pro',
        [KEYS.free]: 'free',
        [KEYS.site]: { tier: 'free', origins: ['https://shop.example'] },
      },
    });
  });
  afterAll(() => server.close());

  it('describes each operation answered, cached, asked by HEAD, in imperial units and by coordinates', async () => {
    for (const path of operationPaths) {
      const answered = await expectDescribed(server, 'GET', `${BASE}${path}?${exampleQuery(path, KEYS.pro)}`);
      expect(answered.status).toBe(200);
      const etag = String(answered.headers.etag);
      const held = await expectDescribed(server, 'GET', `${BASE}${path}?${exampleQuery(path, KEYS.pro)}`, {
        'If-None-Match': etag,
      });
      expect(held.status).toBe(304);
      expect((await expectDescribed(server, 'HEAD', `${BASE}${path}?${exampleQuery(path, KEYS.pro)}`)).status).toBe(
        200,
      );
      const compressed = await expectDescribed(
        server,
        'GET',
        `${BASE}${path}?${exampleQuery(path, KEYS.pro, 'coordinates', { units: 'imperial' })}`,
        {
          'Accept-Encoding': 'br, gzip',
        },
      );
      expect(compressed.status).toBe(200);
    }
  });

  it('describes each refusal: every violation, a missing or unknown key, another origin, the quota spent', async () => {
    for (const path of operationPaths) {
      const broken = await expectDescribed(server, 'GET', `${BASE}${path}?${brokenQuery(path, KEYS.pro)}`);
      expect(broken.status).toBe(400);
      expect((broken.body as { errors: unknown[] }).errors.length).toBeGreaterThanOrEqual(parametersOf(path).length);
      expect((await expectDescribed(server, 'GET', `${BASE}${path}?place=Oslo`)).status).toBe(400);
      expect((await expectDescribed(server, 'GET', `${BASE}${path}?key=nope&place=Oslo`)).status).toBe(401);
      const elsewhere = await expectDescribed(server, 'GET', `${BASE}${path}?${exampleQuery(path, KEYS.site)}`, {
        Origin: 'https://other.example',
      });
      expect(elsewhere.status).toBe(403);
    }
    let last: SeenReply | undefined;
    for (let sent = 0; sent < 61 && last?.status !== 429; sent++)
      last = await expectDescribed(server, 'GET', `${BASE}${operationPaths[0]}?key=${KEYS.free}`);
    expect(last?.status).toBe(429);
    for (const path of operationPaths)
      expect((await expectDescribed(server, 'GET', `${BASE}${path}?${exampleQuery(path, KEYS.free)}`)).status).toBe(
        429,
      );
  });

  it('describes a path and a method no operation has, its own document, and a client guessing keys', async () => {
    expect((await expectDescribed(server, 'GET', `${BASE}/nowhere`)).status).toBe(404);
    expect(await expectDescribed(server, 'GET', '/')).toMatchObject({ status: 404 });
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect((await expectDescribed(server, method, `${BASE}${operationPaths[0]}`)).status).toBe(405);
    const served = await expectDescribed(server, 'GET', `${BASE}/openapi.json`);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(document)));
    server.clock.advance(61_000);
    const guesses: number[] = [];
    for (let guess = 0; guess < 21; guess++)
      guesses.push(
        (await expectDescribed(server, 'GET', `${BASE}${operationPaths[0]}?key=guess-${guess}&place=Oslo`)).status,
      );
    expect(guesses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(guesses[20]).toBe(429);
    server.clock.advance(61_000);
  });

  it('describes the refusal of a request whose header fields are over the limit', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(server.base).port), '127.0.0.1', () => {
        socket.write(
          `GET ${BASE}${operationPaths[0]}?key=${KEYS.pro}&place=Oslo HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(9000)}\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    const [statusLine = '', ...fields] = head.split('\r\n');
    const reply: SeenReply = {
      status: Number(statusLine.split(' ')[1]),
      headers: Object.fromEntries(
        fields.map((field) => [field.slice(0, field.indexOf(':')), field.slice(field.indexOf(':') + 1).trim()]),
      ),
      body: JSON.parse(body) as unknown,
    };
    expect(reply.status).toBe(431);
    expect(problemsOf(operationPaths[0]!, 'GET', reply)).toEqual([]);
  });

  it('describes the problems of an upstream that is down and of a bug', async () => {
    // Every question the source can be asked fails, whichever operations the contract has.
    const failing = (error: () => Error): Source =>
      new Proxy({} as Source, { get: (_, name) => (name === 'then' ? undefined : () => Promise.reject(error())) });
    for (const [error, status] of [
      [() => new UpstreamError('upstream_unavailable', 'The upstream could not be reached.'), 503],
      [() => new UpstreamError('upstream_timeout', 'The upstream did not answer in time.'), 504],
      [() => new Error('a bug'), 500],
    ] as const) {
      const down = await startOpenApiServer({ source: failing(error), keys: { [KEYS.pro]: 'pro' } });
      try {
        for (const path of operationPaths)
          expect((await expectDescribed(down, 'GET', `${BASE}${path}?${exampleQuery(path, KEYS.pro)}`)).status).toBe(
            status,
          );
      } finally {
        await down.close();
      }
    }
  });
});

describe('the replies over each kind of source, held to the document', () => {
  // The HTTP upstreams: our own contract over a server of ours, and Open-Meteo's recorded Berlin.
  it.each(['contract', 'open-meteo'] as const)('describes every operation over the %s source', async (kind) => {
    const upstream = kind === 'contract' ? await startOurServer({ now: BERLIN_NOW }) : undefined;
    const fixtures = kind === 'open-meteo' ? await startFixtureServer(openMeteoRoutes()) : undefined;
    const source =
      kind === 'contract'
        ? createContractSource({ baseUrl: upstream!.baseUrl, apiKey: 'demo-pro' })
        : createOpenMeteoSource({
            forecastBaseUrl: fixtures!.baseUrl,
            geocodingBaseUrl: `${fixtures!.baseUrl}/`,
            locate: (lat, lon, language) => embedded.locate(lat, lon, language),
          });
    const server = await startOpenApiServer({ source, start: BERLIN_NOW, keys: { [KEYS.pro]: 'pro' } });
    try {
      for (const path of operationPaths) {
        const berlin = { place: 'Berlin', lat: '52.52', lon: '13.41', units: 'imperial' };
        for (const where of ['place', 'coordinates'] as const) {
          const reply = await expectDescribed(
            server,
            'GET',
            `${BASE}${path}?${exampleQuery(path, KEYS.pro, where, berlin)}`,
          );
          // A source may have no data for an operation (501); it never fails here.
          expect([path, reply.status]).toEqual([path, reply.status === 501 ? 501 : 200]);
        }
      }
    } finally {
      await server.close();
      await upstream?.close();
      await fixtures?.close();
    }
  });
});

describe('a fuzz run of generated requests, each reply held to the document', () => {
  const NUMBERS = [
    '0',
    '-0',
    '90',
    '-90.0',
    '180',
    '90.5',
    '1e2',
    '+1',
    ' 1',
    '',
    'NaN',
    '3.0',
    '3.5',
    '14',
    '15',
    '168',
    '169',
    '24',
    '25',
    '00012',
    '.5',
    '-1',
  ];
  const TEXTS = [
    'Oslo',
    'Lima',
    'São Paulo',
    'springfield, il',
    'Qxzqxzqxz',
    '   ',
    'x'.repeat(51),
    '__proto__',
    'pt-BR',
    'zh-Hant',
    'metric',
    'imperial',
    'kelvin',
  ];
  const value = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NUMBERS, ...TEXTS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.double({ min: -200, max: 200, noNaN: true }).map((n) => n.toFixed(2)) },
  );
  const names = fc.constantFrom(
    'lat',
    'lon',
    'place',
    'units',
    'days',
    'hourly',
    'limit',
    'language',
    'other',
    'constructor',
  );
  // A valid query of an operation, value by value from its parameters' schemas in the document.
  const PLACES = ['Oslo', 'Lima', 'São Paulo', 'Springfield, IL', 'Tromsø', 'Cusco', 'Qxzqxzqxz'];
  const COORDINATES = [
    ['59.91', '10.75'],
    ['-33.87', '151.21'],
    ['40', '-30'],
    ['90', '0'],
    ['-90', '180'],
    ['0.5', '-0.5'],
  ];
  const valueOf = (schema: Record<string, unknown>): fc.Arbitrary<string> => {
    const { type, minimum, maximum } = schema as { type: string; minimum: number; maximum: number };
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
    if (type === 'integer') return fc.integer({ min: minimum, max: maximum }).map(String);
    return fc.constantFrom('en', 'de', 'pt-BR', 'zh-Hant');
  };
  const validPairs = (path: string): fc.Arbitrary<[string, string][]> => {
    const parameters = parametersOf(path).filter(({ name }) => !['lat', 'lon', 'place'].includes(name));
    const takesCoordinates = parametersOf(path).some(({ name }) => name === 'lat');
    return fc
      .tuple(
        takesCoordinates ? fc.boolean() : fc.constant(false),
        fc.constantFrom(...PLACES),
        fc.constantFrom(...COORDINATES),
        fc.tuple(
          ...parameters.map(({ name, schema }) => fc.option(valueOf(schema).map((v) => [name, v] as [string, string]))),
        ),
      )
      .map(([byCoordinates, place, [lat, lon], optional]) => [
        ...((byCoordinates
          ? [
              ['lat', lat],
              ['lon', lon],
            ]
          : [['place', place]]) as [string, string][]),
        ...optional.filter((pair): pair is [string, string] => pair !== null),
      ]);
  };
  const valid = fc
    .constantFrom(...operationPaths)
    .chain((path) => validPairs(path).map((pairs) => ({ path: `${BASE}${path}`, pairs })));

  const request = fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE'),
    path: fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...operationPaths.map((path) => `${BASE}${path}`)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(`${BASE}/`, `${BASE}/Forecast`, '/v2/forecast', `${BASE}/forecast/extra`),
      },
    ),
    key: fc.option(fc.constantFrom(KEYS.pro, KEYS.pro, KEYS.pro, KEYS.pro, KEYS.free, '', 'nope'), {
      nil: undefined,
      freq: 10,
    }),
    pairs: fc.array(fc.tuple(names, value), { maxLength: 5 }),
    encoding: fc.constantFrom('identity', 'gzip', 'br', 'br;q=0, gzip', 'gzip;q=0'),
  });
  // Half are valid queries of an operation (some of them with a free key that asks too much).
  const requests = fc.oneof(
    request,
    fc
      .record({
        method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD'),
        target: valid,
        key: fc.constantFrom(KEYS.pro, KEYS.pro, KEYS.pro, KEYS.free),
        encoding: fc.constantFrom('identity', 'gzip', 'br'),
      })
      .map(({ method, target: { path, pairs }, key, encoding }) => ({ method, path, key, pairs, encoding })),
  );

  let server: OpenApiServer;
  beforeAll(async () => {
    server = await startOpenApiServer({ keys: { [KEYS.pro]: 'pro', [KEYS.free]: 'free' } });
  });
  afterAll(() => server.close());

  it('answers 2,000 generated requests, valid and not, each as the document describes', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requests, async ({ method, path, key, pairs, encoding }) => {
        // A second a request: quotas refill and the unknown-key throttle forgets, as over a real half hour.
        server.clock.advance(1000);
        const query = new URLSearchParams(pairs);
        if (key !== undefined) query.append('key', key);
        const reply = await expectDescribed(server, method, `${path}?${query}`, { 'Accept-Encoding': encoding });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }),
      { numRuns: 2000, seed: 42, endOnFailure: true },
    );
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404, 405]));
    expect(statuses.get(200)).toBeGreaterThan(500);
  });
});
