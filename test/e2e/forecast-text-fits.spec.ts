// No text cut off at any width from 240 px, in every language the forecast speaks: each text's
// box holds it (scrollWidth <= clientWidth), in the full card with every fact, imperial units or
// Beaufort and mmHg, the chart's labels and the open hourly table, and in the compact line with
// its hours or days.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { compactLine, cutText } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';
import { LANGUAGES } from '../../src/contract/languages.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [240, 280, 320, 360, 400, 480, 560, 640, 720, 800, 1000];
const EVERY_FACT = 'details="humidity wind pressure uv dew visibility sunrise moon"';
// Each case is one page with two forecasts in one container, widened step by step; eager, as
// the second one starts far below the first.
const CASES = {
  full: [
    // A winter's day of rain and snow: the daily amounts at their longest, in inches.
    `place="Oslo" now="2026-01-15T12:00:00Z" units="imperial" days="7" ${EVERY_FACT}`,
    // A summer's day of strong wind: Beaufort's names, mmHg and the highest UV classes.
    `place="Wellington" now="2025-01-13T00:00:00Z" wind-unit="bft" pressure-unit="mmHg" days="7" ${EVERY_FACT}`,
  ],
  compact: [
    'place="Oslo" now="2026-01-15T12:00:00Z" layout="compact" units="imperial"',
    'place="Oslo" now="2026-01-15T12:00:00Z" layout="compact" show="current daily" days="7"',
  ],
} as const;

async function open(
  page: Page,
  language: string,
  forecasts: readonly string[],
  openTable: boolean,
): Promise<Locator[]> {
  const markup = forecasts
    .map((attributes) => `<weather-forecast locale="${language}" loading="eager" ${attributes}></weather-forecast>`)
    .join('');
  await openWidgets(page, `<div id="box" style="width: ${WIDTHS[0]}px">${markup}</div>`);
  const widgets = await page.locator('weather-forecast').all();
  for (const widget of widgets) {
    await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
    // The hourly table open, so that its headers and cells are measured too.
    if (openTable) {
      await widget.locator('[part="table-toggle"] summary').click();
      await expect(widget.locator('[part="hourly-table"] tbody tr').first()).toBeVisible();
    }
  }
  return widgets;
}

for (const language of LANGUAGES) {
  for (const [layout, forecasts] of Object.entries(CASES)) {
    test(`cuts no text off from 240 px (${language}, ${layout})`, async ({ page }) => {
      const widgets = await open(page, language, forecasts, layout === 'full');
      const cut: string[] = [];
      for (const width of WIDTHS) {
        await page.locator('#box').evaluate((box, px) => ((box as HTMLElement).style.width = `${px}px`), width);
        for (const [index, widget] of widgets.entries()) {
          const texts = [...(await cutText(widget)), ...(layout === 'compact' ? (await compactLine(widget)).cut : [])];
          cut.push(...texts.map((text) => `${width} px, forecast ${index + 1}: ${text}`));
        }
      }
      expect(cut).toEqual([]);
    });
  }
}
