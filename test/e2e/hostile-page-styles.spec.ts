// A CMS theme's rules on every element, the element's own tag name, !important or not, do not
// reach into the widgets: they are drawn as on a clean page, every box within a few pixels. The
// documented theming (custom properties, ::part) still applies.
import type { Page } from '@playwright/test';
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

const HOSTILE = [
  '* { font-size: 20px; text-align: center; line-height: 3; letter-spacing: 2px }',
  '*::before, *::after { content: "" }',
  'weather-forecast, weather-search { font-size: 22px !important; text-transform: uppercase !important; word-spacing: 1em !important; box-sizing: content-box !important; font-weight: 700 !important }',
].join('\n');
const TOLERANCE_PX = 4;

/** Every box in the widgets' shadow roots, relative to its element, in whole pixels, by a path. */
function boxes(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => {
    const found: Record<string, number[]> = {};
    for (const [index, host] of [...document.querySelectorAll('weather-forecast, weather-search')].entries()) {
      const origin = host.getBoundingClientRect();
      found[`${host.localName} ${index}`] = [origin.width, origin.height].map(Math.round);
      for (const [at, element] of [...host.shadowRoot!.querySelectorAll('*')].entries()) {
        const box = element.getBoundingClientRect();
        found[`${host.localName} ${index} ${at} ${element.localName}.${element.getAttribute('class') ?? ''}`] = [
          box.left - origin.left,
          box.top - origin.top,
          box.width,
          box.height,
        ].map(Math.round);
      }
    }
    return found;
  });
}

test('a page whose CSS restyles every element draws the widgets as a clean page does', async ({ page }) => {
  await openWidgets(
    page,
    [
      '<weather-forecast place="Oslo" locale="en-GB" loading="eager" days="5"></weather-forecast>',
      '<weather-forecast place="Oslo" locale="en-GB" loading="eager" layout="compact"></weather-forecast>',
      '<weather-search locale="en-GB"></weather-search>',
    ]
      .map((element) => `<div style="width: 400px">${element}</div>`)
      .join(''),
  );
  for (const forecast of await page.locator('weather-forecast').all()) await new ForecastHarness(forecast).whenReady();
  const clean = await boxes(page);
  await page.addStyleTag({ content: HOSTILE });
  const hostile = await boxes(page);
  expect(Object.keys(hostile)).toEqual(Object.keys(clean));
  const moved = Object.entries(clean).flatMap(([part, box]) => {
    const most = Math.max(...box.map((value, side) => Math.abs(value - hostile[part]![side]!)));
    return most > TOLERANCE_PX ? [`${part}: ${box.join(',')} → ${hostile[part]!.join(',')}`] : [];
  });
  expect(moved).toEqual([]);
  // The documented theming still reaches in.
  await page.addStyleTag({
    content:
      'weather-forecast { --weather-font-size: 20px } weather-forecast::part(temperature) { letter-spacing: 3px }',
  });
  const temperature = page.locator('weather-forecast').first().locator('[part="temperature"]');
  await expect(temperature).toHaveCSS('letter-spacing', '3px');
  await expect(page.locator('weather-forecast').first().locator('[part="place"]')).toHaveCSS('font-size', '25px');
});
