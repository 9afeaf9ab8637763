// Time on the page /weather.html (<html lang="en">, <weather-search for="forecast"> and
// <weather-forecast id="forecast" place="Oslo">): the fixture's instant, and slow answers skipped.
import { expect, ForecastHarness, skipSlowAnswers, slowNextAnswers, test } from 'weather-widgets/testing';

// The one line: Playwright's clock installed at the instant, so waits can be skipped.
test.use({ weatherTime: '2026-07-15T12:00:00Z', weatherClock: 'installed', locale: 'en-GB' });

test('a minute-long answer, skipped: busy, then the weather', async ({ page }) => {
  // A forecast asks twice (forecast and current): both come a minute late.
  await slowNextAnswers(page, { delayMs: 60_000, count: 2 });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  expect(await forecast.status()).toEqual({ state: 'loading' });
  await skipSlowAnswers(page);
  await forecast.whenReady();
  expect(await forecast.status()).toEqual({ state: 'ready' });
  expect((await forecast.day(0).values()).date).toBe('2026-07-15');
});
