import { test as base, type BrowserContext } from '@playwright/test';
import { answeredPlaces, unusedScripts } from './session.ts';

/** The contexts whose clock the fixture installed (`weatherClock: 'installed'`). */
export const installedClocks = new WeakSet<BrowserContext>();

/** The instant every test's page shows unless it chooses another: mid-July, midday UTC. */
export const DEFAULT_WEATHER_TIME = '2026-07-15T12:00:00Z';

/** The options of {@link test}, set with `test.use({...})` or in the config's `use`. */
export interface WeatherTestOptions {
  /**
   * The instant the page's clock starts at before the test: the widgets then show that instant's
   * weather, the same on every run. `null` leaves the clock alone. Default {@link DEFAULT_WEATHER_TIME}.
   */
  weatherTime: string | number | Date | null;
  /**
   * How the clock keeps `weatherTime`. `'fixed'` (default): `Date` stands still, timers run in
   * real time. `'installed'`: Playwright's clock is installed at the instant (`clock.install`):
   * time runs on from it, `skipSlowAnswers(page)` skips slow answers, and `page.clock.runFor(ms)`
   * or `fastForward(ms)` skip other waits at once: the refresh timer, a 429's countdown.
   */
  weatherClock: 'fixed' | 'installed';
  /**
   * What a test's end does about a chosen weather (`setWeather`) or scripted answer (`answer`)
   * that no answer of its pages used: `'fail'` the test (default), `'warn'` (an annotation and a
   * console warning), or `'ignore'`. Each is named with the place it waited for.
   */
  unusedAnswers: 'fail' | 'warn' | 'ignore';
}

/**
 * Playwright's `test`, with the clock of every page at `weatherTime` (fixed, or installed with
 * `weatherClock: 'installed'`), and a check at the test's end that every chosen weather and
 * scripted answer was used. With a fixed clock, timers still run, so the widgets' debounce and
 * retries work; only `Date` stands still.
 */
export const test = base.extend<WeatherTestOptions>({
  weatherTime: [DEFAULT_WEATHER_TIME, { option: true }],
  weatherClock: ['fixed', { option: true }],
  unusedAnswers: ['fail', { option: true }],
  // The context's clock: every page of the test, the tabs it opens too, stands at the instant.
  context: async ({ context, weatherTime, weatherClock, unusedAnswers }, use, testInfo) => {
    if (weatherTime !== null) {
      if (weatherClock === 'installed') {
        await context.clock.install({ time: weatherTime });
        installedClocks.add(context);
      } else await context.clock.setFixedTime(weatherTime);
    }
    await use(context);
    const { unused, errors } = unusedScripts(context);
    const [error] = errors;
    if (error) throw error;
    if (unused.length === 0 || unusedAnswers === 'ignore') return;
    const answered = answeredPlaces(context);
    const message = `${unused
      .map((script) => `${script.call} was never used: no answer of the page was ${script.awaited}`)
      .join('; ')}. The answers were for ${
      answered.length ? answered.map((place) => JSON.stringify(place)).join(', ') : 'no place'
    }. Check the place as the widget names it (its heading), that the widget asked before the test ended (await whenReady()), or set unusedAnswers: 'warn'.`;
    if (unusedAnswers === 'fail') throw new Error(message);
    testInfo.annotations.push({ type: 'warning', description: message });
    console.warn(`weather-widgets/testing: ${message}`);
  },
});
