// Reads what `npm run build` (run by `npm test` before vitest) wrote into dist/data/: each HTTP
// source's module, built with the service's zod rather than a copy of its own, answers and
// refuses an upstream exactly as the source it is built from.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createContractSource } from '../../src/sources/contract/contract-source.ts';
import { createOpenMeteoSource } from '../../src/sources/open-meteo/open-meteo-source.ts';
import { SHARED_ZOD_KEY } from '../../src/sources/shared-zod-names.ts';
import { shareZod } from '../../src/sources/shared-zod.ts';
import type { Source } from '../../src/sources/source.ts';
import { currentReply, forecastReply, oslo } from '../sources/contract/fixtures.ts';
import { send, startScriptedUpstream } from '../sources/contract/scripted-upstream.ts';
import { BERLIN_NOW, openMeteoRoutes } from '../sources/open-meteo/berlin-fixtures.ts';
import { startFixtureServer } from '../sources/open-meteo/fixture-server.ts';

const dist = resolve(import.meta.dirname, '../../dist');
const dataFile = (kind: string) =>
  resolve(
    dist,
    'data',
    readdirSync(resolve(dist, 'data')).find((file) => new RegExp(`^${kind}-[0-9a-f]{8}\\.js$`).test(file)) ?? 'missing',
  );
const worker = readdirSync(dist).find((file) => /^weather-widgets-worker-[0-9a-f]{8}\.js$/.test(file)) ?? 'missing';

type ContractModule = typeof import('../../src/sources/contract-source-module.ts');
type OpenMeteoModule = typeof import('../../src/sources/open-meteo-source-module.ts');
const importBuilt = async <M>(kind: string): Promise<M> => {
  shareZod();
  return (await import(pathToFileURL(dataFile(kind)).href)) as M;
};

// What a call came to, comparable across two copies of the code: the value, or the error's
// class name, message and failure.
async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return { value: await call() };
  } catch (error) {
    const { name, message, failure } = error as Error & { failure?: string };
    return { error: { name, message, failure } };
  }
}

describe("the HTTP sources' modules in dist/data/", () => {
  it('carry no copy of zod: zod is in the worker, and in neither module', () => {
    // The name zod gives its base schema type, a string no minifier renames.
    const marker = '$ZodType';
    expect(readFileSync(resolve(dist, worker), 'utf8')).toContain(marker);
    for (const kind of ['contract-source', 'open-meteo-source'])
      expect(readFileSync(dataFile(kind), 'utf8'), kind).not.toContain(marker);
  });

  it('refuse to run without the service that hands them its zod, and say so', async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_ZOD_KEY)];
    // A query string of its own: the module is evaluated anew, not taken from the module cache.
    await expect(import(`${pathToFileURL(dataFile('contract-source')).href}?alone`)).rejects.toThrow(
      "an HTTP source's module runs only in the service that loads it",
    );
  });

  describe('the contract source: the same answers and refusals as its source', async () => {
    let reply = '{}';
    const upstream = await startScriptedUpstream((_, response) => send(response, 200, reply));
    afterAll(() => upstream.close());
    const { createContractSource: createBuilt } = await importBuilt<ContractModule>('contract-source');
    const sources: Source[] = [createContractSource, createBuilt].map((create) =>
      create({ baseUrl: upstream.baseUrl, apiKey: 'demo-pro' }),
    );
    const now = Date.parse('2026-03-27T09:00:00Z');
    const forecast = forecastReply({ firstHourMs: now, hours: 24, firstDate: '2026-03-27', days: 2 });
    const hostile = (reply: unknown) => JSON.stringify(reply);
    // Each: what the upstream answers, the call, and whether the source answers or refuses.
    const cases: [string, string, (source: Source) => Promise<unknown>, 'value' | 'error'][] = [
      ['a forecast', hostile(forecast), (source) => source.weather(oslo, { now, hours: 24, days: 2 }), 'value'],
      [
        'a forecast with an hour out of range',
        hostile({
          ...forecast,
          hourly: forecast.hourly.map((hour, index) => (index === 3 ? { ...hour, humidity: 140 } : hour)),
        }),
        (source) => source.weather(oslo, { now, hours: 24, days: 2 }),
        'error',
      ],
      [
        'a forecast without its units',
        hostile({ ...forecast, units: undefined }),
        (source) => source.weather(oslo, { now, hours: 24, days: 2 }),
        'error',
      ],
      [
        'places with markup, __proto__ and fields of their own',
        `{"results":[{"__proto__":{"polluted":true},"extra":"x",${JSON.stringify({ ...oslo, name: '<img src=x onerror=alert(1)>' }).slice(1)}]}`,
        (source) => source.geocode('Oslo', 1),
        'value',
      ],
      [
        'a place with a latitude of 91',
        hostile({ results: [{ ...oslo, lat: 91 }] }),
        (source) => source.geocode('Oslo', 1),
        'error',
      ],
      ['not JSON', '<html>', (source) => source.geocode('Oslo', 1), 'error'],
      ['a current reply', hostile(currentReply(oslo, now)), (source) => source.locate(59.9, 10.7), 'value'],
    ];

    it.each(cases)('%s', async (_, body, call, kind) => {
      reply = body;
      const [fromSource, fromModule] = [await outcome(() => call(sources[0]!)), await outcome(() => call(sources[1]!))];
      expect(fromSource).toHaveProperty(kind);
      expect(fromModule).toEqual(fromSource);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });
  });

  it('the Open-Meteo source: the same places and forecast as its source', async () => {
    const server = await startFixtureServer(openMeteoRoutes());
    try {
      const { createOpenMeteoSource: createBuilt } = await importBuilt<OpenMeteoModule>('open-meteo-source');
      const answers = await Promise.all(
        [createOpenMeteoSource, createBuilt].map(async (create) => {
          const source = create({ geocodingBaseUrl: server.baseUrl, forecastBaseUrl: server.baseUrl });
          const [berlin] = await source.geocode('Berlin', 1);
          return {
            berlin,
            weather: await outcome(() => source.weather(berlin!, { now: BERLIN_NOW, hours: 24, days: 3 })),
          };
        }),
      );
      expect(answers[0]!.berlin).toMatchObject({ name: 'Berlin' });
      expect(answers[0]!.weather).toHaveProperty('value');
      expect(answers[1]).toEqual(answers[0]);
    } finally {
      await server.close();
    }
  });
});
