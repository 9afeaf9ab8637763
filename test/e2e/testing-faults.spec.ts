// failAnswers: answers fail as the source would fail (a status, no network, a malformed answer),
// for a number of answers or until clearFaults, and the widget shows what visitors would see.
import { clearFaults, expect, failAnswers, ForecastHarness, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

const FORECAST = '<weather-forecast place="Oslo" locale="en-GB" loading="eager"></weather-forecast>';

// Also an eager forecast whose first answer fails: its page once hung, awaiting `ready`.
// An upstream error: Retry is offered where asking again may help (an internal error offers none).
test('a fault without times lasts through retries and reloads until clearFaults', async ({ page }) => {
  await failAnswers(page, { status: 502 });
  await openWidgets(page, FORECAST);
  const forecast = ForecastHarness.of(page);
  await expect(forecast.whenReady()).rejects.toThrow(
    'ForecastHarness.of(page) <weather-forecast place="Oslo" locale="en-GB" loading="eager">: expected the weather, but it shows an error: upstream_error (502):',
  );
  for (let retry = 0; retry < 3; retry += 1) {
    await forecast.retryButton.click();
    expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem', problem: { status: 502 } });
  }
  await openWidgets(page, FORECAST);
  await expect(forecast.whenReady()).rejects.toThrow('upstream_error');

  await clearFaults(page);
  await forecast.retryButton.click();
  await forecast.whenReady();
  await expect(forecast.error).toHaveCount(0);
});

for (const [status, problem] of [
  [
    'network',
    {
      status: 503,
      code: 'upstream_unavailable',
      detail: 'A test asked for this failure (an upstream that could not be reached).',
    },
  ],
  [
    'malformed',
    {
      status: 502,
      code: 'upstream_error',
      detail: 'A test asked for this failure (an upstream answer that is not weather).',
    },
  ],
] as const) {
  test(`'${status}': the widget shows the problem the service answers for it`, async ({ page }) => {
    await openWidgets(page, FORECAST);
    const forecast = ForecastHarness.of(page);
    await forecast.whenReady();
    await failAnswers(page, { status, times: 2 });
    await forecast.root.evaluate((element: HTMLElement & { refresh(): Promise<void> }) => element.refresh());
    await expect(forecast.error).toContainText('Weather is unavailable right now.');
    expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem', problem });
    // Two answers failed; the third is the source's.
    await forecast.retryButton.click();
    await forecast.whenReady();
  });
}

test('only the operation named fails', async ({ page }) => {
  await failAnswers(page, { status: 503, operation: 'forecast' });
  await openWidgets(
    page,
    `${FORECAST}<weather-forecast id="now-only" place="Oslo" show="current" locale="en-GB" loading="eager"></weather-forecast>`,
  );
  await expect(ForecastHarness.of(page).whenReady()).rejects.toThrow('upstream_unavailable');
  // This one asks for the current conditions only.
  await ForecastHarness.of(page, '#now-only').whenReady();
});

test('failAnswers refuses what it cannot do, naming the option', async ({ page }) => {
  expect(() => failAnswers(page, { status: 418 as 500 })).toThrow(
    "failAnswers: status must be 429, 500, 502, 503, 504, 'network' or 'malformed', not 418",
  );
  expect(() => failAnswers(page, { status: 500, times: 0 })).toThrow(
    'failAnswers: times must be a whole number of answers, 1 or more, not 0',
  );
  await expect(failAnswers(page, { status: 500, operation: 'weather' as 'forecast' })).rejects.toThrow(
    'operation must be one of forecast, current, geocode, not "weather"',
  );
});
