import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_FETCHES, EARLY_FETCHES_PLANNED, fetchEarlyOrNow } from '../../src/worker/early-fetches.ts';

let server: Server;
let base = '';
const served: string[] = [];

beforeAll(async () => {
  server = createServer(
    (request, response) => (served.push(request.url ?? ''), response.end(`fetched ${request.url}`)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  served.length = 0;
  delete (globalThis as Record<symbol, unknown>)[EARLY_FETCHES];
  delete (globalThis as Record<symbol, unknown>)[EARLY_FETCHES_PLANNED];
});

describe('fetchEarlyOrNow', () => {
  const leave = (url: string, integrity: string) => {
    const response = fetch(`${base}/early`);
    (globalThis as Record<symbol, unknown>)[EARLY_FETCHES] = new Map([[url, { integrity, response }]]);
  };

  it('answers the first fetch of an early URL with the early response, and fetches it anew after that', async () => {
    leave(`${base}/world.json`, 'sha384-x');
    expect(await (await fetchEarlyOrNow(`${base}/world.json`, { integrity: 'sha384-x' })).text()).toBe(
      'fetched /early',
    );
    expect(await (await fetchEarlyOrNow(`${base}/world.json`)).text()).toBe('fetched /world.json');
    expect(served).toEqual(['/early', '/world.json']);
  });

  it('hands an early response over by its URL alone: the code that takes it checks its bytes', async () => {
    leave(`${base}/world.json`, 'sha256-x');
    expect(await (await fetchEarlyOrNow(`${base}/world.json`)).text()).toBe('fetched /early');
  });

  it("waits for the bootstrap's plan before fetching a file it has not asked for yet, then takes it over", async () => {
    const early = new Map<string, { integrity: string; response: Promise<Response> }>();
    (globalThis as Record<symbol, unknown>)[EARLY_FETCHES] = early;
    (globalThis as Record<symbol, unknown>)[EARLY_FETCHES_PLANNED] = new Promise<void>((resolve) =>
      setTimeout(
        () => (early.set(`${base}/names.bin`, { integrity: '', response: fetch(`${base}/ahead`) }), resolve()),
        20,
      ),
    );
    expect(await (await fetchEarlyOrNow(`${base}/names.bin`)).text()).toBe('fetched /ahead');
    expect(await (await fetchEarlyOrNow(`${base}/other.bin`)).text()).toBe('fetched /other.bin');
    expect(served).toEqual(['/ahead', '/other.bin']);
  });

  it('fetches as usual where no bootstrap left anything (the main thread, the npm worker)', async () => {
    expect(await (await fetchEarlyOrNow(`${base}/a`)).text()).toBe('fetched /a');
  });
});
