// The amount of precipitation drawn on the hourly chart beside the chance: one bar per hour on a
// scale whose top the chart writes, the same amounts as the table; in English, German and
// Japanese; in German and Japanese, light and dark, at 240, 400 and 800 px, the bars, their
// legend and the table as a visitor sees them, no text cut off, and nothing for axe.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { checkAtWidths, darkPage, forecastViolations, marks } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// A wet day on the west coast of Norway.
const NOW = '2026-03-20T09:00:00Z';
const WORDS = {
  en: { legend: 'Amount of precipitation', show: 'Show as table' },
  de: { legend: 'Niederschlagsmenge', show: 'Als Tabelle zeigen', amount: 'Menge' },
  ja: { legend: '降水量', show: '表で表示', amount: '降水量' },
} as const;

async function open(page: Page, attributes: string, width = 400): Promise<Locator> {
  await openWidgets(
    page,
    `<div style="width: ${width}px"><weather-forecast place="Bergen" show="hourly" now="${NOW}" units="metric" ${attributes}></weather-forecast></div>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

for (const [language, words] of Object.entries(WORDS)) {
  test(`draws each hour's amount on the scale the chart states, as the table says (${language})`, async ({ page }) => {
    const widget = await open(page, `locale="${language}"`);
    await expect(widget.locator('[part="chart"] .amount-bar')).toHaveCount(24);
    await expect(widget.locator('.legend > span').nth(2)).toHaveText(words.legend);
    // The scale's top, written above the first bar: "2 mm", "2,5 mm".
    const scale = (await widget.locator('[part="chart"] .amount-scale').textContent())!.trim();
    expect(scale).toMatch(/^[\d.,]+\s?mm$/);
    const top = Number(scale.replace(',', '.').replace(/[^\d.]/g, ''));
    expect(top).toBeGreaterThan(0);
    const heights = await widget
      .locator('[part="chart"] .amount-bar')
      .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height'))));
    const full = await widget
      .locator('[part="chart"] .grid')
      .first()
      .evaluate((line) => Number(line.getAttribute('y1')));
    const bottom = await widget.locator('[part="chart"] .axis').evaluate((line) => Number(line.getAttribute('y1')));
    await widget.getByText(words.show).click();
    await expect(widget.getByRole('table').locator('tbody tr')).toHaveCount(24);
    const amounts = (await widget.getByRole('table').locator('tbody td:nth-child(4)').allTextContents()).map((text) =>
      Number(text.replace(',', '.').replace(/[^\d.]/g, '')),
    );
    expect(amounts).toHaveLength(24);
    expect(amounts.some((amount) => amount > 0)).toBe(true);
    expect(Math.max(...amounts)).toBeLessThanOrEqual(top);
    // The table rounds to 0.1 mm: a bar is within that of its figure.
    heights.forEach((height, hour) =>
      expect(Math.abs((height / (bottom - full)) * top - amounts[hour]!)).toBeLessThanOrEqual(0.051),
    );
  });
}

for (const language of ['de', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`shows the bars, their legend and the table uncut at 240, 400 and 800 px, and axe finds nothing (${language}, ${theme})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const words = WORDS[language];
      if (theme === 'dark') await darkPage(page);
      const widget = await open(page, `locale="${language}" theme="${theme}"`, 240);
      await widget.getByText(words.show).click();
      await expect(widget.getByRole('table').locator('tbody tr')).toHaveCount(24);
      await checkAtWidths(page, widget, theme, async (width) => {
        await expect(widget.locator('.legend > span').nth(2), `${width} px`).toHaveText(words.legend);
        await expect(widget.locator('.legend > span').nth(2), `${width} px`).toBeVisible();
        await expect(widget.locator('[part="chart"] .amount-scale'), `${width} px`).toHaveText(/^[\d.,]+\s?mm$/);
        await expect(
          // Shown short, said in full: the legend's words.
          widget.getByRole('columnheader', { name: words.legend, exact: true }),
          `${width} px`,
        ).toBeVisible();
        // Each hour's bar and the legend's key, in a colour that stands out from the card.
        for (const selector of ['[part="chart"] .amount-bar', '.key-amount']) {
          const shown = await marks(widget, selector);
          expect(shown.shown, `${selector} at ${width} px`).toBe(shown.count);
          expect(shown.count, `${selector} at ${width} px`).toBeGreaterThan(0);
          expect(shown.contrast, `${selector} at ${width} px`).toBeGreaterThanOrEqual(3);
        }
        if (width === 240) {
          // The last hour's bar is out of sight until the visitor scrolls the chart to it.
          const hidden = () =>
            widget.evaluate((host) => {
              const scroller = host.shadowRoot!.querySelector('[part="chart-scroller"]')!.getBoundingClientRect();
              const bar = [...host.shadowRoot!.querySelectorAll('[part="chart"] .amount-bar')]
                .at(-1)!
                .getBoundingClientRect();
              return bar.left < scroller.left || bar.right > scroller.right;
            });
          expect(await hidden()).toBe(true);
          await widget
            .locator('[part="chart-scroller"]')
            .evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
          await expect.poll(hidden).toBe(false);
        }
      });
      // And at 800 px, where the chart and the table lie open.
      expect(await forecastViolations(page, theme)).toEqual([]);
    });
  }
}
