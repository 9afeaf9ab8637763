import { DEFAULT_WEATHER_TIME } from '../../../src/testing/frozen-time.ts';

/**
 * The instant of the browser suite: every page's clock stands at it, and the test upstream
 * answers for it, as a recorded upstream would. WEATHER_TEST_NOW moves it (npm run test:seasons).
 */
export const SUITE_TIME = process.env['WEATHER_TEST_NOW'] || DEFAULT_WEATHER_TIME;
