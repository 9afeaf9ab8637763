import { expect, test } from '../../src/testing/index.ts';
// The upstream key is a pro key: a free one would first be refused the 168 hours the cache keeps,
// and the source would ask twice (it then remembers the tier's limit).
import { openClientPage, upstreamRun } from './client-harness.ts';
import { SUITE_TIME } from './servers/suite-time.ts';

const OSLO = { place: 'Oslo', days: 3 };

test.describe('on the page clock', () => {
  // This test moves the page's clock itself.
  test.use({ weatherTime: null });

  test('cached answers age by the page clock: within the TTL a reload asks the source nothing; after it, exactly once', async ({
    page,
  }) => {
    await page.clock.install({ time: SUITE_TIME });
    const upstream = upstreamRun('ttl');
    const config = { source: 'contract', baseUrl: upstream.baseUrl(), apiKey: 'demo-pro' } as const;
    await openClientPage(page);
    const ask = () =>
      page.evaluate(async (config) => {
        window.harness.configure(config);
        const reply = await window.harness.request('forecast', { place: 'Oslo', days: 3 });
        return { status: reply.status, age: Number(reply.headers['Age']), cache: reply.headers['Cache-Status'] };
      }, config);
    const reload = async () => {
      await page.reload();
      await page.waitForFunction(() => window.harnessReady);
    };

    expect(await ask()).toEqual({ status: 200, age: 0, cache: 'weather-widgets; fwd=miss; stored' });
    expect(await upstream.counts()).toEqual({ geocode: 1, forecast: 1 });

    // Ten minutes of the page's clock: inside the forecast's 30-minute TTL.
    await page.clock.fastForward('10:00');
    await reload();
    const fresh = await ask();
    expect(fresh).toMatchObject({ status: 200, cache: expect.stringMatching(/^weather-widgets; hit; ttl=1[12]\d\d$/) });
    expect(fresh.age).toBeGreaterThanOrEqual(600);
    expect(fresh.age).toBeLessThan(700);
    expect(await upstream.counts()).toEqual({ geocode: 1, forecast: 1 });

    // Twenty-one more: past the TTL, the stale answer comes at once and one refresh runs behind it.
    await page.clock.fastForward('21:00');
    await reload();
    expect(await ask()).toMatchObject({ status: 200, cache: expect.stringContaining('detail=stale-while-revalidate') });
    await expect.poll(() => upstream.counts()).toEqual({ geocode: 1, forecast: 2 });
    await page.waitForTimeout(500);
    expect(await upstream.counts()).toEqual({ geocode: 1, forecast: 2 });
  });
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
          const replies = await Promise.all(
            Array.from({ length: 10 }, () => window.harness.request('forecast', query)),
          );
          return replies.map((reply) => reply.status);
        },
        { config, query: OSLO },
      ),
    ),
  );
  expect(statuses.flat()).toEqual(Array(30).fill(200));
  expect(await upstream.counts()).toEqual({ geocode: 1, forecast: 1 });
});
