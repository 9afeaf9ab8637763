// Answers scripted for a test, and the log of what the widgets asked, on the page
// /weather.html: <html lang="en">, <weather-search for="forecast"> and
// <weather-forecast id="forecast" place="Oslo">.
import {
  answer,
  expect,
  failNextAnswers,
  ForecastHarness,
  requests,
  SearchHarness,
  test,
} from 'weather-widgets/testing';

test.use({ locale: 'en-GB' });

test('the search offers the places a test chose', async ({ page }) => {
  await answer(page, 'geocode', {
    results: [
      { name: 'Springfield', admin: 'Illinois', country: 'United States', iso2: 'US', lat: 39.8, lon: -89.64, timezone: 'America/Chicago' },
      { name: 'Springfield', admin: 'Oregon', country: 'United States', iso2: 'US', lat: 44.05, lon: -123.02, timezone: 'America/Los_Angeles' },
    ],
  });
  await page.goto('/weather.html');
  const search = SearchHarness.of(page);
  await search.input.fill('Springfield');
  await expect(search.options).toHaveCount(2);
  expect((await search.optionValues()).map((option) => option.detail)).toEqual([
    'Illinois, United States',
    'Oregon, United States',
  ]);
  await search.choose('Springfield', 'Oregon');
  expect(await search.chosen()).toMatchObject({ name: 'Springfield', admin: 'Oregon', lat: 44.05 });
});

test('a key the service refuses (401)', async ({ page }) => {
  await answer(page, 'forecast', { status: 401 });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem' });
  await expect(forecast.error).toContainText('This widget’s API key was not accepted.');
  expect(await forecast.status()).toMatchObject({ state: 'error', code: 'invalid_key' });
});

test('a service at the wrong address (404), and a place it does not know (400)', async ({ page }) => {
  await answer(page, 'forecast', { status: 404 }, { times: 1 });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem' });
  await expect(forecast.error).toContainText('This widget is set up wrongly.');

  await answer(page, 'forecast', {
    status: 400,
    errors: [{ param: 'place', code: 'unknown_place', detail: 'No known place matches "Oslo".' }],
  });
  // Neither offers Retry (asking again cannot help): the element's refresh() asks again.
  await expect(forecast.retryButton).toBeHidden();
  await forecast.root.evaluate((element: HTMLElement & { refresh(): Promise<void> }) => void element.refresh());
  await expect(forecast.error).toContainText('We couldn’t find “Oslo”.');
  await expect(forecast.retryButton).toBeHidden();
});

test('Retry asks exactly once', async ({ page }) => {
  await failNextAnswers(page, { status: 503, operation: 'forecast' });
  await page.goto('/weather.html');
  const forecast = ForecastHarness.of(page);
  expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem' });
  await expect(forecast.error).toContainText('Weather is unavailable right now.');
  const before = (await requests(page)).filter((asked) => asked.operation === 'forecast');
  expect(before.map((asked) => asked.status)).toEqual([503]);

  await forecast.retryButton.click();
  await forecast.whenReady();
  // One more question, answered (from the site's cache, or the source: `cached` says which).
  const after = (await requests(page)).filter((asked) => asked.operation === 'forecast');
  expect(after.slice(before.length)).toMatchObject([{ query: { place: 'Oslo' }, status: 200 }]);
});
