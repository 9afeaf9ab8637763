// Work the widgets leave undone on the host page's main thread until it is needed: the skeleton
// builds no Intl formatter (the page's first one loads ICU's data, tens of milliseconds under a
// mobile CPU, and is left to the worker), and the hourly table is drawn only once opened.
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { SITE_PORT } from './servers/ports.ts';

declare global {
  interface Window {
    formattersBuilt?: string[];
  }
}

test('a forecast draws its skeleton, and a search its field, without building any Intl formatter', async ({ page }) => {
  await page.addInitScript(() => {
    window.formattersBuilt = [];
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'DisplayNames',
      'ListFormat',
    ] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct: (target, args) => (window.formattersBuilt!.push(name), Reflect.construct(target, args)),
      });
    }
  });
  await page.goto(`http://127.0.0.1:${SITE_PORT}/below-the-fold.html`);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('afterbegin', '<weather-search for="below"></weather-search>'),
  );
  const forecast = page.locator('#below');
  await expect(forecast.locator('[part~="daily"]')).toBeAttached();
  await expect(page.locator('weather-search').getByRole('combobox')).toBeVisible();
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => window.formattersBuilt)).toEqual([]);

  // Once near the viewport it asks, and writes its figures with Intl as always.
  await forecast.scrollIntoViewIfNeeded();
  await expect(forecast.locator('[part~="temperature"]')).toHaveText(/^-?\d+°C$/, { timeout: 20_000 });
  expect(await page.evaluate(() => window.formattersBuilt!.length)).toBeGreaterThan(0);
});

test('the hourly table has no rows until a visitor opens it, and all of them once open', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${SITE_PORT}/below-the-fold.html`);
  const forecast = ForecastHarness.of(page, '#below');
  await forecast.whenReady();
  const rows = page.locator('#below').locator('[part="hourly-table"] tbody tr');
  await expect(rows).toHaveCount(0);
  await forecast.showTable();
  await expect(rows).toHaveCount(24);
  await expect(forecast.hourlyTable).toBeVisible();
});
