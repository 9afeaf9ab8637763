// Each daily row gives the day's highest UV index with its WHO class when `details` names `uv`,
// in English, German and Japanese, at 240, 400 and 800 px with no text cut off; in German and
// Japanese, light and dark, the whole card uncut at each width and nothing for axe; a contract
// upstream that says nothing of UV shows "–" wherever UV goes.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { upstreamRun } from './client-harness.ts';
import { checkAtWidths, darkPage, marks } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Sydney at 12:00 on 13 January 2025 (AEDT): summer days, whose sun is high whatever the sky.
const SYDNEY_NOON = '2025-01-13T01:00:00Z';
const CLASSES = {
  en: ['Low', 'Moderate', 'High', 'Very high', 'Extreme'],
  de: ['Niedrig', 'Mäßig', 'Hoch', 'Sehr hoch', 'Extrem'],
  ja: ['弱い', '中程度', '強い', '非常に強い', '極端に強い'],
} as const;
// WHO's classes of the whole index.
const whoClass = (index: number) => [2, 5, 7, 10, Infinity].findIndex((bound) => index <= bound);

async function open(page: Page, attributes: string, width = 400): Promise<Locator> {
  await openWidgets(
    page,
    `<div style="width: ${width}px"><weather-forecast place="Sydney" show="daily" days="7" now="${SYDNEY_NOON}" ${attributes}></weather-forecast></div>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

const cutInDays = (widget: Locator) =>
  widget.evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('[part="day"] .line')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.textContent?.trim()} (${element.scrollWidth} > ${element.clientWidth})`),
  );

for (const width of [240, 400, 800]) {
  for (const [language, classes] of Object.entries(CLASSES)) {
    test(`each day gives its UV maximum with its WHO class, uncut at ${width} px (${language})`, async ({ page }) => {
      const widget = await open(page, `locale="${language}" details="uv moon"`, width);
      const lines = widget.locator('[part="day"] .day-uv');
      await expect(lines).toHaveCount(7);
      for (let day = 0; day < 7; day++) {
        const line = lines.nth(day);
        const [, number, name] = /^UV (\d+) (.+)$/.exec((await line.textContent())!.trim()) ?? [];
        // A Sydney summer day is never "low" under any sky the world makes.
        expect(Number(number)).toBeGreaterThanOrEqual(3);
        expect(name).toBe(classes[whoClass(Number(number))]);
        await expect(line.locator('.uv-swatch')).toHaveClass(new RegExp(`uv-${whoClass(Number(number))}`));
      }
      // Both lines, in the order details name them: UV, then the moon.
      await expect(widget.locator('[part="day"]').first().locator('.day-uv + .day-moon')).toHaveCount(1);
      expect(await cutInDays(widget)).toEqual([]);
      await widget.screenshot({ path: test.info().outputPath(`daily-uv-${language}-${width}.png`) });
    });
  }
}

test('the daily rows show no UV unless details name it', async ({ page }) => {
  const widget = await open(page, 'locale="en" details="moon"');
  await expect(widget.locator('[part="day"] .day-moon')).toHaveCount(7);
  await expect(widget.locator('.day-uv')).toHaveCount(0);
});

for (const language of ['de', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`shows the days' UV and moon uncut at 240, 400 and 800 px, and axe finds nothing (${language}, ${theme})`, async ({
      page,
    }) => {
      if (theme === 'dark') await darkPage(page);
      const widget = await open(page, `locale="${language}" theme="${theme}" details="uv moon"`, 240);
      await checkAtWidths(page, widget, theme, async (width) => {
        const lines = widget.locator('[part="day"] .day-uv');
        await expect(lines, `${width} px`).toHaveText(
          Array(7).fill(new RegExp(`^UV \\d+ (${CLASSES[language].join('|')})$`)),
        );
        for (const line of await lines.all()) await expect(line, `${width} px`).toBeVisible();
        await expect(widget.locator('[part="day"] .day-moon'), `${width} px`).toHaveText(Array(7).fill(/\S/));
        // The class's swatch and the moon's drawing beside each day's words.
        for (const selector of ['[part="day"] .uv-swatch', '[part="day"] .moon-icon'])
          expect(await marks(widget, selector), `${selector} at ${width} px`).toMatchObject({ count: 7, shown: 7 });
        // The moon is decoration beside its name, so WCAG's 3:1 for drawings does not bind it (the light
        // theme's grey moon is 2.9:1); but a dark theme must not draw its lit part dark on the dark card.
        if (theme === 'dark')
          expect((await marks(widget, '[part="day"] .moon-lit')).contrast, `${width} px`).toBeGreaterThanOrEqual(3);
      });
    });
  }
}

test('a contract upstream that says nothing of UV shows "–" now, by the day and by the hour', async ({ page }) => {
  const run = upstreamRun('no-uv');
  await openWidgets(page, '<weather-forecast place="Oslo" locale="en-GB" details="uv wind"></weather-forecast>', {
    source: 'contract',
    baseUrl: run.baseUrl('noUv'),
    apiKey: 'demo',
  });
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  await expect(widget.locator('[part="current"] dt')).toHaveText(['UV index', 'Wind']);
  await expect(widget.locator('[part="current"] dd').first()).toHaveText('–');
  await expect(widget.locator('[part="day"] .day-uv')).toHaveText(Array(5).fill('UV –'));
  await widget.getByText('Show as table').click();
  // The table is drawn once opened, in the update that follows the toggle: wait for its rows.
  await expect(widget.locator('[part="hourly-table"] tbody tr')).toHaveCount(24);
  const uvColumn = await widget
    .locator('[part="hourly-table"] thead th')
    .allTextContents()
    .then((headers) => headers.findIndex((header) => /UV/.test(header)));
  expect(uvColumn).toBeGreaterThan(0);
  const cells = await widget
    .locator('[part="hourly-table"] tbody tr')
    .evaluateAll((rows, column) => rows.map((row) => row.children[column]!.textContent.trim()), uvColumn);
  expect(cells).toHaveLength(24);
  expect(new Set(cells)).toEqual(new Set(['–']));
  expect((await run.counts()).forecast).toBeGreaterThan(0);
});
