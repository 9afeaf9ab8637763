// Units per quantity (wind-unit, pressure-unit, precip-unit, temperature-unit) as a visitor reads
// them, each overriding what `units` chose: in English, German and Japanese (and Russian's own
// symbols), at 240, 400 and 800 px with no text cut off, and with nothing for axe in either theme.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { cutTextInCurrent, forecastViolations } from './forecast-checks.ts';
import { collectWarnings } from './client-harness.ts';
import { SITE_PORT } from './servers/ports.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// A windy place and a fixed instant: Wellington at 13:00 on 13 January 2025 (NZDT).
const NOW = '2025-01-13T00:00:00Z';
const BEAUFORT = {
  en: [
    'Calm',
    'Light air',
    'Light breeze',
    'Gentle breeze',
    'Moderate breeze',
    'Fresh breeze',
    'Strong breeze',
    'Near gale',
    'Gale',
    'Strong gale',
    'Storm',
    'Violent storm',
    'Hurricane force',
  ],
  de: [
    'Windstille',
    'Leiser Zug',
    'Leichte Brise',
    'Schwache Brise',
    'Mäßige Brise',
    'Frische Brise',
    'Starker Wind',
    'Steifer Wind',
    'Stürmischer Wind',
    'Sturm',
    'Schwerer Sturm',
    'Orkanartiger Sturm',
    'Orkan',
  ],
  ja: ['静穏', '至軽風', '軽風', '軟風', '和風', '疾風', '雄風', '強風', '疾強風', '大強風', '全強風', '暴風', '颶風'],
} as const;
const WIND_LABEL = { en: 'Wind', de: 'Wind', ja: '風' } as const;

async function open(page: Page, attributes: string, width = 400): Promise<Locator> {
  await openWidgets(
    page,
    `<div style="width: ${width}px"><weather-forecast place="Wellington" now="${NOW}" ${attributes}></weather-forecast></div>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

const windFact = (widget: Locator, label: string) =>
  widget.locator('[part="current"] .fact').filter({ has: widget.page().locator('dt', { hasText: label }) });

for (const [language, names] of Object.entries(BEAUFORT)) {
  test(`shows the wind in Beaufort forces with the force's name (${language})`, async ({ page }) => {
    const widget = await open(page, `locale="${language}" show="current" wind-unit="bft"`);
    const lines = windFact(widget, WIND_LABEL[language as keyof typeof WIND_LABEL]).locator('dd');
    await expect(lines).toHaveCount(2);
    const wind = (await lines.first().textContent())!.trim();
    const force = Number(/^(\d+)\u00a0Bft/.exec(wind)?.[1]);
    expect(force).toBeGreaterThanOrEqual(0);
    expect(force).toBeLessThanOrEqual(12);
    await expect(lines.nth(1)).toHaveText(names[force]!);
  });
}

test('overrides the metric system per quantity: mmHg, °F and inches beside km/h', async ({ page }) => {
  const widget = await open(
    page,
    'locale="en-GB" units="metric" pressure-unit="mmHg" temperature-unit="fahrenheit" precip-unit="in" hourly="6" days="2"',
  );
  await expect(widget.locator('[part="temperature"]')).toHaveText(/^-?\d+\s?°F$/);
  await expect(widget.locator('[part="current"] .fact', { hasText: 'Pressure' }).locator('dd')).toHaveText(
    /^7\d\d\u00a0mmHg$/,
  );
  await expect(windFact(widget, 'Wind').locator('dd').first()).toContainText('km/h');
  await widget.getByText('Show as table').click();
  const rows = widget.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await expect(rows.first().locator('td').first()).toHaveText(/°F$/);
  // Every amount the table shows is in inches.
  const amounts = await widget.getByRole('table').locator('tbody td:nth-child(4)').allTextContents();
  expect(amounts).toHaveLength(6);
  for (const amount of amounts) expect(amount.trim()).toMatch(/^\d+(\.\d+)?\sin$/);
});

test('overrides the imperial system per quantity: hPa, °C and m/s', async ({ page }) => {
  const widget = await open(
    page,
    'locale="en-US" units="imperial" show="current" pressure-unit="hPa" temperature-unit="celsius" wind-unit="m/s"',
  );
  await expect(widget.locator('[part="temperature"]')).toHaveText(/^-?\d+\s?°C$/);
  await expect(widget.locator('[part="current"] .fact', { hasText: 'Pressure' }).locator('dd')).toHaveText(
    /^(9|10)\d\d\u00a0hPa$/,
  );
  await expect(windFact(widget, 'Wind').locator('dd').first()).toContainText('m/s');
});

for (const width of [240, 400, 800]) {
  for (const language of ['en', 'de', 'ja']) {
    test(`cuts no text off at ${width} px (${language}) with Beaufort and mmHg`, async ({ page }) => {
      const widget = await open(
        page,
        `locale="${language}" show="current" wind-unit="bft" pressure-unit="mmHg" details="wind pressure uv moon"`,
        width,
      );
      expect(await cutTextInCurrent(widget)).toEqual([]);
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`gives axe nothing to report with units of its own and the table open in the ${theme} theme`, async ({
    page,
  }) => {
    const widget = await open(
      page,
      `locale="ja" theme="${theme}" wind-unit="bft" pressure-unit="inHg" precip-unit="mm" temperature-unit="fahrenheit" hourly="6"`,
    );
    // With the table open: its wind column's arrows and gusts too.
    await widget.getByText('表で表示').click();
    await expect(widget.getByRole('table').locator('tbody tr')).toHaveCount(6);
    expect(await forecastViolations(page, theme)).toEqual([]);
  });
}

test("the script tag sets units for the whole site; an element's own unit wins", async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.goto(`http://127.0.0.1:${SITE_PORT}/units-from-cdn.html`);
  for (const id of ['site-units', 'own-unit']) {
    await expect(page.locator(`#${id} [part="base"]`)).toHaveAttribute('aria-busy', 'false', LOADED);
  }
  await expect(windFact(page.locator('#site-units'), 'Wind').locator('dd').first()).toContainText('\u00a0kn');
  await expect(page.locator('#site-units [part="current"] .fact', { hasText: 'Pressure' }).locator('dd')).toHaveText(
    /mmHg$/,
  );
  await expect(windFact(page.locator('#own-unit'), 'Wind').locator('dd').first()).toContainText('m/s');
  await expect(page.locator('#own-unit [part="current"] .fact', { hasText: 'Pressure' }).locator('dd')).toHaveText(
    /mmHg$/,
  );
  expect(warnings).toEqual([]);
});

test("writes knots and hectopascals as the widget's language does, from its words", async ({ page }) => {
  const widget = await open(page, 'locale="ru" show="current" wind-unit="kn" pressure-unit="hPa"');
  await expect(windFact(widget, 'Ветер').locator('dd').first()).toContainText('\u00a0уз');
  await expect(widget.locator('[part="current"] .fact', { hasText: 'Давление' }).locator('dd')).toHaveText(
    /^\d+\u00a0гПа$/,
  );
});

const TABLE_WORDS = {
  en: {
    show: 'Show as table',
    wind: 'Wind',
    gusts: 'Gusts',
    compass: /\s(N|NNE|NE|ENE|E|ESE|SE|SSE|S|SSW|SW|WSW|W|WNW|NW|NNW)$/,
  },
  de: { show: 'Als Tabelle zeigen', wind: 'Wind', gusts: 'Böen', compass: /\s[NOSW]{1,3}$/ },
  ja: { show: '表で表示', wind: '風', gusts: '最大瞬間', compass: /\s[北東南西]{1,3}$/ },
} as const;

for (const [language, words] of Object.entries(TABLE_WORDS)) {
  test(`the hourly table gives each hour's wind, where it comes from, its gusts and UV (${language})`, async ({
    page,
  }) => {
    const widget = await open(page, `locale="${language}" show="hourly" hourly="6" wind-unit="kn"`);
    await widget.getByText(words.show).click();
    const table = widget.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(6);
    await expect(table.locator('thead th')).toHaveCount(7);
    // "UV" for the eye, "UV index" for a screen reader.
    await expect(table.locator('thead th').nth(6).locator('[aria-hidden="true"]')).toHaveText('UV');
    await expect(table.getByRole('columnheader').nth(6)).toHaveAccessibleName(/^UV/);
    // 13:00 to 18:00 on a summer day: the UV index, in whole numbers, is up at the first hour.
    const uv = (await table.locator('tbody td:nth-child(7)').allTextContents()).map((text) => text.trim());
    for (const index of uv) expect(index).toMatch(/^\d+$/);
    expect(Number(uv[0])).toBeGreaterThanOrEqual(1);
    await expect(table.locator('thead th').nth(4)).toHaveText(words.wind);
    await expect(table.locator('thead th').nth(5)).toHaveText(words.gusts);
    // What the eye reads: the spoken compass point beside it is for screen readers.
    const winds = await table.locator('tbody td:nth-child(5)').evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as Element;
        copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
        return copy.textContent;
      }),
    );
    expect(winds).toHaveLength(6);
    for (const wind of winds) {
      expect(wind.trim()).toMatch(/^\d+\u00a0kn\s/);
      expect(wind.trim()).toMatch(words.compass);
    }
    // Each row's arrow is decoration beside the compass point a screen reader says.
    await expect(table.locator('tbody td:nth-child(5) svg.arrow[aria-hidden="true"]')).toHaveCount(6);
    for (const gust of await table.locator('tbody td:nth-child(6)').allTextContents())
      expect(gust.trim()).toMatch(/^\d+\u00a0kn$/);
  });
}
