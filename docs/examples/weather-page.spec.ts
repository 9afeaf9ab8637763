// A site's own Playwright tests of its page /weather.html, which embeds the widgets with the
// script tag: <html lang="en">, <weather-search for="forecast"> and
// <weather-forecast id="forecast" place="Oslo">.
import { clearFaults, expect, failAnswers, ForecastHarness, SearchHarness, setWeather, slowNextAnswers, test } from 'weather-widgets/testing';

// Every page of these tests stands at noon UTC on 15 July 2026: the widgets show that day's
// weather, the same on whatever day the tests run. The page says lang="en", which names no
// region, so the widgets measure in the visitor's units: this visitor's browser is British, °C.
// (Playwright's default visitor is en-US, who would see °F.)
test.use({ weatherTime: '2026-07-15T12:00:00Z', locale: 'en-GB' });

test('shows the forecast for Oslo, from today', async ({ page }) => {
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady();
  await expect(forecast.place).toHaveText('Oslo');
  await expect(forecast.days).toHaveCount(5);
  await expect(forecast.days.first()).toContainText('Today');
  expect((await forecast.day(0).values()).date).toBe('2026-07-15');
  // Read as a number and a unit, whatever the language writes ("22°C", "22 °C", "٢٢°م").
  expect((await forecast.current.values()).temperature).toMatchObject({ unit: '°C' });
});

test('a visitor chooses Lyon, and the forecast follows', async ({ page }) => {
  await page.goto('/weather.html');
  await SearchHarness.of(page).choose('Lyon');
  const forecast = ForecastHarness.of(page);
  await expect(forecast.place).toHaveText('Lyon');
  await forecast.whenReady();
});

test('in a snowy week the page shows what the snow scenario draws', async ({ page }) => {
  // The page's service answers as always; the widget draws the chosen weather in its place.
  await setWeather(page, { place: 'Oslo', scenario: 'snow' });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady();
  expect(await forecast.day(0).values()).toEqual({
    date: '2026-07-15',
    high: -2,
    low: -7,
    temperatureUnit: '°',
    chance: 90,
    precipitation: 'Snow 6 cm',
    description: 'Moderate snow fall',
  });
  await expect(forecast.day(1).description).toHaveAccessibleName('Heavy snow fall');
});

test('chosen days, one by one', async ({ page }) => {
  await setWeather(page, { days: [{ high: 24, low: 15 }, { high: 19, low: 12, sky: 'rain', precipitation: 9 }] });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady();
  await expect(forecast.day(0).high).toContainText('24°');
  await expect(forecast.day(1).precipitation).toContainText('Rain 9 mm');
});

test('while the weather service is down, the visitor can try again, in vain until it is back', async ({ page }) => {
  // Every answer fails until clearFaults: however many the page asks for.
  await failAnswers(page, { status: 503 });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  await expect(forecast.error).toContainText('Weather is unavailable right now.');
  await forecast.retryButton.click();
  await expect(forecast.error).toContainText('Weather is unavailable right now.');
  await clearFaults(page);
  await forecast.retryButton.click();
  await forecast.whenReady();
  await expect(forecast.error).toHaveCount(0);
});

test('the first answer fails with no network, the next one comes', async ({ page }) => {
  await failAnswers(page, { status: 'network', operation: 'forecast', times: 1 });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem', problem: { code: 'upstream_unavailable' } });
  await forecast.retryButton.click();
  await forecast.whenReady();
});

test('while the answer is on its way, the forecast says it is busy', async ({ page }) => {
  await slowNextAnswers(page, { delayMs: 2_000, count: 2 });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  expect(await forecast.status()).toEqual({ state: 'loading' });
  await forecast.whenReady();
  expect(await forecast.status()).toEqual({ state: 'ready' });
});
