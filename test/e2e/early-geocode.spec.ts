import { expect, test } from '../../src/testing/index.ts';
import { upstreamRun } from './client-harness.ts';
import { SITE_PORT } from './servers/ports.ts';

// A site on its own weather server (the contract source): the script asks the upstream where the
// page's place is as it runs, beside the worker's files, and the worker's own geocode reads that
// answer from the browser's HTTP cache. The upstream counts each request that reaches it.
test('a page on its own weather server asks the upstream for its place once, from the page, before the worker starts', async ({
  page,
}) => {
  const upstream = upstreamRun('early-geocode');
  // Who asked for each geocode, in order: the page's script, or its worker (whose request the
  // browser may answer from its cache; the upstream's counts say what reached it).
  const geocodes: ('page' | 'worker')[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/v1/geocode'))
      geocodes.push(page.workers().length ? 'worker' : 'page');
  });
  const query = new URLSearchParams({
    'data-source': 'contract',
    'data-base-url': upstream.baseUrl(),
    'data-api-key': 'demo',
  });
  // configured.html's forecast is for Oslo, in en-GB: the language travels with the place.
  await page.goto(`http://127.0.0.1:${SITE_PORT}/configured.html?${query}`);
  const forecast = page.locator('weather-forecast');
  await expect(forecast.getByRole('heading', { name: 'Oslo' })).toBeVisible();
  await expect(forecast.locator('[part="temperature"]')).toContainText(/\d/);
  expect(geocodes[0]).toBe('page');
  const counts = await upstream.counts();
  expect(counts['geocode']).toBe(1);
  expect(counts['forecast']).toBeGreaterThan(0);
});
