// The first visit on the network Lighthouse uses for mobile ("slow 4G": 1.6 Mbps down, 750 kbps
// up, 150 ms round trip, set through Chrome DevTools Protocol network emulation) from the
// test CDN, which sends Brotli as CDNs do: time to the first forecast and the bytes the CDN sent
// (and what gzip would have sent), cold and warm, beside a bare Lit element on the same page; then the bytes of typing "Tok", choosing
// Tokyo and seeing its forecast. The CDN counts the bytes it sends on each run (/transfers/<run>).
import type { Browser, Page } from '@playwright/test';
import { BENCH_CDN_PORT, BENCH_SITE_PORT } from './bench-browser.ts';
import { serveHelloWorld } from './hello-world.ts';
import { percentile } from './stats.ts';

const RUNS = 3;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
const TIMEOUT_MS = 120_000;

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

async function transfers(run: string): Promise<Transfer[]> {
  return (await (await fetch(`http://127.0.0.1:${BENCH_CDN_PORT}/transfers/${run}`)).json()) as Transfer[];
}

const kindOf = (file: string) => file.replace(/^data\//, '').replace(/-[0-9a-f]{8}(?:-\d+)?\.\w+$/, '');

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
  return new Map((await transfers(run)).map(({ file, arrivedAt }) => [kindOf(file), arrivedAt - navigationStart]));
}

async function throttle(page: Page): Promise<void> {
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
  cold: { hello: number; forecast: number; bytes: number; gzipBytes: number; arrivals: Map<string, number> };
  warm: { hello: number; forecast: number; bytes: number };
  searchBytes: number;
  coldFiles: string;
  searchFiles: string;
}

async function visit(browser: Browser, run: string): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`http://127.0.0.1:${BENCH_SITE_PORT}/bench-first-render.html?run=${run}`);
    const coldMarks = await marks(page);
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const cold = {
      ...coldMarks,
      bytes: await cdnBytes(run),
      gzipBytes: await cdnBytes(run, 'gzipBytes'),
      arrivals: await arrivals(run, navigationStart),
    };
    const coldFiles = await filesAfter(run, 0);
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
  try {
    await visit(browser, `warmup-${Date.now()}`);
    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await visit(browser, `slow4g-${Date.now()}-${run}`));
    const p50 = (pick: (one: Visit) => number) => percentile(visits.map(pick), 50);
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
  } finally {
    await hello.close();
  }
}
