import type { Page } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import { collectWarnings, openClientPage, upstreamRun } from './client-harness.ts';
import type { WorkerKind } from './pages/client-page.ts';
import type { WeatherWidgetsConfig } from '../../src/protocol/config.ts';

const OSLO = { place: 'Oslo', days: 2 };

async function clientOn(page: Page, kind: WorkerKind, config: WeatherWidgetsConfig) {
  await page.evaluate(({ kind, config }) => window.harness.makeClient('under-test', kind, config), { kind, config });
  return (query: Record<string, string | number> = OSLO, operation = 'forecast') =>
    page.evaluate(
      async ({ operation, query }) => {
        const reply = await window.harness.ask('under-test', operation, query);
        return {
          status: reply.status,
          headers: reply.headers,
          body: reply.body as { code?: string; detail?: string; location?: { name: string } },
        };
      },
      { operation, query },
    );
}

test('a worker terminated mid-call: the call gets a 503 problem, the next call a fresh worker', async ({ page }) => {
  const upstream = upstreamRun('killed');
  await openClientPage(page);
  const ask = await clientOn(page, 'real', {
    source: 'contract',
    baseUrl: upstream.baseUrl('slowOnce'),
    apiKey: 'demo-pro',
  });
  // The upstream takes 10 s to answer this first request: only the client noticing the dead worker can answer sooner.
  const pending = ask();
  await expect.poll(() => upstream.counts()).toEqual({ geocode: 1 });
  await page.evaluate(() => window.harness.terminateWorkers());
  const reply = await pending;
  expect(reply.status).toBe(503);
  expect(reply.body.code).toBe('service_unavailable');

  const after = await ask();
  expect(after.status).toBe(200);
  expect(after.body.location?.name).toBe('Oslo');
  expect(await page.evaluate(() => window.harness.workersStarted())).toBe(2);
});

for (const kind of ['idb-throws', 'idb-hangs'] as const) {
  test(`with IndexedDB that ${kind === 'idb-throws' ? 'throws' : 'hangs'}, answers still come, kept in memory, with one warning`, async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    await openClientPage(page);
    const ask = await clientOn(page, kind, { dataUrl: '/.data/' });
    const replies = await Promise.all([ask(), ask({ place: 'Bergen', days: 1 }), ask({ place: 'Oslo' }, 'geocode')]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies[0].body.location?.name).toBe('Oslo');
    // Answered from the memory cache now.
    expect((await ask()).headers['Cache-Status']).toMatch(/^weather-widgets; hit;/);
    await expect
      .poll(() => warnings.filter((text) => text.includes('persistent storage failed')).length)
      .toBeGreaterThan(0);
    // One warning per store (cache and quota), never one per request.
    expect(warnings.filter((text) => text.includes('persistent storage failed')).length).toBeLessThanOrEqual(2);
  });
}

test('an upstream that fails: 500 and garbage are 502 problems, a slow one a 504', async ({ page }) => {
  await openClientPage(page);
  const upstream = upstreamRun('failing');
  for (const [mode, status, code] of [
    ['fail500', 502, 'upstream_error'],
    ['garbage', 502, 'upstream_error'],
    ['slow', 504, 'upstream_timeout'],
  ] as const) {
    const ask = await clientOn(page, 'real', {
      source: 'contract',
      baseUrl: upstream.baseUrl(mode),
      apiKey: 'demo-pro',
      upstreamTimeout: 1000,
    });
    const reply = await ask();
    expect({ mode, status: reply.status, code: reply.body.code }).toEqual({ mode, status, code });
    expect(reply.body.detail).not.toContain('demo-pro');
  }
});

test('an upstream 429 passes through with its Retry-After, and nothing is sent upstream before it has passed', async ({
  page,
}) => {
  await openClientPage(page);
  const upstream = upstreamRun('limited');
  const ask = await clientOn(page, 'real', {
    source: 'contract',
    baseUrl: upstream.baseUrl('limited'),
    apiKey: 'demo-pro',
  });
  const first = await ask({ place: 'Oslo' }, 'geocode');
  expect(first.status).toBe(429);
  expect(first.headers['Retry-After']).toBe('30');
  const second = await ask({ place: 'Bergen' }, 'geocode');
  expect(second.status).toBe(429);
  expect(Number(second.headers['Retry-After'])).toBeLessThanOrEqual(30);
  expect(await upstream.counts()).toEqual({ geocode: 1 });
});
