import type { Page } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import { collectWarnings } from './client-harness.ts';
import { SITE_PORT } from './servers/ports.ts';

// A compromised CDN: the built script is the one the page pins, and a file it loads next comes
// with a byte more under its usual name (?tamper=<the file's name up to its hash>).
const tampered = (page: string, file: string) => `http://127.0.0.1:${SITE_PORT}/${page}?tamper=${file}`;

async function askFromScriptTag(
  page: Page,
  configuration?: { source: 'contract'; baseUrl: string },
  where: { place: string } | { lat: string; lon: string } = { place: 'Oslo' },
) {
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  return page.evaluate(
    async ([configured, place]) => {
      if (configured) window.WeatherWidgets.configure({ ...configured, apiKey: 'demo' });
      const reply = await window.WeatherWidgets.request('forecast', { ...place, days: 2 });
      const body = reply.body as { code?: string; detail?: string };
      // The tampered modules set this when they run: none of them may.
      return { status: reply.status, code: body.code, detail: body.detail, ran: 'tampered' in globalThis };
    },
    [configuration, where] as const,
  );
}

test('a chunk of the embedded world changed on the CDN is refused, with an integrity problem naming it', async ({
  page,
}) => {
  await page.goto(tampered('cdn-script.html', 'names-'));
  const reply = await askFromScriptTag(page);
  expect(reply).toMatchObject({ status: 502, code: 'integrity', ran: false });
  expect(reply.detail).toMatch(
    /^integrity: names-[0-9a-f]{8}-\d+\.bin is not the file this build pinned, so it was not used\.$/,
  );
});

test("the embedded world's engine changed on the CDN is refused before it runs", async ({ page }) => {
  await page.goto(tampered('cdn-script.html', 'embedded-world-'));
  const reply = await askFromScriptTag(page);
  expect(reply).toMatchObject({ status: 502, code: 'integrity', ran: false });
  expect(reply.detail).toMatch(/\/data\/embedded-world-[0-9a-f]{8}\.js is not the file this build pinned/);
});

test("the engine's weather model, and for a coordinate its spatial index, changed on the CDN are refused before they run", async ({
  page,
}) => {
  await page.goto(tampered('cdn-script.html', 'embedded-weather-'));
  const reply = await askFromScriptTag(page);
  expect(reply).toMatchObject({ status: 502, code: 'integrity', ran: false });
  expect(reply.detail).toMatch(/\/data\/embedded-weather-[0-9a-f]{8}\.js is not the file this build pinned/);
  await page.goto(tampered('cdn-script.html', 'embedded-spatial-'));
  const byCoordinate = await askFromScriptTag(page, undefined, { lat: '59.91', lon: '10.75' });
  expect(byCoordinate).toMatchObject({ status: 502, code: 'integrity', ran: false });
  expect(byCoordinate.detail).toMatch(/\/data\/embedded-spatial-[0-9a-f]{8}\.js is not the file this build pinned/);
});

test("the world's manifest and the contract source changed on the CDN are refused too", async ({ page }) => {
  await page.goto(tampered('cdn-script.html', 'world-'));
  expect(await askFromScriptTag(page)).toMatchObject({
    status: 502,
    code: 'integrity',
    detail: expect.stringMatching(/\/data\/world-[0-9a-f]{8}\.json is not the file/),
  });
  await page.goto(tampered('cdn-script.html', 'contract-source-'));
  const reply = await askFromScriptTag(page, { source: 'contract', baseUrl: `http://127.0.0.1:${SITE_PORT}/v1` });
  expect(reply).toMatchObject({
    status: 502,
    code: 'integrity',
    ran: false,
    detail: expect.stringMatching(/\/data\/contract-source-[0-9a-f]{8}\.js is not the file/),
  });
});

test('where the service runs on the page, the browser refuses a changed main-thread module, and the widget says so', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  await page.goto(tampered('strict-csp.html', 'weather-widgets-main-thread-'));
  const reply = await askFromScriptTag(page);
  expect(reply).toMatchObject({ status: 502, code: 'integrity', ran: false });
  expect(reply.detail).toMatch(/weather-widgets-main-thread-[0-9a-f]{8}\.js is not the file this build pinned/);
  expect(warnings.join('\n')).toContain('script-src blob:');
});

test('a forecast whose chunk was changed shows the problem, and the console names the file', async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.goto(tampered('widgets-from-cdn.html', 'climate-'));
  const forecast = page.locator('weather-forecast');
  await expect(forecast.getByRole('alert')).toContainText('This widget is set up wrongly.', { timeout: 20_000 });
  await expect(forecast.getByRole('alert')).toContainText(
    /climate-[0-9a-f]{8}-\d+\.bin is not the file this build pinned/,
  );
  await expect(forecast.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(warnings.join('\n')).toMatch(
    /<weather-forecast[^>]*>: integrity — integrity: .*climate-[0-9a-f]{8}-\d+\.bin is not the file/,
  );
});

test("the worker's code changed on the CDN is refused, not run and not stood in for by the page", async ({ page }) => {
  await page.goto(tampered('cdn-script.html', 'weather-widgets-worker-'));
  const reply = await askFromScriptTag(page);
  expect(reply).toMatchObject({ status: 502, code: 'integrity', ran: false });
  expect(reply.detail).toMatch(
    /weather-widgets-worker-[0-9a-f]{8}\.js was not run \(integrity: it is not the file this build pinned\)/,
  );
});

test("a language's messages changed on the CDN are not read: the widgets say so, in English, and so does the console", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(tampered('languages-from-cdn.html', 'pl-'));
  const forecast = page.locator('#forecast');
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('lang', 'en');
  await expect(forecast.getByRole('alert')).toContainText('This widget is set up wrongly.');
  await expect(forecast.getByRole('alert')).toContainText(
    /messages\/pl-[0-9a-f]{8}\.json is not the file this build pinned/,
  );
  await expect(forecast.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // The weather itself is still there, in English.
  await expect(forecast.locator('.feels')).toContainText('Feels like');
  await expect(page.locator('weather-search').locator('[part="status"]')).toContainText(
    /set up wrongly: integrity: .*pl-[0-9a-f]{8}\.json is not the file/,
  );
  expect(errors.join('\n')).toContain('the "pl" messages could not load');
});

test('the details module changed on the CDN is refused: the forecast shows the integrity problem and no fact from it', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(tampered('details-from-cdn.html', 'weather-widgets-details-'));
  const forecast = page.locator('weather-forecast');
  await expect(forecast.getByRole('alert')).toContainText('This widget is set up wrongly.', { timeout: 30_000 });
  await expect(forecast.getByRole('alert')).toContainText(
    /weather-widgets-details-[0-9a-f]{8}\.js is not the file this build pinned/,
  );
  await expect(forecast.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(await page.evaluate(() => 'tampered' in globalThis)).toBe(false);
  expect(warnings.join('\n')).toMatch(/weather-widgets-details-[0-9a-f]{8}\.js is not the file/);
});

test("the climate's words changed on the CDN are not read: the chart speaks English, and the console says why", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(tampered('climate-from-cdn.html', 'climate-messages'));
  const climate = page.locator('weather-climate');
  await expect(climate.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  // The whole card in English, the shared words too, rather than German and English mixed.
  await expect(climate.locator('[part="base"]')).toHaveAttribute('lang', 'en');
  await expect(climate.locator('[part="summary"]')).toContainText('warmest in');
  await expect(climate.locator('[part="table-toggle"] summary')).toHaveText('Show as table');
  expect(errors.join('\n')).toContain('the climate\'s "de" words could not load; English is shown.');
  expect(errors.join('\n')).toMatch(/climate-messages\/de-[0-9a-f]{8}\.json is not the file this build pinned/);
});

test('a German page from the CDN fetches the climate’s German words, checked, and shows them', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${SITE_PORT}/climate-from-cdn.html`);
  const climate = page.locator('weather-climate');
  await expect(climate.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(climate.locator('[part="base"]')).toHaveAttribute('lang', 'de');
  await expect(climate.locator('[part="summary"]')).toContainText('am wärmsten im');
  await expect(climate.locator('[part="table-toggle"] summary')).toHaveText('Als Tabelle zeigen');
});
