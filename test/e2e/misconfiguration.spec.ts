// A configuration that cannot work is loud: every widget shows the error, naming the
// data-* attribute to fix; no invented weather stands in, and nothing is asked of any source.
import { expect, test } from '../../src/testing/index.ts';
import { CDN_PORT, SITE_PORT } from './servers/ports.ts';

const SITE = `http://127.0.0.1:${SITE_PORT}/configured.html`;
const CDN = `http://127.0.0.1:${CDN_PORT}`;

for (const [what, attributes, named] of [
  [
    'the contract source without a key',
    { 'data-source': 'contract', 'data-base-url': `${CDN}/upstream/misconfigured/ok/v1` },
    'data-api-key',
  ],
  [
    'the contract source without a base URL',
    { 'data-source': 'contract', 'data-api-key': 'site-key' },
    'data-base-url',
  ],
  ['an unknown source', { 'data-source': 'openmeteo' }, 'data-source: must be one of embedded, contract, open-meteo'],
  [
    'a base URL that is no http(s) URL',
    { 'data-source': 'open-meteo', 'data-base-url': 'ftp://weather.example/' },
    'data-base-url: must be an http(s) URL',
  ],
] as const) {
  test(`${what}: both widgets name ${named.split(':')[0]}, show no weather and ask nothing`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${SITE}?${new URLSearchParams(attributes)}`);
    const forecast = page.locator('weather-forecast');
    await expect(forecast.getByRole('alert')).toContainText('This widget is set up wrongly.');
    await expect(forecast.getByRole('alert')).toContainText(named);
    await expect(forecast.locator('[part="temperature"]')).toHaveCount(0);
    await expect(forecast.locator('[part="retry-button"]')).toHaveCount(0);
    await expect(page.locator('weather-search').getByRole('status')).toContainText(
      `The weather widgets of this site are set up wrongly: `,
    );
    await expect(page.locator('weather-search').getByRole('status')).toContainText(named);
    expect(asked).toEqual(['/configured.html', '/cdn/weather-widgets.js']);
  });
}

test('a data folder that does not hold the embedded world: the forecast names data-data-url', async ({ page }) => {
  await page.goto(`${SITE}?${new URLSearchParams({ 'data-data-url': `${CDN}/cdn/nowhere/` })}`);
  const alert = page.locator('weather-forecast').getByRole('alert');
  await expect(alert).toContainText('This widget is set up wrongly.');
  await expect(alert).toContainText('data-data-url');
  await expect(alert).toContainText('/cdn/nowhere/');
  await expect(page.locator('weather-forecast [part="temperature"]')).toHaveCount(0);
  // The visitor reads the short message; the developer's details are folded beneath it.
  const details = alert.getByText(/must name the folder/);
  await expect(details).toBeHidden();
  await alert.getByText('Details for the site’s developer').click();
  await expect(details).toBeVisible();
});

test("a site on its own server whose data folder lacks the contract source's module: the forecast names data-data-url", async ({
  page,
}) => {
  const attributes = {
    'data-source': 'contract',
    'data-base-url': `${CDN}/upstream/misconfigured/ok/v1`,
    'data-api-key': 'site-key',
    'data-data-url': `${CDN}/cdn/nowhere/`,
  };
  await page.goto(`${SITE}?${new URLSearchParams(attributes)}`);
  const alert = page.locator('weather-forecast').getByRole('alert');
  await expect(alert).toContainText('This widget is set up wrongly.');
  await expect(alert).toContainText('data-data-url');
  await expect(alert).toContainText("contract source's module");
  await expect(page.locator('weather-forecast [part="temperature"]')).toHaveCount(0);
});

test('configure() from the page fixes a refused script tag: the widgets then show the weather', async ({ page }) => {
  await page.goto(`${SITE}?${new URLSearchParams({ 'data-source': 'openmeteo' })}`);
  await expect(page.locator('weather-forecast').getByRole('alert')).toContainText('data-source');
  await page.evaluate(() => window.WeatherWidgets.configure({ source: 'embedded' }));
  await expect(page.locator('weather-forecast [part="place"]')).toHaveText('Oslo');
  await expect(page.locator('weather-forecast').getByRole('alert')).toHaveCount(0);
  await expect(page.locator('weather-search').getByRole('status')).not.toContainText('set up wrongly');
});
