// Units by the page's language first: a German page reads °C whoever visits it, an English page
// follows its visitor (°C for a British one, °F for an American one: weather-forecast.spec.ts), and
// the element's `units` and the site-wide `data-temperature-unit` still win. One page of forecasts.
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

const expect = baseExpect.configure({ timeout: 45_000 });

const FORECASTS = `
  <div lang="de"><weather-forecast id="de" place="Berlin" show="current"></weather-forecast></div>
  <div lang="en"><weather-forecast id="en" place="Berlin" show="current"></weather-forecast></div>
  <div lang="de"><weather-forecast id="de-imperial" units="imperial" place="Berlin" show="current"></weather-forecast></div>
  <div lang="en"><weather-forecast id="en-metric" units="metric" place="Berlin" show="current"></weather-forecast></div>`;

/** Each forecast's main temperature's unit, by the forecast's id, once all show one. */
async function unitsShown(page: Page): Promise<Record<string, string>> {
  const temperatures = page.locator('weather-forecast [part~="temperature"]');
  await expect(temperatures).toHaveCount(4);
  for (const temperature of await temperatures.all()) await expect(temperature).toHaveText(/°[CF]$/);
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('weather-forecast')].map((forecast) => [
        forecast.id,
        /°[CF]$/.exec(forecast.shadowRoot!.querySelector('[part~="temperature"]')!.textContent.trim())![0],
      ]),
    ),
  );
}

test.describe('an American visitor (en-US)', () => {
  test.use({ locale: 'en-US' });

  test('reads °C on a German page and °F on an English one; units= wins', async ({ page }) => {
    await openWidgets(page, FORECASTS);
    expect(await unitsShown(page)).toEqual({ de: '°C', en: '°F', 'de-imperial': '°F', 'en-metric': '°C' });
  });

  test("the site's temperature unit wins over the page's language and units=", async ({ page }) => {
    await openWidgets(page, FORECASTS, { temperatureUnit: 'fahrenheit' });
    expect(await unitsShown(page)).toEqual({ de: '°F', en: '°F', 'de-imperial': '°F', 'en-metric': '°F' });
  });
});
