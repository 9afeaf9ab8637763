import { test as base } from '@playwright/test';

/** The instant every test's page shows unless it chooses another: mid-July, midday UTC. */
export const DEFAULT_WEATHER_TIME = '2026-07-15T12:00:00Z';

/** The options of {@link test}, set with `test.use({...})` or in the config's `use`. */
export interface WeatherTestOptions {
  /**
   * The instant the page's clock is fixed at (`page.clock.setFixedTime`) before the test: the
   * widgets then show that instant's weather, the same on every run. `null` leaves the clock alone.
   * Default {@link DEFAULT_WEATHER_TIME}.
   */
  weatherTime: string | number | Date | null;
}

/**
 * Playwright's `test`, with the clock of every page frozen at `weatherTime`. Timers still run, so
 * the widgets' debounce and retries work; only `Date` stands still.
 */
export const test = base.extend<WeatherTestOptions>({
  weatherTime: [DEFAULT_WEATHER_TIME, { option: true }],
  // The context's clock: every page of the test, the tabs it opens too, stands at the instant.
  context: async ({ context, weatherTime }, use) => {
    if (weatherTime !== null) await context.clock.setFixedTime(weatherTime);
    await use(context);
  },
});
