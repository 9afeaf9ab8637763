// answer() and requests(): answers a test scripts (a function of the question, one place's), the
// log of what the widgets asked, the forecasts' status as a reading, and the harnesses that pick
// one widget of several.
import {
  answer,
  expect,
  failNextAnswers,
  ForecastHarness,
  requests,
  SearchHarness,
  test,
} from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

test('a function answers from the question; the log has each question, without its key', async ({ page }) => {
  await answer(page, 'geocode', (query) => ({
    results: [
      { name: `${query['place']} Town`, admin: '', country: 'Nowhere', iso2: '', lat: 1, lon: 2, timezone: 'UTC' },
    ],
  }));
  await openWidgets(page, '<weather-search locale="en-GB" api-key="demo-pro"></weather-search>');
  const search = SearchHarness.of(page);
  await search.input.fill('Xy');
  await expect(search.options).toHaveText(['Xy Town Nowhere']);
  expect(await search.optionValues()).toEqual([{ name: 'Xy Town', detail: 'Nowhere', label: 'Xy Town, Nowhere' }]);
  const asked = await requests(page);
  expect(asked).toEqual([
    { operation: 'geocode', query: expect.objectContaining({ place: 'Xy' }), cached: false, status: 200 },
  ]);
  expect(Object.keys(asked[0]!.query)).not.toContain('key');
});

test('one place answered by the test, the other by the service; harnesses by place and by forecast', async ({
  page,
}) => {
  await answer(page, 'forecast', { status: 401 }, { place: 'Lyon' });
  await openWidgets(
    page,
    `<weather-forecast place="Oslo" locale="en-GB" loading="eager"></weather-forecast>
     <weather-search for="lyon" label="Find a place for Lyon" locale="en-GB"></weather-search>
     <weather-forecast id="lyon" place="Lyon" locale="en-GB" loading="eager"></weather-forecast>`,
  );
  expect(await ForecastHarness.all(page)).toHaveLength(2);
  expect(await SearchHarness.all(page)).toHaveLength(1);
  const lyon = ForecastHarness.for(page, { place: 'lyon' });
  expect(await lyon.whenSettled()).toMatchObject({ shown: 'problem', problem: { status: 401 } });
  await expect(lyon.error).toContainText('This widget’s API key was not accepted.');
  expect(await lyon.status()).toMatchObject({ state: 'error', code: 'invalid_key' });
  const oslo = ForecastHarness.for(page, { place: 'Oslo' });
  await oslo.whenReady();
  expect(await oslo.status()).toEqual({ state: 'ready' });
  await expect(SearchHarness.for(page, { forecast: 'lyon' }).input).toHaveAccessibleName('Find a place for Lyon');
  await expect(SearchHarness.for(page, { label: 'Find a place for Lyon' }).input).toBeVisible();
  expect(
    (await requests(page)).filter((asked) => asked.query['place'] === 'Lyon' && asked.operation === 'forecast'),
  ).toEqual([{ operation: 'forecast', query: expect.objectContaining({ place: 'Lyon' }), cached: false, status: 401 }]);
});

test('status() says a 429 waits, with the seconds left on its countdown', async ({ page }) => {
  await failNextAnswers(page, { status: 429, retryAfterSeconds: 40, count: 2 });
  await openWidgets(page, '<weather-forecast place="Oslo" locale="en-GB" loading="eager"></weather-forecast>');
  const forecast = ForecastHarness.of(page);
  expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem', problem: { status: 429 } });
  await expect(forecast.error).toContainText('Too many requests');
  const status = await forecast.status();
  expect(status).toMatchObject({ state: 'waiting', code: 'rate_limited' });
  expect(status.state === 'waiting' && status.seconds).toBeGreaterThan(30);
  expect(status.state === 'waiting' && status.seconds).toBeLessThanOrEqual(40);
});
