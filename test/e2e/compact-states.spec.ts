// The compact line in a site's 48 px header at 320 px, in every language: loading, showing the
// weather, and each error it can show (an unknown place, an unavailable service, a data folder
// that is not there) fit the header whole, with no text cut.
import type { Page } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import type { WeatherWidgetsConfig } from '../../src/page-client/page-api.ts';
import { LANGUAGES } from '../../src/contract/languages.ts';
import { upstreamRun } from './client-harness.ts';
import { cutText } from './forecast-checks.ts';
import { CDN_PORT } from './servers/ports.ts';
import { openWidgets } from './widget-harness.ts';

const HEADER = 'display: flex; align-items: center; width: 320px; height: 48px';
const NOW = 'now="2026-01-15T12:00:00Z"';
test.describe.configure({ timeout: 120_000 });

/** One header per language, each holding a compact forecast with `attributes`. */
function headers(attributes: string): string {
  return LANGUAGES.map(
    (language) =>
      `<div style="${HEADER}"><weather-forecast style="flex: 1; min-width: 0" layout="compact" locale="${language}" ${NOW} ${attributes}></weather-forecast></div>`,
  ).join('');
}

/** The forecasts (of `selector`) taller than 48 px, outside their header, or with text cut. */
async function misfits(page: Page, selector: string): Promise<string[]> {
  const found: string[] = [];
  for (const widget of await page.locator(selector).all()) {
    const language = await widget.getAttribute('locale');
    const [box, header] = await widget.evaluate((host) =>
      [host, host.parentElement!].map((element) => {
        const { top, bottom, height } = element.getBoundingClientRect();
        return { top, bottom, height };
      }),
    );
    if (box!.height > 48 || box!.top < header!.top - 0.5 || box!.bottom > header!.bottom + 0.5)
      found.push(`${language}: ${box!.height} px tall`);
    found.push(...(await cutText(widget)).map((text) => `${language}: ${text}`));
  }
  return found;
}

async function whenAll(page: Page, selector: string, shown: string): Promise<void> {
  await page.waitForFunction(
    ({ selector, shown }) =>
      [...document.querySelectorAll(selector)].every((host) => host.shadowRoot?.querySelector(shown)),
    { selector, shown },
    { timeout: 60_000 },
  );
}

test('loading, the weather and an unknown place fit a 48 px header at 320 px in every language', async ({ page }) => {
  await openWidgets(
    page,
    `<div id="weather">${headers('place="Oslo" loading="eager"')}</div><div id="unknown">${headers('place="Atlantisxyzq" loading="eager"')}</div><div style="height: 3000px"></div><div id="loading">${headers('place="Oslo" loading="lazy"')}</div>`,
  );
  await whenAll(page, '#weather weather-forecast', '[part="base"][aria-busy="false"] [part="temperature"]');
  await whenAll(page, '#unknown weather-forecast', '[part="error"]');
  expect(await misfits(page, 'weather-forecast')).toEqual([]);
});

for (const [name, config] of [
  [
    'an unavailable service',
    { source: 'contract', baseUrl: upstreamRun('compact-states').baseUrl('fail500'), apiKey: 'demo' },
  ],
  ['a missing data folder', { dataUrl: `http://127.0.0.1:${CDN_PORT}/cdn/nowhere/` }],
] as [string, WeatherWidgetsConfig][]) {
  test(`the error of ${name} fits a 48 px header at 320 px in every language`, async ({ page }) => {
    await openWidgets(page, headers('place="Oslo" loading="eager"'), config);
    await whenAll(page, 'weather-forecast', '[part="error"]');
    expect(await misfits(page, 'weather-forecast')).toEqual([]);
  });
}
