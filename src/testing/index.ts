// `weather-widgets/testing`: for Playwright tests of pages that embed the widgets. A fixture
// that freezes the page's clock, page objects by role, a reset of the site's weather storage,
// faults for the answers and a chosen weather. Needs @playwright/test (an optional peer dependency).
export { DEFAULT_WEATHER_TIME, test, type WeatherTestOptions } from './frozen-time.ts';
export { ForecastHarness, type Settled } from './forecast-harness.ts';
export { SearchHarness } from './search-harness.ts';
export { DayHarness, type DayValues } from './day-harness.ts';
export { ClimateHarness, ClimateMonthHarness, type ClimateMonthValues } from './climate-harness.ts';
export {
  clearFaults,
  failAnswers,
  failNextAnswers,
  slowNextAnswers,
  type AnswerFailure,
  type FailAnswersOptions,
  type FailureOptions,
  type SlownessOptions,
} from './faults.ts';
export { setWeather, type Scenario, type Sky, type WeatherChoice, type WeatherDay } from './set-weather.ts';
export { resetWeatherStorage } from './storage.ts';
export { expect } from '@playwright/test';
