// The demo pages as a newcomer meets them: the landing page's wired widgets, a gallery that
// loads every configuration, a playground whose form drives a live forecast and its snippet.
import { expect, test } from '../../src/testing/index.ts';

// Many widgets decode the embedded world on a loaded 2-core machine.
const LOAD = { timeout: 30_000 };

test('landing: searching "tok" and choosing the first place shows Tokyo in the forecast', async ({ page }) => {
  await page.goto('/');
  const forecast = page.locator('weather-forecast#forecast');
  await expect(forecast.getByText('Oslo').first()).toBeVisible(LOAD);

  const input = page.getByRole('combobox');
  await input.pressSequentially('tok', { delay: 40 });
  await expect(page.getByRole('option').first()).toContainText('Tokyo', LOAD);
  await input.press('ArrowDown');
  await input.press('Enter');

  await expect(forecast.locator('[part="place"]')).toHaveText(/Tokyo/, LOAD);
  await expect(forecast.getByText('Oslo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Gallery/ }).first()).toHaveAttribute('href', 'demo/gallery.html');
  await page.screenshot({ path: test.info().outputPath('landing.png'), fullPage: true });
});

test('gallery: every configuration finishes loading, none in error', async ({ page }) => {
  // A score of forecasts, one after another: room for a busy machine.
  test.setTimeout(180_000);
  await page.goto('/demo/gallery.html');
  const forecasts = page.locator('weather-forecast');
  expect(await forecasts.count()).toBeGreaterThanOrEqual(12);
  // Every card has rendered its own content (a place heading), then nothing is busy any more.
  // The forecasts are lazy: each asks once scrolled near, as a visitor scrolling down sees them.
  for (const forecast of await forecasts.all()) {
    await forecast.scrollIntoViewIfNeeded();
    await expect(forecast.locator('[aria-busy="false"]')).toHaveCount(1, LOAD);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOAD);
  await expect(page.locator('[part="error"]')).toHaveCount(0);

  // The configurations show what their captions promise.
  await expect(page.locator('weather-forecast[locale="de"]:not([layout])')).toContainText('Gefühlt');
  await expect(page.locator('weather-forecast[locale="ja"]:not([layout])')).toContainText('体感');
  await expect(page.locator('weather-forecast[locale="fr"]:not([layout])')).toContainText('Ressenti');
  await expect(page.locator('weather-forecast[units="imperial"]')).toContainText('°F');
  await expect(page.locator('weather-forecast[place="Longyearbyen"] [part="place"]')).toHaveText([
    /Longyearbyen/,
    /Longyearbyen/,
  ]);
  // Fixed instants: the polar night and the polar day, whatever the page's clock says.
  await expect(page.locator('weather-forecast[place="Longyearbyen"][now^="2026-12"] [part="current"]')).toContainText(
    'Polar night',
  );
  await expect(page.locator('weather-forecast[place="Longyearbyen"][now^="2026-06"] [part="current"]')).toContainText(
    'Polar day',
  );
  await expect(page.locator('weather-forecast[place="Ushuaia"] [part="place"]')).toHaveText(/Ushuaia/);
  await expect(page.locator('weather-forecast[days="14"][show="daily"] [part="day"]')).toHaveCount(14);
  await expect(page.locator('weather-forecast[show="current"] [part="daily"]')).toHaveCount(0);
  await expect(page.locator('weather-forecast[details] [part="current"] dt')).toHaveText([
    'UV index',
    'Moon',
    'Wind',
    'Sunrise',
    'Sunset',
  ]);
  await expect(page.locator('weather-forecast[wind-unit="bft"] [part="current"]')).toContainText('Bft');
  await expect(page.locator('weather-forecast[hourly-step="3"] [part="chart"] .pop-bar')).toHaveCount(8);
  // One line: the compact layouts fit the 48 px header and 160 px, with the next hours or days.
  await expect(page.locator('weather-forecast[layout="compact"]:not([show]) [part="hourly"]')).toHaveCount(2);
  await expect(
    page.locator('weather-forecast[layout="compact"][show][locale="es"] [part="daily"] [part="day"]').first(),
  ).toHaveText(/^\s*(lun|mar|mié|jue|vie|sáb|dom)/);
  expect((await page.locator('.site-bar weather-forecast').boundingBox())!.height).toBeLessThanOrEqual(48);
  expect(Math.round((await page.locator('.size-160 weather-forecast').boundingBox())!.width)).toBe(160);
  // The sizes are what the captions say.
  const sidebar = await page.locator('.size-240 weather-forecast').boundingBox();
  expect(Math.round(sidebar?.width ?? 0)).toBe(240);
  await page.screenshot({ path: test.info().outputPath('gallery.png'), fullPage: true });
});

test('languages: every language in its own words, Arabic and Hebrew right to left', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/demo/languages.html');
  const forecasts = page.locator('weather-forecast');
  for (const forecast of await forecasts.all()) {
    await forecast.scrollIntoViewIfNeeded();
    await expect(forecast.locator('[aria-busy="false"]')).toHaveCount(1, LOAD);
  }
  await expect(page.locator('[part="error"]')).toHaveCount(0);
  const languages = page.locator('.languages weather-forecast [part="base"]');
  await expect(languages).toHaveCount(22);
  expect(new Set(await languages.evaluateAll((cards) => cards.map((card) => card.getAttribute('lang')))).size).toBe(22);
  await expect(page.locator('weather-forecast[place="Dubai"] [part="base"]')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('weather-forecast[place="Haifa"] [part="base"]')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: test.info().outputPath('languages.png'), fullPage: true });
});

test('playground: imperial and German change the live forecast and the snippet', async ({ page }) => {
  await page.goto('/demo/playground.html');
  const forecast = page.locator('weather-forecast#preview');
  await expect(forecast.locator('[part="place"]')).toHaveText(/Oslo/, LOAD);
  const snippet = page.locator('#snippet');
  await expect(snippet).toContainText('<weather-forecast place="Oslo"></weather-forecast>');

  await page.getByLabel('Units', { exact: true }).selectOption('imperial');
  await page.getByLabel('Language', { exact: true }).selectOption('de');

  await expect(forecast.locator('[part="temperature"]')).toContainText('°F', LOAD);
  await expect(forecast).toContainText('Gefühlt', LOAD);
  await expect(snippet).toContainText('units="imperial"');
  await expect(snippet).toContainText('locale="de"');
  await expect(snippet).toContainText('<script src="');
  // Every language is in the picker; Hebrew turns the card right to left.
  await expect(page.getByLabel('Language', { exact: true }).locator('option')).toHaveCount(25);
  await page.getByLabel('Language', { exact: true }).selectOption('he');
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('dir', 'rtl', LOAD);
  await page.getByLabel('Language', { exact: true }).selectOption('de');

  // The place goes into the snippet as text, escaped as an attribute value.
  await page.getByLabel('Place', { exact: true }).fill('Paris, "France"');
  await expect(snippet).toContainText('place="Paris, &quot;France&quot;"');
  await expect(page.locator('#snippet *')).toHaveCount(0);

  // Unchecking a section removes it from the forecast and names the rest in the snippet.
  await page.getByLabel('Place', { exact: true }).fill('Oslo');
  await page.getByRole('checkbox', { name: 'hourly' }).uncheck();
  await expect(snippet).toContainText('show="current daily"');
  await expect(forecast.locator('[part="hourly"]')).toHaveCount(0, LOAD);
});

test('playground: ticking UV and the moon adds them to the current block and writes details', async ({ page }) => {
  await page.goto('/demo/playground.html');
  const forecast = page.locator('weather-forecast#preview');
  await expect(forecast.locator('[part="place"]')).toHaveText(/Oslo/, LOAD);
  const snippet = page.locator('#snippet');
  await page.getByRole('checkbox', { name: 'UV' }).check();
  await page.getByRole('checkbox', { name: 'moon' }).check();
  await page.getByRole('checkbox', { name: 'pressure' }).uncheck();
  await expect(snippet).toContainText('details="humidity wind uv dew visibility sunrise moon"');
  await expect(forecast.locator('[part="current"] dt')).toHaveText(
    ['Humidity', 'Wind', 'UV index', 'Dew point', 'Visibility', 'Sunrise', 'Sunset', 'Moon'],
    LOAD,
  );
});

test('playground: a wind unit of its own shows in the forecast and the snippet', async ({ page }) => {
  await page.goto('/demo/playground.html');
  const forecast = page.locator('weather-forecast#preview');
  await expect(forecast.locator('[part="place"]')).toHaveText(/Oslo/, LOAD);
  await page.getByLabel('Wind unit', { exact: true }).selectOption('kn');
  await page.getByLabel('Pressure unit', { exact: true }).selectOption('mmHg');
  await expect(page.locator('#snippet')).toContainText('wind-unit="kn" pressure-unit="mmHg"');
  await page.getByLabel('Every how many hours', { exact: true }).selectOption('6');
  await expect(page.locator('#snippet')).toContainText('hourly-step="6"');
  await expect(forecast.locator('[part="chart"] .pop-bar')).toHaveCount(4, LOAD);
  await expect(forecast.locator('[part="current"] dd').first()).toContainText('kn', LOAD);
  await expect(forecast.locator('[part="current"]')).toContainText('mmHg', LOAD);
});

test('playground: the compact layout turns the preview into one line and writes layout', async ({ page }) => {
  await page.goto('/demo/playground.html');
  const forecast = page.locator('weather-forecast#preview');
  await expect(forecast.locator('[part="place"]')).toHaveText(/Oslo/, LOAD);
  await page.getByLabel('Layout', { exact: true }).selectOption('compact');
  await expect(page.locator('#snippet')).toContainText(
    '<weather-forecast place="Oslo" layout="compact"></weather-forecast>',
  );
  await expect(forecast.locator('[part="hourly"] .next-item')).toHaveCount(6, LOAD);
  await expect(forecast.locator('[part="chart"]')).toHaveCount(0);
  expect((await forecast.boundingBox())!.height).toBeLessThanOrEqual(48);
});

test('playground: the climate element replaces the preview, with its month, and writes its snippet', async ({
  page,
}) => {
  await page.goto('/demo/playground.html');
  await expect(page.locator('weather-forecast#preview [part="place"]')).toHaveText(/Oslo/, LOAD);
  await page.getByLabel('Element', { exact: true }).selectOption('weather-climate');
  await page.getByLabel('Month (climate)', { exact: true }).fill('7');
  const climate = page.locator('weather-climate#preview');
  await expect(climate.locator('[part="summary"]')).toContainText('Oslo in July', LOAD);
  await expect(climate.locator('[part="chart"] .months > span')).toHaveCount(12);
  await expect(page.locator('#snippet')).toContainText('<weather-climate place="Oslo" month="7"></weather-climate>');
  await expect(page.locator('weather-forecast')).toHaveCount(0);
});

test('playground: Copy puts the snippet on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/demo/playground.html');
  await page.getByLabel('Units', { exact: true }).selectOption('imperial');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.locator('#copy-status')).toHaveText('Copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('#snippet').textContent());
  expect(copied).toContain('units="imperial"');
});
