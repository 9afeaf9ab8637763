// `weather-widgets/testing`: for Playwright tests of pages that embed the widgets. A fixture
// that sets the page's clock and checks every scripted answer was used, page objects by role
// with their values, a reset of the site's weather storage, faults, scripted answers, a chosen
// weather and the log of what the widgets asked. Needs @playwright/test (an optional peer dependency).
export { DEFAULT_WEATHER_TIME, test, type WeatherTestOptions } from './frozen-time.ts';
export { ForecastHarness, type Settled } from './forecast-harness.ts';
export { type ForecastStatus } from './forecast-status.ts';
export { SearchHarness, type SearchOption } from './search-harness.ts';
export { DayHarness, type DayRange, type DayValues } from './day-harness.ts';
export { CurrentHarness, type CurrentValues, type WindValues } from './current-harness.ts';
export { HourHarness, type HourlyHarness, type HourValues } from './hourly-harness.ts';
export { CompactHarness, type CompactItem, type CompactValues } from './compact-harness.ts';
export { readMeasure, readNumber, type Measure } from './read-measure.ts';
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
export {
  answer,
  type AnswerBodies,
  type AnswerOptions,
  type ProblemAnswer,
  type ProblemStatus,
  type ScriptedReply,
} from './answers.ts';
export { requests, type AskedRequest } from './session.ts';
export {
  setWeather,
  type HourChoice,
  type Scenario,
  type Sky,
  type WeatherChoice,
  type WeatherDay,
  type WindChoice,
} from './set-weather.ts';
export { resetWeatherStorage } from './storage.ts';
export { skipSlowAnswers } from './skip-slow-answers.ts';
export { expect } from '@playwright/test';
