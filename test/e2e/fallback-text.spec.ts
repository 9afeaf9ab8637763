import { expect, test } from '../../src/testing/index.ts';
import { SITE_PORT } from './servers/ports.ts';

// docs/troubleshooting.md: a line inside the element is what a visitor reads when the script
// never arrives, and it gives way to the forecast when it does.
test('text inside a forecast shows while the script is missing and gives way to the weather once it runs', async ({
  page,
}) => {
  await page.route('**/cdn/weather-widgets.js', (route) => route.abort());
  await page.goto(`http://127.0.0.1:${SITE_PORT}/fallback-text.html`);
  await expect(page.getByText('The weather for Oslo will appear here.')).toBeVisible();

  await page.unroute('**/cdn/weather-widgets.js');
  await page.reload();
  await expect(page.locator('weather-forecast').getByRole('heading', { level: 2 })).toHaveText('Oslo', {
    timeout: 20_000,
  });
  // The line is still in the light DOM, but no longer drawn: the shadow root has no slot for it.
  const drawn = await page.locator('weather-forecast').evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element.firstChild!);
    return range.getClientRects().length;
  });
  expect(drawn).toBe(0);
});
