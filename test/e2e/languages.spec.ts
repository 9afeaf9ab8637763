// Every visitor's language: in Arabic, Hebrew, Japanese, Simplified Chinese, German and Polish the
// widgets speak it, fit 240, 400 and 800 px with no text cut off, give axe nothing to report in
// either theme (the search with its list open), and read right to left where the language does:
// the first hour and the compact line's first day on the right, the search's list aligned right.
// A page downloads only its own language's messages.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { collectWarnings } from './client-harness.ts';
import { cutText, firstOptionGaps, forecastViolations, searchViolations } from './forecast-checks.ts';
import { CDN_PORT, SITE_PORT } from './servers/ports.ts';
import { openWidgets } from './widget-harness.ts';
import { catalogOf } from '../support/catalogs.ts';

const LOADED = { timeout: 45_000 };
// axe over a whole card took more than 30 s on a loaded machine.
const AXE_TIMEOUT = 240_000;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const NOW = '2025-03-10T10:00:00Z';
const LANGUAGES = ['ar', 'he', 'ja', 'zh-Hans', 'de', 'pl'] as const;
const VISITORS = { ar: 'ar-EG', he: 'he-IL', ja: 'ja-JP', 'zh-Hans': 'zh-CN', de: 'de-DE', pl: 'pl-PL' } as const;

async function open(
  page: Page,
  language: string,
  width: number,
  theme = 'light',
): Promise<{ forecast: Locator; search: Locator }> {
  await openWidgets(
    page,
    `<div lang="${language}" style="width: ${width}px">
      <weather-search for="forecast" theme="${theme}"></weather-search>
      <weather-forecast id="forecast" place="Warsaw" now="${NOW}" theme="${theme}" loading="eager" details="wind humidity uv sunrise"></weather-forecast>
    </div>`,
  );
  const forecast = page.locator('weather-forecast');
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return { forecast, search: page.locator('weather-search') };
}

for (const language of LANGUAGES) {
  const words = catalogOf(language);
  test.describe(() => {
    // A visitor of the page's own language (whose browser names its region, and so its units).
    test.use({ locale: VISITORS[language] });
    for (const width of [240, 400, 800]) {
      test(`speaks ${language} and cuts no text at ${width} px`, async ({ page }) => {
        const { forecast, search } = await open(page, language, width);
        await expect(forecast.locator('[part="base"]')).toHaveAttribute('lang', words.language);
        await expect(forecast.locator('.feels')).toContainText(words.forecast.feelsLike);
        await expect(forecast.locator('[part="daily"] .section-title')).toHaveText(words.forecast.daily);
        await expect(page.getByRole('combobox', { name: words.search.label })).toBeVisible();
        expect(await cutText(forecast)).toEqual([]);
        expect(await cutText(search)).toEqual([]);
        await page.locator('main').screenshot({ path: test.info().outputPath(`${language}-${width}-light.png`) });
      });
    }

    for (const theme of ['light', 'dark'] as const) {
      test(`gives axe nothing to report in ${language}, ${theme}`, async ({ page }) => {
        test.setTimeout(AXE_TIMEOUT);
        await open(page, language, 400, theme);
        expect(await forecastViolations(page, theme)).toEqual([]);
        await page.locator('main').screenshot({ path: test.info().outputPath(`${language}-400-${theme}.png`) });
      });

      test(`gives axe nothing to report on the search with its list open in ${language}, ${theme}`, async ({
        page,
      }) => {
        test.setTimeout(AXE_TIMEOUT);
        await openWidgets(
          page,
          `<div lang="${language}" style="width: 400px"><weather-search theme="${theme}" locate></weather-search></div>`,
        );
        const input = page.getByRole('combobox', { name: words.search.label });
        await expect(input).toBeVisible(LOADED);
        await input.pressSequentially('War', { delay: 30 });
        await expect(page.getByRole('option').first()).toBeVisible(LOADED);
        await input.press('ArrowDown');
        await expect(page.getByRole('option', { selected: true })).toHaveCount(1);
        expect(await searchViolations(page, theme)).toEqual([]);
        await page.locator('main').screenshot({ path: test.info().outputPath(`${language}-search-${theme}.png`) });
      });
    }
  });
}

for (const language of ['ar', 'he']) {
  test(`reads right to left in ${language}: the first hour and each day's name on the right, the search's list aligned right`, async ({
    page,
  }) => {
    const { forecast, search } = await open(page, language, 400);
    await expect(forecast.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    const hours = forecast.locator('.hour-label');
    const [first, second] = [await hours.nth(0).boundingBox(), await hours.nth(1).boundingBox()];
    expect(first!.x).toBeGreaterThan(second!.x);
    // The chart's scroller starts at its first hour: on the right, in view.
    const scroller = await forecast.locator('[part="chart-scroller"]').boundingBox();
    expect(first!.x + first!.width).toBeLessThanOrEqual(scroller!.x + scroller!.width + 1);
    expect(first!.x).toBeGreaterThan(scroller!.x + scroller!.width / 2);
    const day = forecast.locator('[part="day"]').first();
    const [weekday, high] = [await day.locator('.weekday').boundingBox(), await day.locator('.max').boundingBox()];
    expect(weekday!.x).toBeGreaterThan(high!.x);

    const gaps = await firstOptionGaps(search, LOADED.timeout);
    expect(gaps.right).toBeLessThan(24);
    expect(gaps.left).toBeGreaterThan(24);
  });
}

for (const language of ['ar', 'he']) {
  test(`runs the compact line's days right to left in ${language}: now on the right, then tomorrow, then the day after`, async ({
    page,
  }) => {
    // Wide enough for several days on the one line the card shows.
    await openWidgets(
      page,
      `<div lang="${language}" style="width: 640px"><weather-forecast place="Warsaw" layout="compact" show="current daily" now="${NOW}" loading="eager"></weather-forecast></div>`,
    );
    const forecast = page.locator('weather-forecast');
    await expect(forecast.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
    const days = forecast.locator('[part="daily"] [part="day"]');
    await expect(days.nth(1)).toBeVisible();
    const [now, first, second] = [
      await forecast.locator('[part="current"]').boundingBox(),
      await days.nth(0).boundingBox(),
      await days.nth(1).boundingBox(),
    ];
    expect(second!.y, 'the first two days share the line').toBe(first!.y);
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(now!.x).toBeGreaterThan(first!.x);
    await forecast.screenshot({ path: test.info().outputPath(`compact-days-${language}.png`) });
  });
}

test('reads left to right in Japanese and German', async ({ page }) => {
  for (const language of ['ja', 'de']) {
    const { forecast } = await open(page, language, 400);
    await expect(forecast.locator('[part="base"]')).toHaveAttribute('dir', 'ltr');
    const hours = forecast.locator('.hour-label');
    expect((await hours.nth(0).boundingBox())!.x).toBeLessThan((await hours.nth(1).boundingBox())!.x);
  }
});

test("a page downloads only its own language's messages, and a language change one more file", async ({ page }) => {
  const warnings = collectWarnings(page);
  const run = `languages-${Date.now()}`;
  const messageFiles = async () => {
    const response = await fetch(`http://127.0.0.1:${CDN_PORT}/transfers/${run}`);
    return ((await response.json()) as { file: string }[])
      .map((transfer) => transfer.file)
      .filter((file) => file.startsWith('messages/'));
  };
  await page.goto(`http://127.0.0.1:${SITE_PORT}/languages-from-cdn.html?run=${run}`);
  const forecast = page.locator('#forecast');
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  await expect(forecast.locator('.feels')).toContainText(catalogOf('pl').forecast.feelsLike);
  expect(await messageFiles()).toEqual([expect.stringMatching(/^messages\/pl-[0-9a-f]{8}\.json$/)]);

  await page.evaluate(() => window.WeatherWidgets.configure({ locale: 'he' }));
  await expect(forecast.locator('.feels')).toContainText(catalogOf('he').forecast.feelsLike, LOADED);
  await expect(page.getByRole('combobox', { name: catalogOf('he').search.label })).toBeVisible();
  expect(await messageFiles()).toEqual([
    expect.stringMatching(/^messages\/pl-/),
    expect.stringMatching(/^messages\/he-[0-9a-f]{8}\.json$/),
  ]);
  expect(warnings).toEqual([]);
});
