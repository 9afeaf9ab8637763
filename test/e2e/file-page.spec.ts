// A page opened from the disk (file://), as a site owner tries the snippet before uploading it:
// the page's origin is opaque ("null"), and the script, the worker and the world come from the
// CDN. In Chromium the forecast shows as on a site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../../src/testing/index.ts';
import { CDN_PORT } from './servers/ports.ts';
import { SUITE_TIME } from './servers/suite-time.ts';

const folder = mkdtempSync(join(tmpdir(), 'weather-file-page-'));
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('a page opened from file:// shows a forecast from the CDN', async ({ page }) => {
  const file = join(folder, 'weather.html');
  writeFileSync(
    file,
    `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <title>A page on the disk</title>
    <script src="http://127.0.0.1:${CDN_PORT}/cdn/weather-widgets.js" data-now="${SUITE_TIME}" defer></script>
  </head>
  <body>
    <weather-forecast place="Oslo" days="2"></weather-forecast>
  </body>
</html>
`,
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathToFileURL(file).href);
  expect(await page.evaluate(() => [location.protocol, origin])).toEqual(['file:', 'null']);
  const widget = page.locator('weather-forecast');
  await expect(widget.getByRole('heading', { name: 'Oslo' })).toBeVisible({ timeout: 30_000 });
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false');
  await expect(widget.getByText(/^-?\d+°C$/).first()).toBeVisible();
  expect(errors).toEqual([]);
});
