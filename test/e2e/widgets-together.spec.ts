// The two elements as a visitor uses them: search, arrow, Enter, and the forecast follows.
import { expect, test } from '../../src/testing/index.ts';
import { CDN_PORT, SITE_PORT } from './servers/ports.ts';
import { openWidgets } from './widget-harness.ts';

test('choosing a place in the search changes the forecast it is wired to, with no JavaScript', async ({ page }) => {
  await openWidgets(
    page,
    '<weather-search for="fc"></weather-search><weather-forecast id="fc" place="Oslo"></weather-forecast>',
  );
  const forecast = page.locator('weather-forecast');
  await expect(forecast.getByText('Oslo').first()).toBeVisible({ timeout: 20_000 });

  const input = page.getByRole('combobox');
  await input.pressSequentially('tokyo', { delay: 40 });
  await expect(page.getByRole('option').first()).toContainText('Tokyo', { timeout: 30_000 });
  await input.press('ArrowDown');
  await input.press('Enter');

  await expect(forecast.getByText('Tokyo').first()).toBeVisible({ timeout: 20_000 });
  await expect(forecast.getByText('Oslo')).toHaveCount(0);
  await expect(forecast).toHaveAttribute('lat', /^35\.6/);
  await expect(forecast).not.toHaveAttribute('place');
});

test('a listener that cancels the select event keeps the wired forecast as it was', async ({ page }) => {
  await openWidgets(
    page,
    '<weather-search for="fc"></weather-search><weather-forecast id="fc" place="Oslo"></weather-forecast>',
  );
  await page.evaluate(() => document.addEventListener('weather-place-select', (event) => event.preventDefault()));
  const input = page.getByRole('combobox');
  await input.pressSequentially('tokyo', { delay: 40 });
  await expect(page.getByRole('option').first()).toContainText('Tokyo', { timeout: 30_000 });
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(/Tokyo/);
  await expect(page.locator('weather-forecast')).toHaveAttribute('place', 'Oslo');
});

test('the script from a CDN registers both elements, which render under a CSP that forbids inline styles', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => message.type() === 'error' && refused.push(message.text()));
  await page.goto(`http://127.0.0.1:${SITE_PORT}/widgets-no-inline-styles.html`);
  const forecast = page.locator('weather-forecast');
  await expect(forecast.getByText('Oslo').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Find a place' })).toBeVisible();
  // Styled by the adopted stylesheets: the theme's font stack reaches both hosts.
  for (const element of [forecast, page.locator('weather-search')]) {
    expect(await element.evaluate((host) => getComputedStyle(host).fontFamily)).toContain('system-ui');
  }
  expect(refused.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});

test('on the embedded world the widgets make no request beyond the site and the CDN it loads them from', async ({
  page,
}) => {
  const origins = new Set<string>();
  page.context().on('request', (request) => void origins.add(new URL(request.url()).origin));
  await page.goto(`http://127.0.0.1:${SITE_PORT}/widgets-from-cdn.html`);
  const forecast = page.locator('weather-forecast');
  await expect(forecast.getByText('Oslo').first()).toBeVisible({ timeout: 20_000 });
  const input = page.getByRole('combobox', { name: 'Find a place' });
  await input.pressSequentially('Tokyo');
  await expect(page.getByRole('option').first()).toContainText('Tokyo', { timeout: 30_000 });
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(forecast.getByText('Tokyo').first()).toBeVisible({ timeout: 10_000 });
  expect([...origins].sort()).toEqual([`http://127.0.0.1:${CDN_PORT}`, `http://127.0.0.1:${SITE_PORT}`].sort());
});

test("data-locale on the script tag sets the language of every widget over the page's lang; an element's locale still wins; configure() changes it live", async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${SITE_PORT}/widgets-locale.html`);
  const german = page.locator('#forecast');
  await expect(german.getByText('Gefühlt')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#english').getByText('Feels like')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ort suchen' })).toBeVisible();
  await page.evaluate(() => window.WeatherWidgets.configure({ locale: 'fr' }));
  await expect(german.getByText('Ressenti')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('combobox', { name: 'Rechercher un lieu' })).toBeVisible();
});
