// A site's own Playwright tests of its page /weather.html, which embeds the widgets with the
// script tag: <weather-search for="forecast"> and <weather-forecast id="forecast" place="Oslo">.
import { expect, failNextAnswers, ForecastHarness, SearchHarness, slowNextAnswers, test } from 'weather-widgets/testing';

// Every page of these tests stands at noon UTC on 15 July 2026: the widgets show that day's
// weather, the same on whatever day the tests run. The visitor's browser is British: on a page
// whose lang="en" names no region, the widgets measure in the visitor's units, °C.
test.use({ weatherTime: '2026-07-15T12:00:00Z', locale: 'en-GB' });

test('shows the forecast for Oslo, from today', async ({ page }) => {
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady();
  await expect(forecast.place).toHaveText('Oslo');
  await expect(forecast.days).toHaveCount(5);
  await expect(forecast.days.first()).toContainText('Today');
  await expect(forecast.temperature).toHaveText(/^-?\d+°C$/);
});

test('a visitor chooses Lyon, and the forecast follows', async ({ page }) => {
  await page.goto('/weather.html');
  await SearchHarness.of(page).choose('Lyon');
  const forecast = ForecastHarness.of(page);
  await expect(forecast.place).toHaveText('Lyon');
  await forecast.whenReady();
});

test('when the weather service is down, the visitor can try again', async ({ page }) => {
  // The forecast asks twice (forecast and current conditions): both answers fail.
  await failNextAnswers(page, { status: 503, count: 2 });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  await expect(forecast.error).toContainText('Weather is unavailable right now.');
  await forecast.retryButton.click();
  await forecast.whenReady();
  await expect(forecast.error).toHaveCount(0);
});

test('while the answer is on its way, the forecast says it is busy', async ({ page }) => {
  await slowNextAnswers(page, { delayMs: 2_000, count: 2 });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  await expect(forecast.root.locator('[part="base"]')).toHaveAttribute('aria-busy', 'true');
  await forecast.whenReady();
  await expect(forecast.root.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false');
});
