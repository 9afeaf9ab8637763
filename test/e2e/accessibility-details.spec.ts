// The smaller things a screen-reader or keyboard user meets in the forecast: the hourly table's
// caption and column names, units and compass points said in full, the chart's scroll box a tab
// stop only while it scrolls, and the compact line under WCAG 1.4.12's text spacing.
// WCAG 2.2: 1.3.1 Info and Relationships, 1.4.12 Text Spacing, 2.1.1 Keyboard
import type { Locator } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// WCAG 1.4.12's spacing, as the usual bookmarklet sets it, inside the shadow root too.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }
  p { margin-bottom: 2em !important }`;

test('the hourly table and the wind are said in full; the chart’s scroll box is a tab stop only while it scrolls', async ({
  page,
}) => {
  await openWidgets(
    page,
    `<div id="wide" style="width: 800px"><weather-forecast place="Oslo" locale="en-GB" show="hourly" hourly="6"></weather-forecast></div>
     <div id="narrow" style="width: 300px"><weather-forecast place="Berlin" locale="de" show="hourly" hourly="24" wind-unit="km/h"></weather-forecast></div>`,
  );
  await expect(page.locator('weather-forecast [aria-busy="false"]')).toHaveCount(2, { timeout: 60_000 });
  const [wide, narrow] = [page.locator('#wide weather-forecast'), page.locator('#narrow weather-forecast')];
  const chartBox = (forecast: Locator) => forecast.locator('[part="chart-scroller"]');

  // Six hours fit 800 px: nothing to scroll, no tab stop. Twenty-four hours in 300 px scroll.
  await expect(chartBox(wide)).not.toHaveAttribute('tabindex');
  await expect(chartBox(narrow)).toHaveAttribute('tabindex', '0');
  await page.locator('#narrow').evaluate((box) => (box.style.width = '1400px'));
  await expect(chartBox(narrow)).not.toHaveAttribute('tabindex');
  await page.locator('#narrow').evaluate((box) => (box.style.width = '300px'));
  await expect(chartBox(narrow)).toHaveAttribute('tabindex', '0');

  await wide.getByText('Show as table').click();
  const table = wide.getByRole('table', { name: 'Next hours' });
  await expect(table).toBeVisible();
  const headers = await table.getByRole('columnheader').evaluateAll((cells) => cells.length);
  expect(headers).toBe(7);
  for (const name of ['Chance of precipitation', 'Amount of precipitation', 'UV index'])
    await expect(table.getByRole('columnheader', { name, exact: true })).toHaveCount(1);
  // "12 km/h WSW" is said "12 kilometres per hour west-southwest".
  await expect(
    table.getByRole('cell', { name: /^\d+ kilometres per hour (north|east|south|west)[a-z-]*$/ }),
  ).toHaveCount(6);
  await narrow.getByText('Als Tabelle zeigen').click();
  await expect(
    narrow.getByRole('cell', { name: /^\d+ Kilometer pro Stunde (Nord|Ost|Süd|West)[a-zäöü]*$/ }).first(),
  ).toBeVisible();
});

test('the compact line keeps its temperature inside its box under 1.4.12 text spacing', async ({ page }) => {
  await openWidgets(
    page,
    `<header style="width: 320px; height: 48px"><weather-forecast place="Oslo" layout="compact" locale="en-GB"></weather-forecast></header>`,
  );
  const forecast = page.locator('weather-forecast');
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await page.addStyleTag({ content: TEXT_SPACING });
  await forecast.evaluate((host, css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    host.shadowRoot!.adoptedStyleSheets = [...host.shadowRoot!.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
  const boxes = await forecast.evaluate((host) => {
    const box = (selector: string) => host.shadowRoot!.querySelector(selector)!.getBoundingClientRect();
    const [card, temperature] = [box('[part="base"]'), box('[part="temperature"]')];
    return {
      card: { top: card.top, bottom: card.bottom },
      temperature: { top: temperature.top, bottom: temperature.bottom },
    };
  });
  expect(boxes.temperature.top).toBeGreaterThanOrEqual(boxes.card.top);
  expect(boxes.temperature.bottom).toBeLessThanOrEqual(boxes.card.bottom);
});
