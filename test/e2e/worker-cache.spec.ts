import { expect, test } from '@playwright/test';
// The upstream key is a pro key: a free one would first be refused the 168 hours the cache keeps,
// and the source would ask twice (it then remembers the tier's limit).
import { openClientPage, upstreamRun } from './client-harness.ts';

const OSLO = { place: 'Oslo', days: 3 };
// Roomy enough that a reload on a loaded CI machine still lands inside it; the test then waits
// out only what the reply says is left.
const FORECAST_TTL_SECONDS = 15;

test('a reload within the TTL asks the source nothing; after the TTL, exactly once', async ({ page }) => {
  const upstream = upstreamRun('ttl');
  const config = { source: 'contract', baseUrl: upstream.baseUrl(), apiKey: 'demo-pro', cacheTtl: { forecast: FORECAST_TTL_SECONDS } } as const;
  await openClientPage(page);
  const ask = () =>
    page.evaluate(async (config) => {
      window.harness.configure(config);
      const reply = await window.harness.request('forecast', { place: 'Oslo', days: 3 });
      return { status: reply.status, cache: reply.headers['Cache-Status'] };
    }, config);

  expect(await ask()).toEqual({ status: 200, cache: 'weather-widgets; fwd=miss; stored' });
  expect(await upstream.counts()).toEqual({ geocode: 1, forecast: 1 });

  await page.reload();
  await page.waitForFunction(() => window.harnessReady === true);
  const fresh = await ask();
  expect(fresh).toMatchObject({ status: 200, cache: expect.stringMatching(/^weather-widgets; hit; ttl=\d+$/) });
  expect(await upstream.counts()).toEqual({ geocode: 1, forecast: 1 });

  const secondsLeft = Number(/ttl=(\d+)/.exec(fresh.cache ?? '')?.[1]);
  await page.waitForTimeout((secondsLeft + 1.5) * 1000);
  await page.reload();
  await page.waitForFunction(() => window.harnessReady === true);
  // Past the TTL the stale answer comes at once, and one refresh runs in the background.
  expect(await ask()).toMatchObject({ status: 200, cache: expect.stringContaining('detail=stale-while-revalidate') });
  await expect.poll(() => upstream.counts()).toEqual({ geocode: 1, forecast: 2 });
  await page.waitForTimeout(500);
  expect(await upstream.counts()).toEqual({ geocode: 1, forecast: 2 });
});

test('ten widgets in each of three tabs showing one place reach the source once', async ({ context }) => {
  const upstream = upstreamRun('tabs');
  const config = { source: 'contract', baseUrl: upstream.baseUrl(), apiKey: 'demo-pro' } as const;
  const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
  await Promise.all(tabs.map(openClientPage));
  const statuses = await Promise.all(
    tabs.map((tab) =>
      tab.evaluate(
        async ({ config, query }) => {
          window.harness.configure(config);
          const replies = await Promise.all(Array.from({ length: 10 }, () => window.harness.request('forecast', query)));
          return replies.map((reply) => reply.status);
        },
        { config, query: OSLO },
      ),
    ),
  );
  expect(statuses.flat()).toEqual(Array(30).fill(200));
  expect(await upstream.counts()).toEqual({ geocode: 1, forecast: 1 });
});
