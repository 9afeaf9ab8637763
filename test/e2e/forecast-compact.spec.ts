// <weather-forecast layout="compact">: one line, the temperature now and the next hours (or
// days), from 160 px wide and within a 48 px tall header at 320 px; whole items only, never text
// cut short; in German and Japanese, in both themes, with nothing for axe; and from the script
// tag, whose module beside it draws the line, under a strict CSP.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { collectWarnings, upstreamRun } from './client-harness.ts';
import { compactLine, cutText, forecastViolations } from './forecast-checks.ts';
import { SITE_PORT } from './servers/ports.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Oslo at 12:00 UTC on 15 January 2026 (13:00 local): a winter noon, the sun up until 15:45.
const OSLO_NOON = '2026-01-15T12:00:00Z';

async function open(page: Page, attributes: string, width = 400): Promise<Locator> {
  await openWidgets(
    page,
    `<div id="box" style="width: ${width}px"><weather-forecast place="Oslo" layout="compact" now="${OSLO_NOON}" ${attributes}></weather-forecast></div>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

test('shows the temperature now and the next hours on one line, the place said to screen readers', async ({ page }) => {
  const widget = await open(page, 'locale="en-GB"', 480);
  await expect(widget.locator('[part="temperature"]')).toHaveText(/^-?\d+\s?°C$/);
  await expect(widget.getByRole('heading', { name: 'Oslo' })).toHaveCount(1);
  const hours = widget.getByRole('list', { name: 'Next hours' }).getByRole('listitem');
  await expect(hours).toHaveCount(6);
  // The hours after the current one (13:00 in Oslo), each with its icon named and its temperature.
  const texts = (await hours.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(texts).toEqual(
    ['14:00', '15:00', '16:00', '17:00', '18:00', '19:00'].map((hour) =>
      expect.stringMatching(new RegExp(`^${hour} -?\\d+°$`)),
    ),
  );
  await expect(hours.first().getByRole('img')).toHaveAttribute('aria-label', /\w/);
  const line = await compactLine(widget);
  expect(line.cardHeight).toBeLessThanOrEqual(48);
  expect(line.cut).toEqual([]);
  expect(line.visibleItems.length).toBeGreaterThanOrEqual(3);
  // Nothing of the full card: no daily rows, no chart, no facts.
  await expect(widget.locator('[part="chart"], .facts, [part="daily"]')).toHaveCount(0);
});

test('shows the next days when show names daily but not hourly, and every third hour with hourly-step', async ({
  page,
}) => {
  let widget = await open(page, 'locale="en-GB" show="current daily" days="7"', 800);
  const days = widget.getByRole('list', { name: 'Next days' }).getByRole('listitem');
  // From tomorrow: today is the temperature now.
  await expect(days).toHaveCount(6);
  const texts = (await days.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(texts).toEqual(
    ['Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed'].map((day) =>
      expect.stringMatching(new RegExp(`^${day} High -?\\d+° Low -?\\d+°$`)),
    ),
  );

  widget = await open(page, 'locale="en-GB" hourly-step="3"', 800);
  const hours = widget.getByRole('list', { name: 'Next hours' }).getByRole('listitem');
  await expect(hours).toHaveCount(6);
  expect((await hours.allTextContents()).map((text) => text.trim().slice(0, 5))).toEqual([
    '16:00',
    '19:00',
    '22:00',
    '01:00',
    '04:00',
    '07:00',
  ]);
  // From sunset (15:45) to sunrise (09:00) no icon has a sun.
  for (const night of [1, 2, 3, 4, 5]) await expect(hours.nth(night).locator('.sun')).toHaveCount(0);
  await widget.screenshot({ path: test.info().outputPath('compact-every-third-hour.png') });
});

test('shows whole items only, more as the line widens, from 160 px; never taller than 48 px', async ({ page }) => {
  const widget = await open(page, 'locale="en-GB"', 160);
  const counts: number[] = [];
  for (const width of [160, 240, 320, 400, 560, 800]) {
    await page.locator('#box').evaluate((box, px) => ((box as HTMLElement).style.width = `${px}px`), width);
    const line = await compactLine(widget);
    expect(line.cut, `${width} px`).toEqual([]);
    expect(line.cardHeight, `${width} px`).toBeLessThanOrEqual(48);
    expect(line.cardWidth, `${width} px`).toBe(width);
    counts.push(line.visibleItems.length);
  }
  await expect(widget.locator('[part="temperature"]')).toBeVisible();
  expect(counts[0]).toBe(0);
  expect(counts.at(-1)).toBe(6);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
});

test('fits a 48 px tall header at 320 px, from the script tag under a strict CSP', async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.setViewportSize({ width: 320, height: 480 });
  await page.goto(`http://127.0.0.1:${SITE_PORT}/compact-in-header.html`);
  // Through the CSSOM, which the page's CSP allows: the site's header, 48 px tall and 320 px wide.
  await page.evaluate(() => {
    document.body.style.margin = '0';
    Object.assign(document.querySelector('header')!.style, {
      display: 'flex',
      alignItems: 'center',
      height: '48px',
      width: '320px',
    });
    Object.assign(document.querySelector('weather-forecast')!.style, { flex: '1', minWidth: '0' });
  });
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  await expect(widget.locator('[part="temperature"]')).toHaveText(/°C$/);
  const box = (await widget.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(48);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(48);
  expect(box.width).toBe(320);
  const line = await compactLine(widget);
  expect(line.cut).toEqual([]);
  expect(line.visibleItems.length).toBeGreaterThanOrEqual(1);
  expect(warnings).toEqual([]);
});

test('says on its line when the weather is unavailable, with Retry', async ({ page }) => {
  const run = upstreamRun('compact-down');
  await openWidgets(
    page,
    '<div style="width: 320px"><weather-forecast place="Oslo" layout="compact" locale="en-GB"></weather-forecast></div>',
    { source: 'contract', baseUrl: run.baseUrl('fail500'), apiKey: 'demo' },
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="error"]')).toContainText('Weather is unavailable right now.', LOADED);
  await expect(widget.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect((await widget.boundingBox())!.height).toBeLessThanOrEqual(48);
  expect(await cutText(widget)).toEqual([]);
});

const LANGUAGES = {
  de: { weekday: /^(Mo|Di|Mi|Do|Fr|Sa|So)$/, hour: /^\d\d:00$/ },
  ja: { weekday: /^[月火水木金土日]$/, hour: /^\d\d:00$/ },
} as const;

for (const [language, words] of Object.entries(LANGUAGES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`speaks ${language} and gives axe nothing to report in the ${theme} theme, hours and days`, async ({
      page,
    }) => {
      let widget = await open(page, `locale="${language}" theme="${theme}"`, 320);
      const hours = widget.locator('[part="hourly"] .when');
      await expect(hours).toHaveCount(6);
      for (const hour of await hours.allTextContents()) expect(hour.trim()).toMatch(words.hour);
      expect(await forecastViolations(page, theme)).toEqual([]);
      expect((await compactLine(widget)).cut).toEqual([]);

      widget = await open(page, `locale="${language}" theme="${theme}" show="current daily"`, 320);
      const days = widget.locator('[part="daily"] .when');
      await expect(days).toHaveCount(4);
      for (const day of await days.allTextContents()) expect(day.trim()).toMatch(words.weekday);
      expect(await forecastViolations(page, theme)).toEqual([]);
      expect((await compactLine(widget)).cut).toEqual([]);
      await widget.screenshot({ path: test.info().outputPath(`compact-${language}-${theme}.png`) });
    });
  }
}
