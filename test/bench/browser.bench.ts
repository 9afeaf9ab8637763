// The page client in headless Chromium, with the built script loaded from a second origin as
// site owners load it: the client → worker round trip, cached answers through IndexedDB, and how
// many source requests a site's widgets cause.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BENCH_CDN_PORT, BENCH_SITE_PORT } from './bench-browser.ts';
import { SUITE_TIME } from '../e2e/servers/suite-time.ts';
import { describeTimes, percentile } from './stats.ts';
import { writeFigure } from './bench-report.ts';

const RUNS = 300;

async function openSite(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${BENCH_SITE_PORT}/bench.html`);
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  return page;
}

/** Milliseconds of each of `runs` sequential requests made in the page. */
function timeInPage(
  page: Page,
  operation: string,
  query: Record<string, string | number>,
  runs: number,
): Promise<number[]> {
  return page.evaluate(
    async ({ operation, query, runs }) => {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const reply = await window.WeatherWidgets.request(operation as 'forecast', query);
        times.push(performance.now() - started);
        if (reply.status >= 500) throw new Error(`bench: ${operation} answered ${reply.status}`);
      }
      return times;
    },
    { operation, query, runs },
  );
}

async function sourceRequestsForSharedPlace(browser: Browser): Promise<Record<string, number>> {
  const run = `bench-${Date.now()}`;
  const baseUrl = `http://127.0.0.1:${BENCH_CDN_PORT}/upstream/${run}/ok/v1`;
  const context = await browser.newContext();
  // The test upstream answers for the suite's instant, as a recorded one would: the pages stand there too.
  await context.clock.setFixedTime(SUITE_TIME);
  const tabs = await Promise.all([1, 2, 3].map(() => openSite(context)));
  const statuses = await Promise.all(
    tabs.map((tab) =>
      tab.evaluate(async (baseUrl) => {
        window.WeatherWidgets.configure({
          source: 'contract',
          baseUrl,
          apiKey: 'demo-pro',
          keys: { 'demo-pro': 'pro' },
        });
        const replies = await Promise.all(
          Array.from({ length: 10 }, () =>
            window.WeatherWidgets.request('forecast', { place: 'Lisbon', days: 5, hourly: 24 }),
          ),
        );
        return replies.map((reply) => reply.status);
      }, baseUrl),
    ),
  );
  await context.close();
  const failed = statuses.flat().filter((status) => status !== 200);
  if (failed.length > 0)
    throw new Error(`bench: ${failed.length} of 30 shared-place requests failed (${[...new Set(failed)].join(', ')})`);
  return (await fetch(`http://127.0.0.1:${BENCH_CDN_PORT}/counts/${run}`)).json() as Promise<Record<string, number>>;
}

/** The client → worker figures, in `browser` with the second origins up (see bench-browser.ts). */
export async function benchBrowser(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await openSite(context);
  const forecast = { place: 'Oslo', days: 5, hourly: 24 };
  await timeInPage(page, 'forecast', forecast, 20);
  // An operation the service refuses before touching any store: the cost of crossing to the worker and back.
  const roundTrip = await timeInPage(page, 'no-such-operation', {}, RUNS);
  const cached = await timeInPage(page, 'forecast', forecast, RUNS);
  // After a reload the worker is new, its memory empty: the answer comes from IndexedDB.
  await page.reload();
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  const [firstAfterReload] = await timeInPage(page, 'forecast', forecast, 1);
  await context.close();
  const shared = await sourceRequestsForSharedPlace(browser);

  console.log('browser (headless Chromium, dist/weather-widgets.js loaded from another origin)');
  console.log(`  client → worker round trip (no storage):  ${describeTimes(roundTrip, 2)}`);
  console.log(`  cached forecast (IndexedDB cache + quota): ${describeTimes(cached, 2)}`);
  console.log(`  first forecast after a reload (new worker, from IndexedDB): ${firstAfterReload!.toFixed(1)} ms`);
  const p50p95 = (times: number[]) => `${percentile(times, 50).toFixed(2)} / ${percentile(times, 95).toFixed(2)} ms`;
  writeFigure('worker', 'roundTrip', p50p95(roundTrip));
  writeFigure('worker', 'cached', p50p95(cached), `the round trip ${p50p95(roundTrip)}`);
  console.log(
    `  10 widgets × 3 tabs showing one place → source requests: ${JSON.stringify(shared)} (goal: one of each)`,
  );
}
