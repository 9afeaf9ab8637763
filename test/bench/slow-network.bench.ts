// The first visit on the network Lighthouse uses for mobile ("slow 4G": 1.6 Mbps down, 750 kbps
// up, 150 ms round trip, set through Chrome DevTools Protocol network emulation) from the
// test CDN, which sends Brotli as CDNs do: time to the first forecast and the bytes the CDN sent
// (and what gzip would have sent), cold and warm, beside a bare Lit element on the same page; then the bytes of typing "Tok", choosing
// Tokyo and seeing its forecast. The CDN counts the bytes it sends on each run (/transfers/<run>).
import type { Browser, Page } from '@playwright/test';
import { BENCH_CDN_PORT, BENCH_HTTP_SOURCE_PORT, BENCH_SITE_PORT } from './bench-browser.ts';
import { serveHelloWorld } from './hello-world.ts';
import type { Server, ServerResponse } from 'node:http';
import { createNodeServer } from '../../src/server/node-adapter.ts';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createEmbeddedSource } from '../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../src/sources/embedded/load-assets-from-disk.ts';
import { ratio, writeFigure } from './bench-report.ts';
import { benchKeys } from './service.bench.ts';
import { percentile } from './stats.ts';

const RUNS = 3;
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
const TIMEOUT_MS = 120_000;

// The round trips a first forecast cannot avoid, one after another: the page names the script,
// the script names the world's files (the manifest, the engine, the name chunk a place attribute
// needs and the hashes, all at once), and the name chunk gives the place's coordinates, which
// name its climate tile.
const FORCED_ROUND_TRIPS = 4;

// The same page on an HTTP source: the page names the script, the script names the worker's
// code, the source's module and the place's geocode (all at once), and the geocode's answer gives
// the coordinates the forecast is asked for.
const FORCED_ROUND_TRIPS_HTTP = 4;

/** The fastest any page could show the first forecast: its bytes at the bandwidth, plus the forced round trips. */
function floorMs(bytes: number, roundTrips = FORCED_ROUND_TRIPS): number {
  return roundTrips * SLOW_4G.latency + (bytes / SLOW_4G.downloadThroughput) * 1000;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Transfer {
  file: string;
  bytes: number;
  /** What the file would have taken in gzip, the measure of the build's budgets. */
  gzipBytes: number;
  /** Date.now() when the request reached the CDN. */
  arrivedAt: number;
}

export async function transfers(run: string): Promise<Transfer[]> {
  return (await (await fetch(`http://127.0.0.1:${BENCH_CDN_PORT}/transfers/${run}`)).json()) as Transfer[];
}

export const kindOf = (file: string) => file.replace(/^data\//, '').replace(/-[0-9a-f]{8}(?:-\d+)?\.\w+$/, '');

async function cdnBytes(run: string, measure: 'bytes' | 'gzipBytes' = 'bytes'): Promise<number> {
  return (await transfers(run)).reduce((sum, transfer) => sum + transfer[measure], 0);
}

// The kinds of file fetched after the first `from`: "names, tile, climate".
async function filesAfter(run: string, from: number): Promise<string> {
  return (await transfers(run))
    .slice(from)
    .map(({ file }) => kindOf(file))
    .join(', ');
}

// When each file of a cold visit reached the CDN, in ms after the navigation started: where the
// round trips go ("weather-widgets.js 310, world 960, …").
async function arrivals(run: string, navigationStart: number): Promise<Map<string, number>> {
  const files = (await transfers(run)).map(({ file, arrivedAt }): [string, number] => [kindOf(file), arrivedAt]);
  // The upstream's requests, in a visit of the HTTP-source page; the first of each operation.
  const upstream = upstreamArrivals.filter(
    ([name], index) => upstreamArrivals.findIndex(([other]) => other === name) === index,
  );
  return new Map([...files, ...upstream].sort((a, b) => a[1] - b[1]).map(([name, at]) => [name, at - navigationStart]));
}

export async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
}

async function marks(page: Page): Promise<{ hello: number; forecast: number }> {
  await page.waitForFunction(
    () => 'hello' in (window.benchMarks ?? {}) && 'forecast' in (window.benchMarks ?? {}),
    undefined,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  return page.evaluate(() => ({ hello: window.benchMarks!['hello']!, forecast: window.benchMarks!['forecast']! }));
}

interface Visit {
  cold: {
    hello: number;
    forecast: number;
    bytes: number;
    gzipBytes: number;
    arrivals: Map<string, number>;
    /** The page's own HTML, on the wire. */
    pageBytes: number;
    /** What the HTTP source sent, as on the wire (none on the embedded world). */
    upstreamBytes: number;
  };
  warm: { hello: number; forecast: number; bytes: number };
  searchBytes: number;
  coldFiles: string;
  searchFiles: string;
}

// A CDN that sends gzip only: the browser offers nothing else, to the widgets' CDN and to the
// bare element's alike.
const GZIP_ONLY = { 'Accept-Encoding': 'gzip, deflate' };

/** How a visit differs from the Brotli CDN's cold and warm visit with the embedded world. */
interface VisitKind {
  /** The CDN sends gzip only. */
  gzipOnly?: boolean;
  /** The page reads the project's own server on another origin rather than the embedded world. */
  httpSource?: boolean;
  /** The page has the hints docs/hosting-on-a-cdn.md gives site owners (preconnect to the CDN). */
  hints?: boolean;
}

// The bench's page and its query, by kind of visit: `hints` has the site server write the hints
// into bench-first-render.html.
const siteOf = ({ httpSource = false, hints = false }: VisitKind, run: string) =>
  `${httpSource ? 'bench-http-source.html' : 'bench-first-render.html'}?run=${run}${hints ? '&hints' : ''}`;

async function visit(browser: Browser, run: string, kind: VisitKind = {}): Promise<Visit> {
  const { gzipOnly = false } = kind;
  const context = await browser.newContext(gzipOnly ? { extraHTTPHeaders: GZIP_ONLY } : {});
  try {
    const page = await context.newPage();
    await throttle(page);
    upstreamArrivals.length = 0;
    upstreamSent.bytes = 0;
    await page.goto(`http://127.0.0.1:${BENCH_SITE_PORT}/${siteOf(kind, run)}`);
    const coldMarks = await marks(page);
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const cold = {
      ...coldMarks,
      bytes: await cdnBytes(run),
      gzipBytes: await cdnBytes(run, 'gzipBytes'),
      arrivals: await arrivals(run, navigationStart),
      pageBytes: await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).encodedBodySize,
      ),
      upstreamBytes: upstreamSent.bytes,
    };
    const coldFiles = await filesAfter(run, 0);
    if (gzipOnly || kind.hints)
      return { cold, warm: { hello: NaN, forecast: NaN, bytes: NaN }, searchBytes: NaN, coldFiles, searchFiles: '' };
    await page.reload();
    const warm = { ...(await marks(page)), bytes: (await cdnBytes(run)) - cold.bytes };
    const before = await cdnBytes(run);
    const fetchedBefore = (await transfers(run)).length;
    await page.getByRole('combobox').pressSequentially('Tok', { delay: 120 });
    await page.getByRole('option', { name: /Tokyo/ }).first().click({ timeout: TIMEOUT_MS });
    await page.locator('weather-forecast').getByRole('heading', { name: 'Tokyo' }).waitFor({ timeout: TIMEOUT_MS });
    await page
      .locator('weather-forecast [part="temperature"]')
      .filter({ hasText: /\d/ })
      .waitFor({ timeout: TIMEOUT_MS })
      .catch(() => undefined);
    return {
      cold,
      warm,
      searchBytes: (await cdnBytes(run)) - before,
      coldFiles,
      searchFiles: await filesAfter(run, fetchedBefore),
    };
  } finally {
    await context.close();
  }
}

/** Prints the slow-4G figures of the page with <weather-search> and <weather-forecast place="Oslo">. */
export async function benchSlowNetwork(browser: Browser): Promise<void> {
  const hello = await serveHelloWorld();
  const upstream = await serveHttpSource();
  try {
    await visit(browser, `warmup-${Date.now()}`);
    const visits: Visit[] = [];
    const gzipVisits: Visit[] = [];
    const httpVisits: Visit[] = [];
    const hintVisits: Visit[] = [];
    // The kinds of visit take turns, each round starting with the next, so that all meet the
    // same load and none always comes first or last.
    const kinds: [string, Visit[], VisitKind][] = [
      ['slow4g', visits, {}],
      ['slow4g-gzip', gzipVisits, { gzipOnly: true }],
      ['slow4g-http', httpVisits, { httpSource: true }],
      ['slow4g-hints', hintVisits, { hints: true }],
    ];
    for (let run = 0; run < RUNS; run += 1)
      for (let turn = 0; turn < kinds.length; turn += 1) {
        const [name, list, kind] = kinds[(run + turn) % kinds.length]!;
        list.push(await visit(browser, `${name}-${Date.now()}-${run}`, kind));
      }
    const p50 = (pick: (one: Visit) => number) => percentile(visits.map(pick), 50);
    const gzipP50 = (pick: (one: Visit) => number) => percentile(gzipVisits.map(pick), 50);
    console.log(
      `slow 4G (CDP: 1.6 Mbps down, 750 kbps up, 150 ms round trip; Brotli from the CDN; the page has <weather-search> and <weather-forecast place="Oslo"> and a bare Lit <hello-world>, ${kb(hello.gzipBytes)} gzip; p50 of ${RUNS})`,
    );
    console.log(
      `  cold: first forecast ${ms(p50((one) => one.cold.forecast))}, hello-world ${ms(p50((one) => one.cold.hello))}; from the CDN ${kb(p50((one) => one.cold.bytes))} in Brotli, ${kb(p50((one) => one.cold.gzipBytes))} in gzip (${visits[0]!.coldFiles}), the hello-world's ${kb(hello.gzipBytes)}`,
    );
    const arrived = [...visits[0]!.cold.arrivals.keys()].map(
      (kind) => `${kind} ${ms(p50((one) => one.cold.arrivals.get(kind) ?? NaN))}`,
    );
    console.log(`    cold p50, when each request reached the CDN after navigation start: ${arrived.join(', ')}`);
    console.log(
      `  warm (reload): first forecast ${ms(p50((one) => one.warm.forecast))}, hello-world ${ms(p50((one) => one.warm.hello))}: ${(p50((one) => one.warm.forecast) / p50((one) => one.warm.hello)).toFixed(1)}×; from the CDN ${kb(p50((one) => one.warm.bytes))}`,
    );
    console.log(
      `  type "Tok", choose Tokyo, its forecast shown: ${kb(p50((one) => one.searchBytes))} from the CDN (${visits[0]!.searchFiles})`,
    );
    const cold = p50((one) => one.cold.forecast);
    const coldHello = p50((one) => one.cold.hello);
    const gzipCold = gzipP50((one) => one.cold.forecast);
    const gzipHello = gzipP50((one) => one.cold.hello);
    const floor = floorMs(p50((one) => one.cold.bytes + one.cold.pageBytes));
    const gzipBytes = gzipP50((one) => one.cold.bytes);
    console.log(
      `  cold, gzip-only CDN: first forecast ${ms(gzipCold)}, hello-world ${ms(gzipHello)}: ${ratio(gzipCold, gzipHello)}; ${kb(gzipBytes)} from the CDN`,
    );
    console.log(
      `  the floor (the page's and the CDN's Brotli bytes at ${SLOW_4G.downloadThroughput * 8e-3} kbps + ${FORCED_ROUND_TRIPS} round trips of ${SLOW_4G.latency} ms): ${ms(floor)}; the first forecast ${ratio(cold, floor)} of it`,
    );
    writeFigure('firstVisit', 'coldBrotli', ms(cold), `bare element ${ms(coldHello)}: ${ratio(cold, coldHello)}`);
    writeFigure('firstVisit', 'coldGzip', ms(gzipCold), `bare element ${ms(gzipHello)}: ${ratio(gzipCold, gzipHello)}`);
    writeFigure('firstVisit', 'bytesGzip', kb(gzipBytes), `the bare element ${kb(hello.gzipBytes)}`);
    writeFigure('firstVisit', 'bytesBrotli', kb(p50((one) => one.cold.bytes)), `gzip ${kb(gzipBytes)}`);
    writeFigure('firstVisit', 'floor', ms(cold), `floor ${ms(floor)}: ${ratio(cold, floor)}`);
    writeFigure(
      'firstVisit',
      'floorBare',
      ms(floor),
      `bare element ${ms(coldHello)}: ${ratio(floor, coldHello)} (${FORCED_ROUND_TRIPS} round trips and ${kb(p50((one) => one.cold.bytes + one.cold.pageBytes))})`,
    );
    const warm = p50((one) => one.warm.forecast);
    const warmHello = p50((one) => one.warm.hello);
    writeFigure('firstVisit', 'warm', ms(warm), `bare element ${ms(warmHello)}: ${ratio(warm, warmHello)}`);
    // The p50 of a figure over `list`'s visits.
    const p50Of = (list: Visit[], pick: (one: Visit) => number) => percentile(list.map(pick), 50);
    const httpCold = p50Of(httpVisits, (one) => one.cold.forecast);
    const httpHello = p50Of(httpVisits, (one) => one.cold.hello);
    console.log(
      `  cold, an HTTP source (the project's server on another loopback origin): first forecast ${ms(httpCold)}, hello-world ${ms(httpHello)}: ${ratio(httpCold, httpHello)}; ${kb(p50Of(httpVisits, (one) => one.cold.bytes))} from the CDN (${httpVisits[0]!.coldFiles})`,
    );
    const httpArrived = [...httpVisits[0]!.cold.arrivals.keys()].map(
      (kind) => `${kind} ${ms(p50Of(httpVisits, (one) => one.cold.arrivals.get(kind) ?? NaN))}`,
    );
    console.log(`    cold p50, when each request reached the CDN after navigation start: ${httpArrived.join(', ')}`);
    const httpFloor = floorMs(
      p50Of(httpVisits, (one) => one.cold.bytes + one.cold.pageBytes + one.cold.upstreamBytes),
      FORCED_ROUND_TRIPS_HTTP,
    );
    console.log(
      `    the floor (the page's, the CDN's and the source's bytes, ${kb(p50Of(httpVisits, (one) => one.cold.upstreamBytes))} of them the source's, at ${SLOW_4G.downloadThroughput * 8e-3} kbps + ${FORCED_ROUND_TRIPS_HTTP} round trips of ${SLOW_4G.latency} ms): ${ms(httpFloor)}, ${ratio(httpFloor, httpHello)} the bare element; the first forecast ${ratio(httpCold, httpFloor)} of it`,
    );
    writeFigure(
      'firstVisit',
      'httpSource',
      ms(httpCold),
      `bare element ${ms(httpHello)}: ${ratio(httpCold, httpHello)}`,
    );
    writeFigure(
      'firstVisit',
      'httpFloor',
      ms(httpFloor),
      `bare element ${ms(httpHello)}: ${ratio(httpFloor, httpHello)}; the first forecast ${ratio(httpCold, httpFloor)} of it`,
    );
    const hintCold = p50Of(hintVisits, (one) => one.cold.forecast);
    const hintHello = p50Of(hintVisits, (one) => one.cold.hello);
    console.log(
      `  cold, the same page with preconnect hints to the CDN: first forecast ${ms(hintCold)}, hello-world ${ms(hintHello)}: ${ratio(hintCold, hintHello)}; without them ${ratio(cold, coldHello)}`,
    );
    writeFigure(
      'firstVisit',
      'hints',
      ratio(hintCold, hintHello),
      `without the hints ${ratio(cold, coldHello)} (${ms(hintCold)} against ${ms(cold)})`,
    );
    writeFigure('firstVisit', 'arrivals', arrived.join(', '));
    writeFigure('firstVisit', 'search', kb(p50((one) => one.searchBytes)));
  } finally {
    await hello.close();
    await new Promise((closed) => upstream.close(closed));
  }
}

// When each request reached the HTTP source (Date.now()), by operation: the visits come one at a
// time, and each empties it before it starts.
const upstreamArrivals: [string, number][] = [];

// The bytes the HTTP source sent in a visit, as on the wire.
const upstreamSent = { bytes: 0 };

// The project's own server, with the embedded world, where bench-http-source.html's script tag
// points its contract source; it notes when each request reached it.
async function serveHttpSource(): Promise<Server> {
  const server = createNodeServer(
    createWeatherService({ source: createEmbeddedSource({ loadFile: loadAssetsFromDisk() }), keys: benchKeys(1) }),
  );
  server.prependListener('request', (request: { url?: string }, response: ServerResponse) => {
    const operation = /\/v1\/(\w+)/.exec(request.url ?? '')?.[1];
    if (operation) upstreamArrivals.push([`upstream ${operation}`, Date.now()]);
    countSent(response);
  });
  await new Promise<void>((listening) => server.listen(BENCH_HTTP_SOURCE_PORT, '127.0.0.1', listening));
  return server;
}

// Adds what `response` put on its connection (its head and its compressed body) to upstreamSent.
function countSent(response: ServerResponse): void {
  const { socket } = response;
  if (!socket) return;
  const before = socket.bytesWritten;
  response.once('finish', () => {
    upstreamSent.bytes += socket.bytesWritten - before;
  });
}
