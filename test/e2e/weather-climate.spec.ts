// <weather-climate> in Chromium: its figures are the climate operation's, it reads its summary
// first, its table opens with the keyboard, `month` and `months` choose what it shows, its code
// loads only once a page has one, and it fits, unclipped and accessible, from 160 to 800 px in
// English, German, Arabic and Japanese, light and dark. Many elements share a page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ClimateEnvelope } from '../../src/contract/climate.ts';
import { ClimateHarness, expect as baseExpect, SearchHarness, test } from '../../src/testing/index.ts';
import { cutText, darkPage } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
// Eight charts a page, each measured and checked by axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
const WIDTHS = [160, 240, 400, 800] as const;
const LANGUAGES = ['en', 'de', 'ar', 'ja'] as const;

function climateOf(page: Page, query: Record<string, string>): Promise<ClimateEnvelope> {
  return page.evaluate(async (asked) => {
    const reply = await window.widgets.request('climate', asked);
    if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
    return reply.body;
  }, query);
}

test('shows Lisbon’s twelve months with the climate operation’s figures, its summary first', async ({ page }) => {
  await openWidgets(page, '<weather-climate place="Lisbon" locale="en-GB"></weather-climate>');
  const climate = new ClimateHarness(page.locator('weather-climate'));
  await climate.whenReady();
  const envelope = await climateOf(page, { place: 'Lisbon', units: 'metric' });
  for (const record of envelope.months) {
    expect(await climate.month(record.month).values()).toEqual({
      month: record.month,
      high: record.temp_max_mean,
      low: record.temp_min_mean,
      precipitation: record.precip_sum_mean,
      wetDays: record.precip_days_mean,
      humidity: record.humidity_mean,
      daylight: record.daylight_hours_mean,
    });
  }
  const warmest = envelope.months.reduce((best, month) => (month.temp_max_mean! > best.temp_max_mean! ? month : best));
  const month = new Date(Date.UTC(2001, warmest.month - 1, 15)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  await expect(climate.summary).toHaveText(
    new RegExp(
      `^Lisbon: warmest in ${month}, ${Math.round(warmest.temp_max_mean!)}° by day and ${Math.round(warmest.temp_min_mean!)}° at night; wettest in \\w+, \\d+ mm on \\d+ days?\\.$`,
    ),
  );
  // Read first: the summary comes before the chart and the table in the card's order.
  const order = await climate.root.evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('[part="summary"], [part="chart"], [part="table-toggle"]')].map((element) =>
      element.getAttribute('part'),
    ),
  );
  expect(order).toEqual(['summary', 'chart', 'table-toggle']);
  await expect(climate.root.locator('[part="chart"] .months > span')).toHaveCount(12);
  await expect(climate.root.locator('[part="footer"]')).toHaveText('Climate 1991–2020: CRU TS 4.07, ERA5');
  // The table opens from the keyboard.
  await expect(climate.table).toBeHidden();
  await climate.tableToggle.focus();
  await page.keyboard.press('Enter');
  await expect(climate.table).toBeVisible();
  await expect(climate.table.locator('tbody tr')).toHaveCount(12);
});

test('highlights a month and shows only a trip’s months; answers in imperial units', async ({ page }) => {
  await openWidgets(
    page,
    `<weather-climate id="april" place="Lisbon" locale="en-GB" month="4"></weather-climate>
     <weather-climate id="winter" place="Sydney" locale="en-GB" months="12-2"></weather-climate>
     <weather-climate id="imperial" place="Lisbon" locale="en-US"></weather-climate>`,
  );
  const april = new ClimateHarness(page.locator('#april'));
  const winter = new ClimateHarness(page.locator('#winter'));
  const imperial = new ClimateHarness(page.locator('#imperial'));
  await Promise.all([april.whenReady(), winter.whenReady(), imperial.whenReady()]);
  const lisbon = await climateOf(page, { place: 'Lisbon', units: 'metric' });
  const aprilRecord = lisbon.months[3]!;
  await expect(april.summary).toContainText(
    `Lisbon in April: ${Math.round(aprilRecord.temp_max_mean!)}° by day and ${Math.round(aprilRecord.temp_min_mean!)}° at night`,
  );
  await expect(april.root.locator('[part="chart"] .months .chosen')).toHaveText(/Apr|A/);
  await expect(april.root.locator('tr[aria-current="true"]')).toHaveAttribute('data-month', '4');
  // December to February: in Sydney that is summer, and the chart says so.
  await expect(winter.table.locator('tbody tr')).toHaveCount(3);
  expect(
    await winter.table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-month'))),
  ).toEqual(['12', '1', '2']);
  await winter.root.evaluate((host) => ((host as HTMLElement).style.width = '600px'));
  await expect(winter.root.locator('.season')).toHaveText(['Summer']);
  const fahrenheit = await climateOf(page, { place: 'Lisbon', units: 'imperial' });
  expect(await imperial.month(7).values()).toMatchObject({
    high: fahrenheit.months[6]!.temp_max_mean,
    precipitation: fahrenheit.months[6]!.precip_sum_mean,
  });
});

test('a compact line: a sparkline and a month’s high and low in 48 px, its summary for screen readers', async ({
  page,
}) => {
  await openWidgets(
    page,
    WIDTHS.map(
      (width) =>
        `<div style="width:${width}px"><weather-climate layout="compact" place="Lisbon" locale="en" month="8"></weather-climate></div>`,
    ).join(''),
  );
  for (const element of await page.locator('weather-climate').all()) {
    const climate = new ClimateHarness(element);
    await climate.whenReady();
    await expect(climate.summary).toContainText('Lisbon in August');
    const box = (await element.locator('[part="base"]').boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(48);
    await expect(element.locator('.spark svg')).toBeVisible();
    expect(await cutText(element)).toEqual([]);
  }
});

test('a search’s for= names the climate: the place chosen is the chart’s', async ({ page }) => {
  await openWidgets(
    page,
    '<weather-search for="climate"></weather-search><weather-climate id="climate" place="Lisbon" locale="en-GB"></weather-climate>',
  );
  const climate = new ClimateHarness(page.locator('weather-climate'));
  await climate.whenReady();
  await SearchHarness.of(page).choose('Lyon');
  await expect(climate.root.locator('[part="place"]')).toHaveText('Lyon');
  await expect(climate.summary).toContainText(/^Lyon: warmest in/);
});

test('the service’s own words for a place it does not know, and no chart', async ({ page }) => {
  await openWidgets(page, '<weather-climate place="Qxzqxzqxz" locale="en"></weather-climate>');
  const climate = new ClimateHarness(page.locator('weather-climate'));
  await expect(climate.error).toHaveText('We couldn’t find “Qxzqxzqxz”.');
  await expect(climate.root.locator('[part="chart"]')).toHaveCount(0);
});

for (const language of LANGUAGES) {
  test(`fits from 160 to 800 px, light and dark, with no text cut and no axe violations (${language})`, async ({
    page,
  }) => {
    const markup = (['light', 'dark'] as const)
      .flatMap((theme) =>
        WIDTHS.map(
          (width) =>
            `<div class="box" style="width:${width}px"><weather-climate theme="${theme}" place="Lisbon" locale="${language}" month="8"></weather-climate></div>`,
        ),
      )
      .join('');
    await openWidgets(page, markup);
    await darkPage(page);
    const elements = await page.locator('weather-climate').all();
    await Promise.all(elements.map((element) => new ClimateHarness(element).whenReady()));
    // Every table open, so that its headers and cells are measured too (one round trip for all).
    await page.evaluate(() => {
      for (const chart of document.querySelectorAll('weather-climate'))
        (chart.shadowRoot!.querySelector('[part="table-toggle"]') as HTMLDetailsElement).open = true;
    });
    for (const element of elements) {
      const cut = await cutText(element);
      const width = await element.evaluate((host) => host.getBoundingClientRect().width);
      expect(cut, `${language} at ${width} px`).toEqual([]);
      // Nothing wider than the card: no sideways scroll of the page.
      expect(await element.evaluate((host) => host.scrollWidth <= host.clientWidth + 0.5)).toBe(true);
    }
    const results = await new AxeBuilder({ page }).include('weather-climate').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  });
}
