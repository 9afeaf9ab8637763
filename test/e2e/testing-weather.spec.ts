// setWeather: the page's forecasts show a chosen weather, drawn as any answer is drawn (rows,
// chart, current conditions), for one place or all, until clearFaults.
import { clearFaults, expect, ForecastHarness, setWeather, test } from '../../src/testing/index.ts';
import { localDate } from '../../src/contract/time-zones.ts';
import { SUITE_TIME } from './servers/suite-time.ts';
import { openWidgets } from './widget-harness.ts';

const osloToday = localDate(Date.parse(SUITE_TIME), 'Europe/Oslo');

test('chosen days are what the rows, the chart and the current conditions show', async ({ page }) => {
  await setWeather(page, {
    days: [
      { high: 31, low: 18 },
      { high: 4, low: -3, sky: 'snow', precipitation: 7 },
    ],
  });
  await openWidgets(
    page,
    '<weather-forecast place="Oslo" units="metric" days="3" locale="en-GB" loading="eager"></weather-forecast>',
  );
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady();
  expect(await forecast.day(0).values()).toEqual({
    date: osloToday,
    high: 31,
    low: 18,
    temperatureUnit: '°',
    chance: 5,
    precipitation: '',
    description: 'Clear sky',
  });
  // The last day given stands for the days after it.
  for (const index of [1, 2]) {
    const day = await forecast.day(index).values();
    expect(day).toMatchObject({
      high: 4,
      low: -3,
      chance: 90,
      precipitation: 'Snow 7 cm',
      description: 'Moderate snow fall',
    });
  }
  await expect(forecast.day(1).high).toHaveText('High 4°');
  await expect(forecast.day(1).description).toHaveAccessibleName('Moderate snow fall');
  // Today's hours and the current temperature lie within the chosen day.
  const now = Number((await forecast.temperature.textContent())!.replace(/[^\d-]/g, ''));
  expect(now).toBeGreaterThanOrEqual(18);
  expect(now).toBeLessThanOrEqual(31);
  await forecast.showTable();
  const firstHour = forecast.hourlyTable.getByRole('row').nth(1).getByRole('cell').first();
  const hourly = Number((await firstHour.textContent())!.replace('\u2212', '-').replace(/[^\d.-]/g, ''));
  expect(hourly).toBeGreaterThanOrEqual(-3);
  expect(hourly).toBeLessThanOrEqual(31);
});

test('a scenario in °F: the heatwave converted to the widget’s unit', async ({ page }) => {
  await setWeather(page, { scenario: 'heatwave' });
  await openWidgets(
    page,
    '<weather-forecast place="Oslo" units="imperial" locale="en-US" loading="eager"></weather-forecast>',
  );
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady();
  // 36 °C and 24 °C, the scenario's first day.
  expect(await forecast.day(0).values()).toMatchObject({ high: 97, low: 75, description: 'Clear sky' });
  expect(await forecast.day(2).values()).toMatchObject({ high: 102, low: 79 });
});

test('snow for Oslo only; Lyon beside it keeps its weather; clearFaults ends it', async ({ page }) => {
  const markup =
    '<weather-forecast id="oslo" place="Oslo" units="metric" locale="en-GB" loading="eager"></weather-forecast><weather-forecast id="lyon" place="Lyon" units="metric" locale="en-GB" loading="eager"></weather-forecast>';
  await openWidgets(page, markup);
  const oslo = ForecastHarness.of(page, '#oslo');
  const lyon = ForecastHarness.of(page, '#lyon');
  await oslo.whenReady();
  await lyon.whenReady();
  const [osloBefore, lyonBefore] = [await oslo.day(0).values(), await lyon.day(0).values()];

  await setWeather(page, { place: 'oslo', scenario: 'snow' });
  await oslo.root.evaluate((element: HTMLElement & { refresh(): void }) => element.refresh());
  await lyon.root.evaluate((element: HTMLElement & { refresh(): void }) => element.refresh());
  await expect
    .poll(() => oslo.day(0).values())
    .toMatchObject({
      date: osloToday,
      high: -2,
      low: -7,
      precipitation: 'Snow 6 cm',
      description: 'Moderate snow fall',
    });
  await lyon.whenReady();
  expect(await lyon.day(0).values()).toEqual(lyonBefore);

  await clearFaults(page);
  await oslo.root.evaluate((element: HTMLElement & { refresh(): void }) => element.refresh());
  await expect.poll(() => oslo.day(0).values()).toEqual(osloBefore);
});

test('setWeather refuses what it cannot show, naming the option', async ({ page }) => {
  expect(() => setWeather(page, { days: [] })).toThrow(
    'setWeather: give days (one or more) or a scenario (snow, heatwave, rain, storm, fair)',
  );
  expect(() => setWeather(page, { days: [{ high: 2, low: 5 }] })).toThrow(
    'setWeather: days[0]: high and low must be numbers (°C), the low no higher than the high',
  );
  expect(() => setWeather(page, { days: [{ high: 20, low: 10, sky: 'clear', precipitation: 3 }] })).toThrow(
    'nothing falls from a clear sky',
  );
  expect(() => setWeather(page, { scenario: 'blizzard' as 'snow' })).toThrow('not "blizzard"');
});
