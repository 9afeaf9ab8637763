// Values read back as numbers with their units, whatever the language writes: a page
// (/values.html) with <weather-forecast place="London" locale="en-GB">,
// <weather-forecast place="Berlin" locale="de-DE">, <weather-forecast place="Cairo" locale="ar-EG">
// and a compact <weather-forecast place="Oslo" locale="en-GB" layout="compact"> in its header.
import { expect, ForecastHarness, setWeather, test } from 'weather-widgets/testing';

test.beforeEach(async ({ page }) => {
  // Every forecast of the page shows this weather: a day from 15 to 24 °C, and now 22 °C.
  await setWeather(page, {
    days: [{ high: 24, low: 15, wind: { speed: 20, direction: 225 }, humidity: 60, uv: 7 }],
    current: { temperature: 22, feelsLike: 21 },
    hours: [{ temperature: 22, chance: 30 }],
  });
  await page.goto('/values.html');
});

test('the current conditions read the same in English, German and Arabic', async ({ page }) => {
  // German writes "22 °C", Arabic "٢٢°م" (Arabic-Indic digits): each reads as 22 °C.
  for (const place of ['London', 'Berlin', 'Cairo']) {
    const now = await ForecastHarness.for(page, { place }).current.values();
    expect(now, place).toMatchObject({
      temperature: { value: 22, unit: '°C' },
      feelsLike: { value: 21, unit: '°C' },
      humidity: { value: 60, unit: '%' },
      wind: { speed: { value: 20, unit: 'km/h' } },
    });
  }
  // `text` keeps what the visitor sees.
  const cairo = await ForecastHarness.for(page, { place: 'Cairo' }).current.values();
  expect(cairo.temperature.text).toBe('٢٢°م');
});

test('an hour of the chart, and how many there are', async ({ page }) => {
  expect(await ForecastHarness.for(page, { place: 'Berlin' }).hourly.count()).toBe(24);
  for (const place of ['London', 'Berlin', 'Cairo']) {
    const forecast = ForecastHarness.for(page, { place });
    expect(await forecast.hourly(0).values(), place).toMatchObject({
      temperature: { value: 22, unit: '°C' },
      chance: { value: 30, unit: '%' },
    });
  }
});

test('the compact line: now, then the next hours', async ({ page }) => {
  const compact = await ForecastHarness.for(page, { place: 'Oslo' }).compact.values();
  expect(compact).toMatchObject({ temperature: { value: 22, unit: '°C' }, next: 'hours' });
  expect(compact.items.length).toBeGreaterThan(0);
  for (const hour of compact.items) {
    expect(hour.temperature.value).toBeGreaterThanOrEqual(15);
    expect(hour.temperature.value).toBeLessThanOrEqual(24);
  }
});

test('a day the forecast does not show fails at once, naming the days there are', async ({ page }) => {
  const forecast = ForecastHarness.for(page, { place: 'Berlin' });
  expect(await forecast.day(0).values()).toMatchObject({ high: 24, low: 15 });
  await expect(forecast.day(9).values()).rejects.toThrow(
    'day(9) asked, but the forecast shows 5 days, day(0) to day(4).',
  );
});
