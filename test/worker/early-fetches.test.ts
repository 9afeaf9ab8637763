import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_FETCHES, fetchEarlyOrNow } from '../../src/worker/early-fetches.ts';
import { workerBootstrapSource } from '../../src/worker/worker-bootstrap.ts';

let server: Server;
let base = '';
const served: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => (served.push(request.url ?? ''), response.end(`fetched ${request.url}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  served.length = 0;
  delete (globalThis as Record<symbol, unknown>)[EARLY_FETCHES];
});

/** Runs a bootstrap as a worker would, with `fetch` noting what it is asked, and returns its global. */
function runBootstrap(source: string) {
  const asked: Array<[string, RequestInit | undefined]> = [];
  const self: Record<symbol, unknown> = {};
  runInNewContext(source, {
    self,
    fetch: (url: string, init?: RequestInit) => (asked.push([url, init]), new Promise(() => {})),
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  return { asked, early: self[EARLY_FETCHES] as Map<string, { integrity: string }> | undefined };
}

describe("the worker's bootstrap", () => {
  it('asks for the early files with their integrity beside the code, and leaves them where the code looks', () => {
    const early = [
      { url: 'https://cdn.example/data/world-1.json', integrity: 'sha384-manifest' },
      { url: 'https://cdn.example/data/embedded-world-2.js', integrity: 'sha384-engine' },
    ];
    const { asked, early: left } = runBootstrap(workerBootstrapSource('https://cdn.example/worker-3.js', 'sha384-code', early));
    expect(asked).toEqual([
      ['https://cdn.example/data/world-1.json', { integrity: 'sha384-manifest' }],
      ['https://cdn.example/data/embedded-world-2.js', { integrity: 'sha384-engine' }],
      ['https://cdn.example/worker-3.js', { integrity: 'sha384-code' }],
    ]);
    expect([...left!.entries()].map(([url, { integrity }]) => [url, integrity])).toEqual(early.map(({ url, integrity }) => [url, integrity]));
  });

  it('asks for nothing early when told of nothing (another source than the embedded world)', () => {
    const { asked, early } = runBootstrap(workerBootstrapSource('https://cdn.example/worker-3.js', 'sha384-code'));
    expect(asked.map(([url]) => url)).toEqual(['https://cdn.example/worker-3.js']);
    expect(early?.size).toBe(0);
  });
});

describe('fetchEarlyOrNow', () => {
  const leave = (url: string, integrity: string) => {
    const response = fetch(`${base}/early`);
    (globalThis as Record<symbol, unknown>)[EARLY_FETCHES] = new Map([[url, { integrity, response }]]);
  };

  it('answers the first fetch of an early URL with the early response, and fetches it anew after that', async () => {
    leave(`${base}/world.json`, 'sha384-x');
    expect(await (await fetchEarlyOrNow(`${base}/world.json`, { integrity: 'sha384-x' })).text()).toBe('fetched /early');
    expect(await (await fetchEarlyOrNow(`${base}/world.json`)).text()).toBe('fetched /world.json');
    expect(served).toEqual(['/early', '/world.json']);
  });

  it('never hands an early response to a fetch with another integrity', async () => {
    leave(`${base}/world.json`, 'sha384-x');
    expect(await (await fetchEarlyOrNow(`${base}/world.json`)).text()).toBe('fetched /world.json');
  });

  it('fetches as usual where no bootstrap left anything (the main thread, the npm worker)', async () => {
    expect(await (await fetchEarlyOrNow(`${base}/a`)).text()).toBe('fetched /a');
  });
});
