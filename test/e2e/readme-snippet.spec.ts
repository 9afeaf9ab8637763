// The README's snippet, pasted into a page of a site that holds `dist/` as `weather-widgets/`,
// as the README says: the search and Oslo's forecast appear. The page's picture is the README's
// screenshot: UPDATE_DOC_IMAGES=1 (or a missing file) writes it to docs/images/.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { SCREENSHOT, SCREENSHOT_MAX_BYTES } from '../docs/readme-screenshot.ts';
import { serveStaticSite, type StaticSite } from './servers/static-site.ts';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const snippet = /```html\n([\s\S]*?)```/.exec(readme)![1]!;
let site: StaticSite;

test.beforeAll(async () => {
  const page = `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>A page with the README's snippet</title></head>\n<body style="margin: 16px; max-width: 720px; font-family: sans-serif">\n${snippet}</body>\n</html>\n`;
  site = await serveStaticSite({ '/index.html': page }, { '/weather-widgets/': resolve(root, 'dist') });
});
test.afterAll(() => site.close());
test.use({ locale: 'en-GB', viewport: { width: 752, height: 900 } });

test("the README's snippet shows the search and Oslo's forecast, and draws the README's screenshot", async ({
  page,
}) => {
  await page.goto(`${site.origin}/index.html`);
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady();
  await expect(forecast.place).toHaveText('Oslo');
  await expect(page.locator('weather-search').getByRole('combobox')).toBeVisible();

  const shot = await page.locator('body').screenshot({ animations: 'disabled' });
  expect(shot.length).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
  const file = resolve(root, SCREENSHOT);
  if (process.env['UPDATE_DOC_IMAGES'] === '1' || !existsSync(file)) writeFileSync(file, shot);
  expect(statSync(file).size).toBeGreaterThan(0);
});
