// Each daily row gives the day's strongest wind and gust, in the forecast's wind unit; in English,
// German and Japanese, at 240, 400 and 800 px with no text cut off; in German and Japanese, light
// and dark, the whole card uncut at each width and nothing for axe.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { checkAtWidths, darkPage } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const NOW = '2025-01-13T00:00:00Z';
const PATTERNS = {
  en: /^Wind (\d+) · gusts (\d+)\s?km\/h$/,
  de: /^Wind (\d+) · Böen (\d+)\s?km\/h$/,
  ja: /^風 (\d+) · 最大瞬間 (\d+)\s?km\/h$/,
} as const;

async function open(page: Page, attributes: string, width = 400): Promise<Locator> {
  await openWidgets(
    page,
    `<div style="width: ${width}px"><weather-forecast place="Wellington" show="daily" days="5" units="metric" now="${NOW}" ${attributes}></weather-forecast></div>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

for (const [language, pattern] of Object.entries(PATTERNS)) {
  test(`each day gives its strongest wind and gust (${language})`, async ({ page }) => {
    const widget = await open(page, `locale="${language}"`);
    const lines = await widget.locator('[part="day"] .day-wind').allTextContents();
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line.trim()).toMatch(pattern);
      const [, wind, gust] = pattern.exec(line.trim())!;
      expect(Number(gust)).toBeGreaterThanOrEqual(Number(wind));
    }
  });
}

test("gives the days' wind in the unit chosen for it", async ({ page }) => {
  const widget = await open(page, 'locale="en" wind-unit="bft"');
  for (const line of await widget.locator('[part="day"] .day-wind').allTextContents())
    expect(line.trim()).toMatch(/^Wind \d+ · gusts \d+\sBft$/);
});

for (const width of [240, 400, 800]) {
  for (const language of ['en', 'de', 'ja']) {
    test(`cuts no text off in the daily rows at ${width} px (${language})`, async ({ page }) => {
      const widget = await open(page, `locale="${language}" wind-unit="mph"`, width);
      const cut = await widget.evaluate((host) =>
        [...host.shadowRoot!.querySelectorAll('[part="day"] .day-wind')]
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => `${element.textContent?.trim()} (${element.scrollWidth} > ${element.clientWidth})`),
      );
      expect(cut).toEqual([]);
      await widget.screenshot({ path: test.info().outputPath(`daily-wind-${language}-${width}.png`) });
    });
  }
}

for (const language of ['de', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`shows the days' wind uncut at 240, 400 and 800 px, and axe finds nothing (${language}, ${theme})`, async ({
      page,
    }) => {
      if (theme === 'dark') await darkPage(page);
      const widget = await open(page, `locale="${language}" theme="${theme}"`, 240);
      await checkAtWidths(page, widget, theme, async (width) => {
        const lines = widget.locator('[part="day"] .day-wind');
        await expect(lines, `${width} px`).toHaveText(Array(5).fill(PATTERNS[language]));
        for (const line of await lines.all()) await expect(line, `${width} px`).toBeVisible();
      });
    });
  }
}
