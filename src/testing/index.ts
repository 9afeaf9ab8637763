// `weather-widgets/testing`: for Playwright tests of pages that embed the widgets. A fixture
// that freezes the page's clock, page objects by role, a reset of the site's weather storage,
// and faults for the next answers. Needs @playwright/test (an optional peer dependency).
export { DEFAULT_WEATHER_TIME, test, type WeatherTestOptions } from './frozen-time.ts';
export { ForecastHarness, type Settled } from './forecast-harness.ts';
export { SearchHarness } from './search-harness.ts';
export { failNextAnswers, slowNextAnswers, type FailureOptions, type SlownessOptions } from './faults.ts';
export { resetWeatherStorage } from './storage.ts';
export { expect } from '@playwright/test';
