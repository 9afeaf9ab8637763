// axe-core over the widgets of the page /weather.html (<html lang="en">,
// <weather-search for="forecast"> and <weather-forecast id="forecast" place="Oslo">), loaded and
// in use. Needs `npm install --save-dev @axe-core/playwright`.
import AxeBuilder from '@axe-core/playwright';
import { expect, ForecastHarness, SearchHarness, test } from 'weather-widgets/testing';

test.use({ locale: 'en-GB' });

test('no violations, with the forecast shown and the place list open', async ({ page }) => {
  await page.goto('/weather.html');
  await ForecastHarness.of(page).whenReady();
  const search = SearchHarness.of(page);
  await search.input.fill('Lyon');
  await expect(search.options.first()).toBeVisible();
  // axe reaches into open shadow roots: the elements' own markup is checked.
  const results = await new AxeBuilder({ page }).include('weather-forecast').include('weather-search').analyze();
  expect(results.violations).toEqual([]);
});
