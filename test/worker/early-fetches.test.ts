import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_FETCHES, EARLY_FETCHES_PLANNED, fetchEarlyOrNow } from '../../src/worker/early-fetches.ts';
import { FILES_AHEAD_GLOBAL, workerBootstrapSource } from '../../src/targets/script-tag/worker-bootstrap.ts';

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
  delete (globalThis as Record<symbol, unknown>)[EARLY_FETCHES_PLANNED];
});

/**
 * Runs a bootstrap as a worker would, with `fetch` noting what it is asked (and answering
 * `answers`' URLs, leaving the rest pending), and returns its global.
 */
function runBootstrap(source: string, answers: Record<string, string> = {}) {
  const asked: Array<[string, RequestInit | undefined]> = [];
  const self: Record<symbol, unknown> = {};
  runInNewContext(source, {
    self,
    URL,
    TextDecoder,
    fetch: (url: string, init?: RequestInit) => (asked.push([url, init]), url in answers ? Promise.resolve(new Response(answers[url])) : new Promise(() => {})),
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  return { asked, early: self[EARLY_FETCHES] as Map<string, { integrity: string }> | undefined, planned: self[EARLY_FETCHES_PLANNED] as Promise<void> | undefined };
}

// Stands in for the built files-ahead code: it names a chunk and a page for the manifest's text
// and the place asked.
const FAKE_FILES_AHEAD = `var ${FILES_AHEAD_GLOBAL} = { filesAhead: (bytes, asked) => ["names-" + new TextDecoder().decode(bytes) + "-" + asked.place + ".bin", "hashes-1.bin"] };`;

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

describe("the worker's bootstrap, for the first request's place", () => {
  const early = [
    { url: 'https://cdn.example/data/world-1.json', integrity: 'sha384-manifest' },
    { url: 'https://cdn.example/data/embedded-world-2.js', integrity: 'sha384-engine' },
  ];
  const ahead = { manifest: early[0]!.url, asked: { place: 'Oslo' }, code: FAKE_FILES_AHEAD };

  it('asks for the chunks the manifest names for it once the manifest is here, and leaves them for the code', async () => {
    const { asked, early: left, planned } = runBootstrap(workerBootstrapSource('https://cdn.example/worker-3.js', 'sha384-code', early, ahead), { [early[0]!.url]: 'v5' });
    await planned;
    expect(asked.slice(3)).toEqual([
      ['https://cdn.example/data/names-v5-Oslo.bin', undefined],
      ['https://cdn.example/data/hashes-1.bin', undefined],
    ]);
    expect(left!.get('https://cdn.example/data/names-v5-Oslo.bin')?.integrity).toBe('');
  });

  it('asks for no chunk when the manifest cannot be read, and the plan still settles', async () => {
    const source = workerBootstrapSource('https://cdn.example/worker-3.js', 'sha384-code', early, ahead);
    const { asked, planned } = runBootstrap(source.replace(FAKE_FILES_AHEAD, `var ${FILES_AHEAD_GLOBAL} = { filesAhead: () => { throw new RangeError("not a manifest"); } };`), { [early[0]!.url]: '{' });
    await expect(planned).resolves.toBeUndefined();
    expect(asked.map(([url]) => url)).toEqual([...early.map(({ url }) => url), 'https://cdn.example/worker-3.js']);
  });

  it('makes no plan where the manifest is not an early file (another source than the embedded world)', () => {
    const { planned } = runBootstrap(workerBootstrapSource('https://cdn.example/worker-3.js', 'sha384-code', [], ahead));
    expect(planned).toBeUndefined();
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

  it("waits for the bootstrap's plan before fetching a file it has not asked for yet, then takes it over", async () => {
    const early = new Map<string, { integrity: string; response: Promise<Response> }>();
    (globalThis as Record<symbol, unknown>)[EARLY_FETCHES] = early;
    (globalThis as Record<symbol, unknown>)[EARLY_FETCHES_PLANNED] = new Promise<void>((resolve) =>
      setTimeout(() => (early.set(`${base}/names.bin`, { integrity: '', response: fetch(`${base}/ahead`) }), resolve()), 20),
    );
    expect(await (await fetchEarlyOrNow(`${base}/names.bin`)).text()).toBe('fetched /ahead');
    expect(await (await fetchEarlyOrNow(`${base}/other.bin`)).text()).toBe('fetched /other.bin');
    expect(served).toEqual(['/ahead', '/other.bin']);
  });

  it('fetches as usual where no bootstrap left anything (the main thread, the npm worker)', async () => {
    expect(await (await fetchEarlyOrNow(`${base}/a`)).text()).toBe('fetched /a');
  });
});
