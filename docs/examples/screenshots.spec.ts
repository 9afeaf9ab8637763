// Screenshots of the page /weather.html (<html lang="en">, <weather-search for="forecast"> and
// <weather-forecast id="forecast" place="Oslo">) that are the same on every run.
import { expect, ForecastHarness, setWeather, test } from 'weather-widgets/testing';

test.use({ locale: 'en-GB' });

test('the same weather draws the same pixels, load after load', async ({ page }) => {
  // The fixture's instant and a chosen weather: nothing on the card depends on the day of the run.
  await setWeather(page, { scenario: 'fair' });
  const shots: Buffer[] = [];
  for (let load = 0; load < 2; load += 1) {
    await page.goto('/weather.html');
    const forecast = ForecastHarness.of(page);
    await forecast.whenReady();
    shots.push(await forecast.root.screenshot({ animations: 'disabled', caret: 'hide' }));
  }
  // In your suite: await expect(forecast.root).toHaveScreenshot({ animations: 'disabled' });
  expect(shots[1]!.equals(shots[0]!)).toBe(true);
});
