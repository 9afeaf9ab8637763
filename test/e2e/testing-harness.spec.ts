import { expect, ForecastHarness, SearchHarness, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

// The testing entry's waits end with a message that names the element, what was expected, what
// was seen and what to check next, instead of running until the test's own timeout.
test('choose() says that no place was offered, and what the search said', async ({ page }) => {
  await openWidgets(page, '<weather-search></weather-search>');
  const error = await SearchHarness.of(page)
    .choose('Atlantisxyz', undefined, { timeout: 5_000 })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(
    /^SearchHarness\.of\(page\)\.choose\("Atlantisxyz"\): expected a place matching Atlantisxyz within 5000 ms, but it offered no places; the search said: "No places found"\. Check the spelling/,
  );
});

test('whenReady() names the selector and the forecasts the page has, or says the element was never defined', async ({
  page,
}) => {
  await openWidgets(page, '<p>No forecast here.</p>');
  await expect(ForecastHarness.of(page).whenReady({ timeout: 2_000 })).rejects.toThrow(
    /^ForecastHarness\.of\(page\): expected a <weather-forecast> within 2000 ms, but none matches; the page \(.*\) has no <weather-forecast>\. Check that the test opened the page meant/,
  );

  await openWidgets(page, '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>');
  await expect(ForecastHarness.of(page, '#nope').whenReady({ timeout: 2_000 })).rejects.toThrow(
    'ForecastHarness.of(page, "#nope"): expected a <weather-forecast> within 2000 ms, but none matches; the page has <weather-forecast place="Oslo" locale="en-GB">. Check the selector or place, or pick one with ForecastHarness.all(page).',
  );

  // An element the script never defines (here another name, as if the script had not arrived).
  await page.setContent('<weather-forecast-missing place="Oslo"></weather-forecast-missing>');
  const forecast = ForecastHarness.of(page, 'weather-forecast-missing');
  await expect(forecast.whenReady({ timeout: 2_000 })).rejects.toThrow(
    'ForecastHarness.of(page, "weather-forecast-missing") <weather-forecast-missing place="Oslo">: expected the element to be defined within 2000 ms, but the page never defined it. Check that the page loads the weather-widgets script',
  );
});

test('a part the forecast does not show fails at once, naming what it shows and what to check', async ({ page }) => {
  await openWidgets(
    page,
    `<weather-forecast id="daily" place="Oslo" show="daily" locale="en-GB" loading="eager"></weather-forecast>
     <weather-forecast id="full" place="Lyon" hourly="6" locale="en-GB" loading="eager"></weather-forecast>`,
  );
  const daily = ForecastHarness.of(page, '#daily');
  await expect(daily.current.values()).rejects.toThrow(
    'ForecastHarness.of(page, "#daily") <weather-forecast id="daily" place="Oslo" show="daily" locale="en-GB" loading="eager">: current.values() asked, but the forecast shows no current conditions. Check its show attribute',
  );
  await expect(daily.hourly(0).values()).rejects.toThrow('hourly(0) asked, but the forecast shows no hourly section');
  const full = ForecastHarness.of(page, '#full');
  expect(await full.hourly.count()).toBe(6);
  await expect(full.hourly(6).values()).rejects.toThrow(
    'hourly(6) asked, but the forecast shows 6 hours, hourly(0) to hourly(5).',
  );
  await expect(full.compact.values()).rejects.toThrow('compact.values() asked, but the forecast is not compact.');
  await expect(full.day(-1).values()).rejects.toThrow(
    'day(-1) asked, but the forecast shows 5 days, day(0) to day(4).',
  );
});
