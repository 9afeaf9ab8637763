// No text cut off at any width from 240 px, in every language the forecast speaks: each text's
// box holds it (scrollWidth <= clientWidth), in the full card with every fact, imperial units or
// Beaufort and mmHg, and in the compact line with its hours or days. One page per case; its
// container is widened step by step.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { compactLine, cutText } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [240, 280, 320, 360, 400, 480, 560, 640, 720, 800, 1000];
const EVERY_FACT = 'details="humidity wind pressure uv dew visibility sunrise moon"';
const CASES = {
  // A winter's day of rain and snow: the daily amounts at their longest, in inches.
  'imperial, every fact': `place="Oslo" now="2026-01-15T12:00:00Z" units="imperial" days="7" ${EVERY_FACT}`,
  // A summer's day of strong wind: Beaufort's names, mmHg and the highest UV classes.
  'Beaufort and mmHg, every fact': `place="Wellington" now="2025-01-13T00:00:00Z" wind-unit="bft" pressure-unit="mmHg" days="7" ${EVERY_FACT}`,
  'compact, the next hours': 'place="Oslo" now="2026-01-15T12:00:00Z" layout="compact" units="imperial"',
  'compact, the next days': 'place="Oslo" now="2026-01-15T12:00:00Z" layout="compact" show="current daily" days="7"',
} as const;

async function open(page: Page, attributes: string): Promise<Locator> {
  await openWidgets(page, `<div id="box" style="width: ${WIDTHS[0]}px"><weather-forecast ${attributes}></weather-forecast></div>`);
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

for (const language of LANGUAGES) {
  for (const [name, attributes] of Object.entries(CASES)) {
    test(`cuts no text off from 240 px (${language}, ${name})`, async ({ page }) => {
      const widget = await open(page, `locale="${language}" ${attributes}`);
      const compact = attributes.includes('compact');
      const cut: string[] = [];
      for (const width of WIDTHS) {
        await page.locator('#box').evaluate((box, px) => ((box as HTMLElement).style.width = `${px}px`), width);
        const texts = [...(await cutText(widget)), ...(compact ? (await compactLine(widget)).cut : [])];
        cut.push(...texts.map((text) => `${width} px: ${text}`));
      }
      expect(cut).toEqual([]);
    });
  }
}
