import { expect, ForecastHarness, SearchHarness, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

// The testing entry's waits end with a message that names what was missing, instead of running
// until the test's own timeout.
test('choose() says that no place was offered, and what the search said', async ({ page }) => {
  await openWidgets(page, '<weather-search></weather-search>');
  const error = await SearchHarness.of(page)
    .choose('Atlantisxyz', undefined, { timeout: 5_000 })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(
    /^SearchHarness\.choose\("Atlantisxyz"\): no place matching Atlantisxyz was offered within 5000 ms; no places offered; the search said: "No places found"/,
  );
});

test('whenReady() says when the forecast is not on the page, or was never defined', async ({ page }) => {
  await openWidgets(page, '<p>No forecast here.</p>');
  await expect(ForecastHarness.of(page).whenReady({ timeout: 2_000 })).rejects.toThrow(
    'ForecastHarness: no <weather-forecast> on the page within 2000 ms.',
  );

  // An element the script never defines (here another name, as if the script had not arrived).
  await page.setContent('<weather-forecast-missing place="Oslo"></weather-forecast-missing>');
  const forecast = ForecastHarness.of(page, 'weather-forecast-missing');
  await expect(forecast.whenReady({ timeout: 2_000 })).rejects.toThrow(
    /is never defined: did the weather-widgets script load and run\? after 2000 ms/,
  );
});
