// hourly-step="1|2|3|6": the chart, its bars and the table show every Nth hour, and the hours
// still span as many as `hourly` asks; in English, German and Japanese; in German and Japanese,
// light and dark, at 240, 400 and 800 px, the chart readable in its scroller and nothing for axe.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { checkAtWidths, darkPage, marks } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const NOW = '2026-03-20T09:00:00Z';
const LABELS = { en: /^Next 24 hours:/, de: /^Nächste 24 Stunden:/, ja: /^今後24時間：/ } as const;
const SHOW_TABLE = { en: 'Show as table', de: 'Als Tabelle zeigen', ja: '表で表示' } as const;

async function open(page: Page, attributes: string, width = 400): Promise<Locator> {
  await openWidgets(
    page,
    `<div style="width: ${width}px"><weather-forecast place="Lisbon" show="hourly" now="${NOW}" ${attributes}></weather-forecast></div>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

for (const [language, label] of Object.entries(LABELS)) {
  test(`every third hour over 24 hours: 8 bars, a table of 8 rows 3 hours apart (${language})`, async ({ page }) => {
    const widget = await open(page, `locale="${language}" hourly="24" hourly-step="3" hour-cycle="h23"`);
    await expect(widget.locator('[part="chart"] .pop-bar')).toHaveCount(8);
    await expect(widget.locator('[part="chart"]')).toHaveAttribute('aria-label', label);
    await widget.getByText(SHOW_TABLE[language as keyof typeof SHOW_TABLE]).click();
    const rows = widget.getByRole('table').locator('tbody tr th');
    await expect(rows).toHaveCount(8);
    const hours = (await rows.allTextContents()).map((text) => Number(/(\d{2}):00/.exec(text)?.[1]));
    // Lisbon is on UTC in March: 09:00, 12:00, … 06:00 the next morning.
    expect(hours).toEqual([9, 12, 15, 18, 21, 0, 3, 6]);
  });
}

test('every sixth hour of 48 hours, and a step it does not know falls back to every hour', async ({ page }) => {
  const widget = await open(page, 'locale="en" hourly="48" hourly-step="6" api-key="demo-standard"');
  await expect(widget.locator('[part="chart"] .pop-bar')).toHaveCount(8);
  await expect(widget.locator('[part="chart"]')).toHaveAttribute('aria-label', /^Next 48 hours:/);
  await widget.evaluate((element) => element.setAttribute('hourly-step', '5'));
  await expect(widget.locator('[part="chart"] .pop-bar')).toHaveCount(48);
});

for (const language of ['de', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`keeps the stepped chart readable inside its scroller at 240, 400 and 800 px, and axe finds nothing (${language}, ${theme})`, async ({
      page,
    }) => {
      if (theme === 'dark') await darkPage(page);
      const widget = await open(page, `locale="${language}" theme="${theme}" hourly="24" hourly-step="2"`, 240);
      await expect(widget.locator('[part="chart"] .pop-bar')).toHaveCount(12);
      await expect(widget.locator('[part="chart"]')).toHaveAttribute('aria-label', LABELS[language]);
      await checkAtWidths(page, widget, theme, async (width) => {
        // Twelve columns, one every two hours, each bar drawn in a colour that stands out from the card.
        for (const selector of ['[part="chart"] .pop-bar', '[part="chart"] .amount-bar']) {
          const bars = await marks(widget, selector);
          expect(bars, `${selector} at ${width} px`).toMatchObject({ count: 12, shown: 12 });
          expect(bars.contrast, `${selector} at ${width} px`).toBeGreaterThanOrEqual(3);
        }
        await expect(widget.locator('[part="hourly"] .section-title'), `${width} px`).toBeVisible();
        await expect(widget.locator('[part="hourly"] summary'), `${width} px`).toHaveText(SHOW_TABLE[language]);
      });
    });
  }
}
