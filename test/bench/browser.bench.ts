// The page client in headless Chromium, with the built script loaded from a second origin as
// site owners load it: the client → worker round trip, cached answers through IndexedDB, and how
// many source requests a site's widgets cause.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ensureChromium } from '../e2e/find-chromium.ts';
import { CDN_PORT, SITE_PORT } from '../e2e/servers/ports.ts';
import { describeTimes } from './stats.ts';

const RUNS = 300;

async function startServers(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../e2e/servers/second-origin.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  let listening = 0;
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      listening += chunk.toString().split('listening').length - 1;
      if (listening >= 2) done();
    });
    child.once('exit', (code) => fail(new Error(`bench servers exited with ${code}`)));
  });
  return child;
}

async function openSite(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${SITE_PORT}/bench.html`);
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  return page;
}

/** Milliseconds of each of `runs` sequential requests made in the page. */
function timeInPage(page: Page, operation: string, query: Record<string, string | number>, runs: number): Promise<number[]> {
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
  const baseUrl = `http://127.0.0.1:${CDN_PORT}/upstream/${run}/ok/v1`;
  const context = await browser.newContext();
  const tabs = await Promise.all([1, 2, 3].map(() => openSite(context)));
  await Promise.all(
    tabs.map((tab) =>
      tab.evaluate(async (baseUrl) => {
        window.WeatherWidgets.configure({ source: 'contract', baseUrl, apiKey: 'demo-pro', keys: { 'demo-pro': 'pro' } });
        await Promise.all(Array.from({ length: 10 }, () => window.WeatherWidgets.request('forecast', { place: 'Lisbon', days: 5, hourly: 24 })));
      }, baseUrl),
    ),
  );
  await context.close();
  return (await fetch(`http://127.0.0.1:${CDN_PORT}/counts/${run}`)).json() as Promise<Record<string, number>>;
}

export async function benchBrowser(): Promise<void> {
  const servers = await startServers();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
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
    console.log(`  10 widgets × 3 tabs showing one place → source requests: ${JSON.stringify(shared)} (goal: one of each)`);
  } finally {
    await browser.close();
    servers.kill();
  }
}
