import { expect, test, type Page } from '@playwright/test';
import { collectWarnings } from './client-harness.ts';
import { SITE_PORT } from './servers/ports.ts';

// A site on one origin loads dist/weather-widgets.js from a "CDN" on another, as site owners do.
const site = (page: string) => `http://127.0.0.1:${SITE_PORT}/${page}`;

async function forecastFromScriptTag(page: Page) {
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  return page.evaluate(async () => {
    const reply = await window.WeatherWidgets.request('forecast', { place: 'Oslo', days: 2 });
    return { status: reply.status, policy: reply.headers['RateLimit-Policy'], name: (reply.body as { location?: { name: string } }).location?.name };
  });
}

test('the script served from another origin starts its worker and answers, configured by its data-* attributes', async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.goto(site('cdn-script.html'));
  const reply = await forecastFromScriptTag(page);
  // data-api-key="demo-standard": the standard tier's 600 requests a minute.
  expect(reply).toEqual({ status: 200, policy: '"minute";q=600;w=60', name: 'Oslo' });
  expect(page.workers()).toHaveLength(1);
  expect(warnings).toEqual([]);
  expect(await page.evaluate(() => window.WeatherWidgets.defaultKey())).toBe('demo-standard');
});

test('a page whose Content-Security-Policy forbids blob: workers still gets data, from the main thread, with one warning', async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.goto(site('strict-csp.html'));
  const reply = await forecastFromScriptTag(page);
  expect(reply).toEqual({ status: 200, policy: '"minute";q=60;w=60', name: 'Oslo' });
  const again = await page.evaluate(async () => (await window.WeatherWidgets.request('current', { lat: 59.9, lon: 10.7 })).status);
  expect(again).toBe(200);
  expect(warnings.filter((text) => text.includes('could not start a Web Worker'))).toHaveLength(1);
  expect(warnings.join('\n')).toContain('worker-src blob:');
});
