// Time to the first rendered forecast, cold and warm, beside a bare Lit hello-world on the same
// page: a page of the site origin loads dist/weather-widgets.js from the CDN origin with `defer`,
// as a site owner pastes it, and shows <weather-forecast place="Oslo"> on the embedded world.
// The page's own probe (test/e2e/sites/bench-first-render.html) notes when each element's shadow
// DOM first holds its content, in milliseconds since navigation start.
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { BENCH_CDN_PORT, BENCH_SITE_PORT } from './bench-browser.ts';
import { HELLO_PORT, serveHelloWorld } from './hello-world.ts';
import { percentile } from './stats.ts';
import { ratio, writeFigure } from './bench-report.ts';

const COLD_RUNS = 5;
// Each cold context is then reloaded this many times: COLD_RUNS × this warm samples.
const RELOADS = 2;
const PAGE = `http://127.0.0.1:${BENCH_SITE_PORT}/bench-first-render.html`;
const TIMEOUT_MS = 60_000;

declare global {
  interface Window {
    benchMarks?: Record<string, number>;
  }
}

/** One page load, in ms since navigation start: the probe's marks, the script's last byte, the worker's data requests. */
interface Load {
  hello: number;
  forecast: number;
  defined: number;
  scriptEnd: number | undefined;
  dataStart: number | undefined;
  dataEnd: number | undefined;
  dataRequests: number;
  dataFiles: string[];
}

/** Milliseconds since `timeOrigin` at which the response to `request` ended, if the browser says. */
function endOf(request: Request, timeOrigin: number): number | undefined {
  const { startTime, responseEnd } = request.timing();
  return responseEnd < 0 ? undefined : startTime + responseEnd - timeOrigin;
}

async function measure(page: Page, navigate: () => Promise<unknown>): Promise<Load> {
  const finished: Request[] = [];
  const onFinished = (request: Request) => void finished.push(request);
  // The context also hears the worker's requests (the data), which are not the page's own.
  const context = page.context();
  context.on('requestfinished', onFinished);
  try {
    await navigate();
    await page
      .waitForFunction(
        () => 'hello' in (window.benchMarks ?? {}) && 'forecast' in (window.benchMarks ?? {}),
        undefined,
        { timeout: TIMEOUT_MS, polling: 50 },
      )
      .catch(async () => {
        const shows = await page.evaluate(() =>
          document.querySelector('weather-forecast')?.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim(),
        );
        throw new Error(
          `bench: ${PAGE} did not show the forecast and the hello-world within ${TIMEOUT_MS / 1000} s; the forecast shows: ${JSON.stringify(shows)}`,
        );
      });
    const { marks, timeOrigin, scriptEnd } = await page.evaluate(() => ({
      marks: window.benchMarks!,
      timeOrigin: performance.timeOrigin,
      scriptEnd: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        entry.name.endsWith('/cdn/weather-widgets.js'),
      )?.responseEnd,
    }));
    const known = (values: (number | undefined)[]) => values.filter((value): value is number => value !== undefined);
    // The browser's network clock and the page's differ by a few milliseconds: the script, seen
    // by both, sets the worker's data downloads on the page's clock.
    const script = finished.find((request) => request.url().endsWith('/cdn/weather-widgets.js'));
    const scriptOnNetworkClock = script && endOf(script, timeOrigin);
    const offset = scriptOnNetworkClock !== undefined && scriptEnd !== undefined ? scriptOnNetworkClock - scriptEnd : 0;
    const dataRequests = finished.filter((request) => request.url().includes('/cdn/data/'));
    const data = known(dataRequests.map((request) => endOf(request, timeOrigin)));
    return {
      hello: marks['hello']!,
      forecast: marks['forecast']!,
      defined: marks['weather-forecast defined']!,
      scriptEnd,
      dataStart:
        dataRequests.length > 0
          ? Math.min(...dataRequests.map((request) => request.timing().startTime)) - timeOrigin - offset
          : undefined,
      dataEnd: data.length > 0 ? Math.max(...data) - offset : undefined,
      dataRequests: dataRequests.length,
      dataFiles: dataRequests.map((request) => request.url().replace(/.*\/cdn\/data\//, '')),
    };
  } finally {
    context.off('requestfinished', onFinished);
  }
}

/** A fresh context (empty HTTP cache and IndexedDB): its first load is cold, its reloads warm. */
async function coldThenWarm(browser: Browser): Promise<{ cold: Load; warm: Load[] }> {
  const context: BrowserContext = await browser.newContext();
  try {
    const page = await context.newPage();
    const cold = await measure(page, () => page.goto(PAGE));
    const warm: Load[] = [];
    for (let reload = 0; reload < RELOADS; reload++) warm.push(await measure(page, () => page.reload()));
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const p50 = (loads: Load[], pick: (load: Load) => number | undefined) => {
  const values = loads.map(pick).filter((value): value is number => value !== undefined);
  return values.length === 0 ? 'n/a' : ms(percentile(values, 50));
};

function describe(loads: Load[]): string {
  const hello = percentile(
    loads.map((load) => load.hello),
    50,
  );
  const forecast = percentile(
    loads.map((load) => load.forecast),
    50,
  );
  const range = (pick: (load: Load) => number) =>
    `${ms(Math.min(...loads.map(pick)))}–${ms(Math.max(...loads.map(pick)))}`;
  return `p50 hello ${ms(hello)}, forecast ${ms(forecast)}: forecast/hello ${(forecast / hello).toFixed(1)}× (n=${loads.length}; hello ${range((load) => load.hello)}, forecast ${range((load) => load.forecast)})`;
}

/** Prints cold and warm time to the first rendered forecast and to a Lit hello-world on the same page. */
export async function benchFirstRender(browser: Browser): Promise<void> {
  const hello = await serveHelloWorld();
  try {
    // The first context of a new browser also pays for starting the browser's own processes: not a visitor's cost.
    await coldThenWarm(browser);
    const cold: Load[] = [];
    const warm: Load[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      const loads = await coldThenWarm(browser);
      cold.push(loads.cold);
      warm.push(...loads.warm);
    }
    const dataRequests = (loads: Load[]) => [...new Set(loads.map((load) => load.dataRequests))].join(' or ');
    console.log(
      `first render (headless Chromium: a site page on :${BENCH_SITE_PORT} loads dist/weather-widgets.js from the CDN origin :${BENCH_CDN_PORT} and a bare Lit hello-world (${(hello.gzipBytes / 1024).toFixed(1)} KB gzip) from :${HELLO_PORT}, both <script defer>; ms from navigation start until each shadow DOM holds its content)`,
    );
    console.log(`  cold (new context: empty HTTP cache and IndexedDB): ${describe(cold)}`);
    console.log(
      `    cold p50 of each step: script downloaded ${p50(cold, (load) => load.scriptEnd)}, elements defined ${p50(cold, (load) => load.defined)}, the worker's first data request ${p50(cold, (load) => load.dataStart)}, data downloaded ${p50(cold, (load) => load.dataEnd)} (${dataRequests(cold)} requests: ${cold[0]!.dataFiles.join(', ')}), forecast shown ${p50(cold, (load) => load.forecast)}`,
    );
    console.log(
      `  warm (reload in the same context: the forecast from IndexedDB; the script revalidated, as the test CDN sends an ETag and no Cache-Control): ${describe(warm)}`,
    );
    const p50Of = (loads: Load[], pick: (load: Load) => number) => percentile(loads.map(pick), 50);
    for (const [id, loads] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      const forecast = p50Of(loads, (load) => load.forecast);
      const bare = p50Of(loads, (load) => load.hello);
      writeFigure('firstRender', id, ms(forecast), `bare element ${ms(bare)}: ${ratio(forecast, bare)}`);
    }
    console.log(
      `    warm p50 of each step: script downloaded ${p50(warm, (load) => load.scriptEnd)}, elements defined ${p50(warm, (load) => load.defined)}, data requests ${dataRequests(warm)}`,
    );
  } finally {
    await hello.close();
  }
}
