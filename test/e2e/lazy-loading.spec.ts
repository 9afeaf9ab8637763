import type { Page } from '@playwright/test';
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { SITE_PORT } from './servers/ports.ts';

// A forecast far below the fold costs the page nothing until the visitor scrolls near it.
const page = (name: string, query = '') => `http://127.0.0.1:${SITE_PORT}/${name}${query}`;

/** Every URL the page and its workers ask the CDN for. */
function cdnRequests(tab: Page): string[] {
  const urls: string[] = [];
  tab
    .context()
    .on('request', (request) => request.url().includes('/cdn/') && urls.push(new URL(request.url()).pathname));
  return urls;
}

test('a lazy forecast below the fold draws its skeleton, and starts no worker and fetches no data until scrolled near', async ({
  page: tab,
}) => {
  const requests = cdnRequests(tab);
  await tab.goto(page('below-the-fold.html'));
  const forecast = tab.locator('#below');
  // Defined, with its skeleton laid out at its final height: nothing will shift when data come.
  await expect(forecast.locator('[part~="daily"]')).toBeAttached();
  const skeletonHeight = await forecast.evaluate((element) => element.getBoundingClientRect().height);
  expect(skeletonHeight).toBeGreaterThan(300);
  // Give a wrongly eager element every chance to ask: the page's load and a few frames.
  await tab.waitForLoadState('load');
  await tab.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
  expect(tab.workers()).toHaveLength(0);
  expect(requests.filter((path) => path.includes('/cdn/data/'))).toEqual([]);

  await forecast.scrollIntoViewIfNeeded();
  await expect(forecast.getByRole('heading', { level: 2 })).toHaveText('Oslo', { timeout: 20_000 });
  expect(tab.workers()).toHaveLength(1);
  expect(requests.filter((path) => path.includes('/cdn/data/')).length).toBeGreaterThan(0);
});

test('loading="eager" asks at once, below the fold too; data-loading sets it for the whole site', async ({
  page: tab,
}) => {
  await tab.goto(page('below-the-fold.html'));
  await tab.locator('#below').evaluate((element) => element.setAttribute('loading', 'eager'));
  await expect(tab.locator('#below').getByRole('heading', { level: 2 })).toHaveText('Oslo', { timeout: 20_000 });
  expect(await tab.evaluate(() => scrollY)).toBe(0);

  const other = await tab.context().newPage();
  await other.goto(page('below-the-fold.html'));
  await other.waitForFunction(() => 'WeatherWidgets' in window);
  await other.evaluate(() => {
    window.WeatherWidgets.configure({ loading: 'eager' });
    document.body.insertAdjacentHTML('beforeend', '<weather-forecast id="added" place="Bergen"></weather-forecast>');
  });
  await expect(other.locator('#added').getByRole('heading', { level: 2 })).toHaveText('Bergen', { timeout: 20_000 });
  // The page's own forecast below the fold, lazy when the page loaded, follows the new option too.
  await expect(other.locator('#below').getByRole('heading', { level: 2 })).toHaveText('Oslo', { timeout: 20_000 });
  expect(await other.evaluate(() => scrollY)).toBe(0);
});

test('the testing harness scrolls a lazy forecast into view before it waits for it', async ({ page: tab }) => {
  await tab.goto(page('below-the-fold.html'));
  await ForecastHarness.of(tab, '#below').whenReady();
  await expect(tab.locator('#below').getByRole('heading', { level: 2 })).toHaveText('Oslo');
});
