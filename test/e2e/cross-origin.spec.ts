import type { Page } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import { collectWarnings, upstreamRun } from './client-harness.ts';
import { SITE_PORT } from './servers/ports.ts';

// A site on one origin loads dist/weather-widgets.js from a "CDN" on another, as site owners do.
const site = (page: string) => `http://127.0.0.1:${SITE_PORT}/${page}`;

/** Paths of the embedded world's files (dist/data/) that the page or its worker fetches. */
function collectDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.context().on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/cdn/data/')) paths.push(path.slice('/cdn/data/'.length));
  });
  return paths;
}

async function forecastFromScriptTag(page: Page) {
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  return page.evaluate(async () => {
    const reply = await window.WeatherWidgets.request('forecast', { place: 'Oslo', days: 2 });
    return {
      status: reply.status,
      policy: reply.headers['RateLimit-Policy'],
      name: (reply.body as { location?: { name: string } }).location?.name,
    };
  });
}

test('the script served from another origin starts its worker and answers, configured by its data-* attributes', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  await page.goto(site('cdn-script.html'));
  const reply = await forecastFromScriptTag(page);
  // data-api-key="demo-standard": the standard tier's 600 requests a minute.
  expect(reply).toEqual({ status: 200, policy: '"minute";q=600;w=60', name: 'Oslo' });
  expect(page.workers()).toHaveLength(1);
  expect(warnings).toEqual([]);
  expect(await page.evaluate(() => window.WeatherWidgets.defaultKey())).toBe('demo-standard');
});

test('a page whose Content-Security-Policy forbids blob: workers still gets data, from the main thread, with one warning', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  await page.goto(site('strict-csp.html'));
  const reply = await forecastFromScriptTag(page);
  expect(reply).toEqual({ status: 200, policy: '"minute";q=60;w=60', name: 'Oslo' });
  const again = await page.evaluate(
    async () => (await window.WeatherWidgets.request('current', { lat: 59.9, lon: 10.7 })).status,
  );
  expect(again).toBe(200);
  expect(warnings.filter((text) => text.includes('could not start a Web Worker'))).toHaveLength(1);
  expect(warnings.join('\n')).toContain('worker-src blob:');
});

test('the embedded world comes from beside the script on first use: its engine and weather model, its manifest, the two chunks a named place reads and their hashes, once each', async ({
  page,
}) => {
  const fetched = collectDataRequests(page);
  await page.goto(site('cdn-script.html'));
  expect(fetched).toEqual([]);
  expect((await forecastFromScriptTag(page)).status).toBe(200);
  expect((await forecastFromScriptTag(page)).status).toBe(200);
  expect(fetched.sort()).toEqual([
    expect.stringMatching(/^climate-[0-9a-f]{8}-\d+\.bin$/),
    expect.stringMatching(/^embedded-weather-[0-9a-f]{8}\.js$/),
    expect.stringMatching(/^embedded-world-[0-9a-f]{8}\.js$/),
    // The pages of hashes that check the two chunks.
    expect.stringMatching(/^hashes-[0-9a-f]{8}\.bin$/),
    expect.stringMatching(/^hashes-[0-9a-f]{8}\.bin$/),
    expect.stringMatching(/^names-[0-9a-f]{8}-\d+\.bin$/),
    expect.stringMatching(/^world-[0-9a-f]{8}\.json$/),
  ]);
});

test("a site on its own weather server downloads nothing of the embedded world, only the contract source's module", async ({
  page,
}) => {
  const fetched = collectDataRequests(page);
  const upstream = upstreamRun('no-world');
  await page.goto(site('cdn-script.html'));
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  const status = await page.evaluate(async (baseUrl) => {
    window.WeatherWidgets.configure({ source: 'contract', baseUrl, apiKey: 'demo' });
    return (await window.WeatherWidgets.request('forecast', { place: 'Oslo', days: 2 })).status;
  }, upstream.baseUrl());
  expect(status).toBe(200);
  expect((await upstream.counts()).forecast).toBeGreaterThan(0);
  expect(fetched).toEqual([expect.stringMatching(/^contract-source-[0-9a-f]{8}\.js$/)]);
});

// Where no worker can start, the service runs on the page and imports the contract source's
// module as a module <script integrity>: the module validates with that service's zod.
test("a site on its own weather server with a CSP that refuses blob: workers gets its forecast through the page's service", async ({
  page,
}) => {
  const fetched = collectDataRequests(page);
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  const upstream = upstreamRun('on-page');
  await page.goto(site('strict-csp.html'));
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  const reply = await page.evaluate(async (baseUrl) => {
    window.WeatherWidgets.configure({ source: 'contract', baseUrl, apiKey: 'demo' });
    const { status, body } = await window.WeatherWidgets.request('forecast', { place: 'Oslo', days: 2 });
    return { status, name: (body as { location?: { name: string } }).location?.name };
  }, upstream.baseUrl());
  expect(reply).toEqual({ status: 200, name: 'Oslo' });
  expect((await upstream.counts()).forecast).toBeGreaterThan(0);
  expect(fetched).toContainEqual(expect.stringMatching(/^contract-source-[0-9a-f]{8}\.js$/));
  expect(scripts).toContainEqual(expect.stringMatching(/\/weather-widgets-main-thread-[0-9a-f]{8}\.js$/));
});

// The script tag's HTTP sources are modules of their own (data/contract-source-*.js), bundled
// apart from the worker: their errors must still be the service's 502, 503, 504 and refusals.
test("a site on its own weather server gets its upstream's failures as their problems from the script tag, not as a bug of ours", async ({
  page,
}) => {
  const upstream = upstreamRun('failing-cdn');
  await page.goto(site('cdn-script.html'));
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  const replies = await page.evaluate(
    async (baseUrls) => {
      const answers: { mode: string; status: number; code?: string }[] = [];
      for (const [mode, baseUrl] of Object.entries(baseUrls)) {
        window.WeatherWidgets.configure({ source: 'contract', baseUrl, apiKey: 'demo-pro', upstreamTimeout: 1000 });
        const reply = await window.WeatherWidgets.request('forecast', { place: 'Oslo', days: 2 });
        answers.push({ mode, status: reply.status, code: (reply.body as { code?: string }).code });
      }
      return answers;
    },
    {
      fail500: upstream.baseUrl('fail500'),
      garbage: upstream.baseUrl('garbage'),
      slow: upstream.baseUrl('slow'),
      limited: upstream.baseUrl('limited'),
    },
  );
  expect(replies).toEqual([
    { mode: 'fail500', status: 502, code: 'upstream_error' },
    { mode: 'garbage', status: 502, code: 'upstream_error' },
    { mode: 'slow', status: 504, code: 'upstream_timeout' },
    { mode: 'limited', status: 429, code: 'rate_limited' },
  ]);
});
