import { expect, test } from '../../src/testing/index.ts';
import { collectWarnings } from './client-harness.ts';
import { SITE_PORT } from './servers/ports.ts';

test('misspelt attributes and options are named once in the console, with what was meant', async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.goto(`http://127.0.0.1:${SITE_PORT}/misspelt.html`);
  // The correctly written forecast still shows its weather.
  await expect(page.locator('weather-forecast[place="Oslo"]').getByRole('heading', { level: 2 })).toHaveText('Oslo', {
    timeout: 20_000,
  });
  await expect
    .poll(() => warnings.filter((text) => text.includes('palce')))
    .toEqual([
      '<weather-forecast>: unknown attribute palce="Berlin", ignored; did you mean place? See docs/troubleshooting.md#unknown-attribute',
    ]);
  expect(warnings.filter((text) => text.includes('lable'))).toEqual([
    '<weather-search>: unknown attribute lable="Find", ignored; did you mean label? See docs/troubleshooting.md#unknown-attribute',
  ]);
  expect(warnings).toContain(
    'weather-widgets script tag: data-units is not a site-wide option, and is ignored; units is an attribute of each element: <weather-forecast units="imperial">.',
  );
  expect(warnings).toContain(
    'weather-widgets script tag: unknown option data-api-kye, ignored; did you mean data-api-key?',
  );
  // Global attributes, data-* and aria-* on the elements are theirs to carry, and pass in silence.
  expect(warnings.filter((text) => /class|data-note|aria-label|loading|for=|id=/.test(text))).toEqual([]);
});
