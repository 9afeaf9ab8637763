// <weather-forecast details="…">: the facts of the current block a page chooses, in its order,
// with the UV index's WHO class and the moon's phase, as a visitor reads them in English, German
// and Japanese, at 240, 400 and 800 px with no text cut off; in German and Japanese, light and
// dark, the whole card uncut at each width, the swatch and the moon drawn, and nothing for axe.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { collectWarnings } from './client-harness.ts';
import { SITE_PORT } from './servers/ports.ts';
import { checkAtWidths, cutTextInCurrent, darkPage, marks } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Sydney at 12:00 on 13 January 2025 (AEDT): a summer noon, the night before a full moon.
const SYDNEY_NOON = '2025-01-13T01:00:00Z';
const LANGUAGES = {
  en: {
    uv: 'UV index',
    moon: 'Moon',
    humidity: 'Humidity',
    classes: ['Low', 'Moderate', 'High', 'Very high', 'Extreme'],
    full: 'Full moon',
  },
  de: {
    uv: 'UV-Index',
    moon: 'Mond',
    humidity: 'Luftfeuchte',
    classes: ['Niedrig', 'Mäßig', 'Hoch', 'Sehr hoch', 'Extrem'],
    full: 'Vollmond',
  },
  ja: {
    uv: 'UVインデックス',
    moon: '月',
    humidity: '湿度',
    classes: ['弱い', '中程度', '強い', '非常に強い', '極端に強い'],
    full: '満月',
  },
} as const;
// WHO's classes of the whole index.
const whoClass = (index: number) => [2, 5, 7, 10, Infinity].findIndex((bound) => index <= bound);

async function open(page: Page, attributes: string, width = 400): Promise<Locator> {
  await openWidgets(
    page,
    `<div style="width: ${width}px"><weather-forecast place="Sydney" show="current" now="${SYDNEY_NOON}" ${attributes}></weather-forecast></div>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

const labels = (widget: Locator) => widget.locator('[part="current"] dt').allTextContents();

test('shows the facts of the default set, in their order, without details', async ({ page }) => {
  const widget = await open(page, 'locale="en-AU"');
  expect(await labels(widget)).toEqual([
    'Wind',
    'Humidity',
    'Pressure',
    'Visibility',
    'Dew point',
    'Sunrise',
    'Sunset',
  ]);
});

for (const [language, words] of Object.entries(LANGUAGES)) {
  test(`shows the chosen facts in the order written, UV with its class and the moon's phase (${language})`, async ({
    page,
  }) => {
    const widget = await open(page, `locale="${language}" details="uv moon humidity"`);
    expect(await labels(widget)).toEqual([words.uv, words.moon, words.humidity]);
    const facts = widget.locator('[part="current"] .fact');
    const uv = (await facts.nth(0).locator('dd').textContent())!.trim();
    const [, number, name] = /^(\d+) (.+)$/.exec(uv) ?? [];
    expect(name).toBe(words.classes[whoClass(Number(number))]);
    // A Sydney summer noon is never "low" under any sky the world makes: at worst an overcast quarter of 12.
    expect(Number(number)).toBeGreaterThanOrEqual(3);
    await expect(facts.nth(0).locator('.uv-swatch')).toHaveClass(new RegExp(`uv-${whoClass(Number(number))}`));
    await expect(facts.nth(1).locator('dd')).toHaveText(words.full);
    await expect(facts.nth(1).locator('svg.moon-icon')).toHaveAttribute('aria-hidden', 'true');
  });
}

test("asks for today's record only when the moon is among the facts of a current-only card", async ({ page }) => {
  const widget = await open(page, 'locale="en" details="moon"');
  await expect(widget.locator('[part="current"] dd')).toHaveText('Full moon');
  await expect(widget.locator('[part="daily"]')).toHaveCount(0);
  await expect(widget.locator('[part="hourly"]')).toHaveCount(0);
});

for (const width of [240, 400, 800]) {
  for (const language of ['en', 'de', 'ja']) {
    test(`cuts no text off at ${width} px (${language}), every fact chosen`, async ({ page }) => {
      const widget = await open(
        page,
        `locale="${language}" details="humidity wind pressure uv dew visibility sunrise moon"`,
        width,
      );
      expect(await cutTextInCurrent(widget)).toEqual([]);
    });
  }
}

for (const language of ['de', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`shows UV and the moon, now and by the day, uncut at 240, 400 and 800 px, and axe finds nothing (${language}, ${theme})`, async ({
      page,
    }) => {
      if (theme === 'dark') await darkPage(page);
      await openWidgets(
        page,
        `<div style="width: 240px"><weather-forecast place="Sydney" show="current daily" now="${SYDNEY_NOON}" locale="${language}" theme="${theme}" details="uv moon wind sunrise"></weather-forecast></div>`,
      );
      const widget = page.locator('weather-forecast');
      await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
      await expect(widget.locator('.day-moon')).toHaveCount(5);
      const words = LANGUAGES[language];
      await checkAtWidths(page, widget, theme, async (width) => {
        await expect(widget.locator('[part="current"] dt').nth(0), `${width} px`).toHaveText(words.uv);
        await expect(widget.locator('[part="current"] dt').nth(1), `${width} px`).toHaveText(words.moon);
        for (const fact of await widget.locator('[part="current"] .fact').all())
          await expect(fact, `${width} px`).toBeVisible();
        await expect(widget.locator('[part="current"] .fact').nth(0).locator('dd'), `${width} px`).toHaveText(
          new RegExp(`^\\d+ (${words.classes.join('|')})$`),
        );
        await expect(widget.locator('[part="current"] .fact').nth(1).locator('dd'), `${width} px`).toHaveText(
          words.full,
        );
        // The swatch and the moon's drawing, now and each day.
        for (const selector of ['.uv-swatch', '.moon-icon'])
          expect(await marks(widget, selector), `${selector} at ${width} px`).toMatchObject({ count: 6, shown: 6 });
        // The moon is decoration beside its name, so WCAG's 3:1 for drawings does not bind it (the light
        // theme's grey moon is 2.9:1); but a dark theme must not draw its lit part dark on the dark card.
        if (theme === 'dark')
          expect((await marks(widget, '.moon-lit')).contrast, `${width} px`).toBeGreaterThanOrEqual(3);
      });
    });
  }
}

test('the script tag loads the words of UV and the moon from beside itself, once, under a strict CSP', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('weather-widgets-details')) loads.push(new URL(request.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${SITE_PORT}/details-from-cdn.html`);
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  await expect(widget.locator('[part="current"] dt')).toHaveText(['UV index', 'Moon']);
  await expect(widget.locator('[part="current"] dd').nth(1)).toHaveText('Full moon');
  expect(loads).toEqual([expect.stringMatching(/^\/cdn\/weather-widgets-details-[0-9a-f]{8}\.js$/)]);
  expect(warnings).toEqual([]);
});

const PHASES = {
  en: [
    'New moon',
    'Waxing crescent',
    'First quarter',
    'Waxing gibbous',
    'Full moon',
    'Waning gibbous',
    'Last quarter',
    'Waning crescent',
  ],
  de: [
    'Neumond',
    'Zunehmende Sichel',
    'Erstes Viertel',
    'Zunehmender Mond',
    'Vollmond',
    'Abnehmender Mond',
    'Letztes Viertel',
    'Abnehmende Sichel',
  ],
  ja: ['新月', '三日月', '上弦の月', '十三夜月', '満月', '寝待月', '下弦の月', '有明月'],
} as const;

for (const width of [240, 400, 800]) {
  for (const [language, phases] of Object.entries(PHASES)) {
    test(`the daily rows give each day's moon when details name it, uncut at ${width} px (${language})`, async ({
      page,
    }) => {
      await openWidgets(
        page,
        `<div style="width: ${width}px"><weather-forecast place="Sydney" show="current daily" days="7" now="${SYDNEY_NOON}" locale="${language}" details="moon wind"></weather-forecast></div>`,
      );
      const widget = page.locator('weather-forecast');
      await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
      const names = (await widget.locator('[part="day"] .day-moon').allTextContents()).map((name) => name.trim());
      expect(names).toHaveLength(7);
      // Today's is the current block's: the full moon; a week later the moon wanes.
      expect(names[0]).toBe(LANGUAGES[language as keyof typeof LANGUAGES].full);
      for (const name of names) expect(phases).toContain(name);
      expect(names[6]).not.toBe(names[0]);
      await expect(widget.locator('[part="day"] .day-moon svg.moon-icon[aria-hidden="true"]')).toHaveCount(7);
      const cut = await widget.evaluate((host) =>
        [...host.shadowRoot!.querySelectorAll('[part="day"] .line')]
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => `${element.textContent?.trim()} (${element.scrollWidth} > ${element.clientWidth})`),
      );
      expect(cut).toEqual([]);
    });
  }
}

test('the daily rows show no moon unless details name it', async ({ page }) => {
  await openWidgets(
    page,
    `<weather-forecast place="Sydney" show="daily" now="${SYDNEY_NOON}" locale="en"></weather-forecast>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  await expect(widget.locator('[part="day"]')).toHaveCount(5);
  await expect(widget.locator('.day-moon')).toHaveCount(0);
});
