// A widget lays out in its language's direction or its page's: an English widget on a
// right-to-left page mirrors with it (its words still read left to right), an Arabic widget on a
// left-to-right page stays right to left, and the element's own `dir` wins over both.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { firstOptionGaps } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-GB' });

const NOW = '2025-03-10T10:00:00Z';

async function open(page: Page, markup: string): Promise<{ forecast: Locator; search: Locator }> {
  await openWidgets(page, markup);
  const forecast = page.locator('weather-forecast');
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return { forecast, search: page.locator('weather-search') };
}

function widgets(attributes = ''): string {
  return `<weather-search for="forecast" ${attributes}></weather-search>
    <weather-forecast id="forecast" place="Warsaw" now="${NOW}" loading="eager" ${attributes}></weather-forecast>`;
}

/** Whether the first hour and each day's name are on the right, as a right-to-left card draws them. */
async function readsRightToLeft(forecast: Locator): Promise<boolean> {
  const hours = forecast.locator('.hour-label');
  const [first, second] = [await hours.nth(0).boundingBox(), await hours.nth(1).boundingBox()];
  const day = forecast.locator('[part="day"]').first();
  const [weekday, high] = [await day.locator('.weekday').boundingBox(), await day.locator('.max').boundingBox()];
  const hoursRightToLeft = first!.x > second!.x;
  expect(weekday!.x > high!.x, 'the days run the way the hours do').toBe(hoursRightToLeft);
  return hoursRightToLeft;
}

/**
 * The facts of the current conditions ("1007 hPa", "-4 °C", "5:31 PM") whose number is not drawn
 * before their unit: the first digit (or a minus sign before it) right of the first letter.
 */
function numbersAfterUnits(forecast: Locator): Promise<string[]> {
  return forecast.evaluate((host) => {
    const x = (text: Text, index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().x;
    };
    return [...host.shadowRoot!.querySelectorAll('[part="current"] dd')]
      .filter((fact) => {
        const walker = document.createTreeWalker(fact, NodeFilter.SHOW_TEXT);
        let number: number | undefined;
        let letter: number | undefined;
        for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
          const digit = text.data.search(/[-\u2212]?\d/);
          const latin = text.data.search(/[A-Za-z]/);
          if (number === undefined && digit >= 0) number = x(text, digit);
          if (letter === undefined && latin >= 0) letter = x(text, latin);
        }
        return number !== undefined && letter !== undefined && number > letter;
      })
      .map((fact) => fact.textContent.trim());
  });
}

test('an English widget on a right-to-left page lays out right to left, its words still in order', async ({ page }) => {
  const { forecast, search } = await open(page, `<div dir="rtl" lang="en" style="width: 400px">${widgets()}</div>`);
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
  expect(await readsRightToLeft(forecast)).toBe(true);
  // Each fact reads as in English: "1007 hPa", never "hPa 1007"; "-4°C", never "4°C-".
  await expect(forecast.locator('[part="current"] dd').filter({ hasText: 'hPa' })).toBeVisible();
  expect(await numbersAfterUnits(forecast)).toEqual([]);
  await page.locator('main').screenshot({ path: test.info().outputPath('en-on-rtl-page.png') });

  const gaps = await firstOptionGaps(search, LOADED.timeout);
  expect(gaps.right).toBeLessThan(24);
  expect(gaps.left).toBeGreaterThan(24);
});

test('an Arabic widget on a left-to-right page stays right to left', async ({ page }) => {
  const { forecast, search } = await open(page, `<div dir="ltr" lang="ar" style="width: 400px">${widgets()}</div>`);
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
  expect(await readsRightToLeft(forecast)).toBe(true);
  await expect(search.locator('.field')).toHaveAttribute('dir', 'rtl');
});

test("the element's own dir wins over its language and its page", async ({ page }) => {
  const arabic = await open(page, `<div lang="ar" style="width: 400px">${widgets('dir="ltr"')}</div>`);
  await expect(arabic.forecast.locator('[part="base"]')).toHaveAttribute('dir', 'ltr');
  expect(await readsRightToLeft(arabic.forecast)).toBe(false);
  await expect(arabic.search.locator('.field')).toHaveAttribute('dir', 'ltr');

  const english = await open(page, `<div dir="rtl" lang="en" style="width: 400px">${widgets('dir="ltr"')}</div>`);
  expect(await readsRightToLeft(english.forecast)).toBe(false);
});
