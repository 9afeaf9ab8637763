import type { Locator, Page } from '@playwright/test';
import type { Problem } from '../contract/problems.ts';
import { CompactHarness } from './compact-harness.ts';
import { CurrentHarness } from './current-harness.ts';
import { DayHarness } from './day-harness.ts';
import { labelOf, siblingsOf } from './element-label.ts';
import { readStatus, type ForecastStatus } from './forecast-status.ts';
import { hourlyOf, type HourlyHarness } from './hourly-harness.ts';

/** What `whenSettled` finds: the weather on screen, or the problem shown instead. */
export type Settled = { shown: 'weather' } | { shown: 'problem'; problem: Problem };

/** How long a reading waits for the weather before it says why it cannot read (30 s). */
const SHOWN_TIMEOUT = 30_000;

/** A CSS attribute value, quoted. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * A page object for one `<weather-forecast>`: its parts by role first, their values, its status
 * and its readiness. Make one with `ForecastHarness.of(page)`, `.for(page, { place })`,
 * `.all(page)`, or around any locator of the element.
 */
export class ForecastHarness {
  /**
   * @param root - The element.
   * @param picked - How the test picked it, for messages (default: "ForecastHarness").
   */
  constructor(
    readonly root: Locator,
    readonly picked = 'ForecastHarness',
  ) {}

  /** The page's `<weather-forecast>` (the first one, unless `selector` says which). */
  static of(page: Page, selector = 'weather-forecast'): ForecastHarness {
    return new ForecastHarness(
      page.locator(selector).first(),
      selector === 'weather-forecast'
        ? 'ForecastHarness.of(page)'
        : `ForecastHarness.of(page, ${JSON.stringify(selector)})`,
    );
  }

  /**
   * The page's forecast of `place`: the one whose heading names it (any case), or whose `place`
   * attribute does (a forecast that has not asked yet).
   */
  static for(page: Page, { place }: { place: string }): ForecastHarness {
    if (typeof place !== 'string' || place.trim() === '')
      throw new RangeError('ForecastHarness.for(page, { place }): place must name a place, as the forecast names it');
    const named = page
      .locator('weather-forecast')
      .filter({ has: page.getByRole('heading', { level: 2, name: place.trim(), exact: true }) });
    const asked = page.locator(`weather-forecast[place=${quoted(place.trim())} i]`);
    return new ForecastHarness(
      named.or(asked).first(),
      `ForecastHarness.for(page, { place: ${JSON.stringify(place)} })`,
    );
  }

  /** Every `<weather-forecast>` on the page now, in document order. */
  static async all(page: Page): Promise<ForecastHarness[]> {
    const elements = page.locator('weather-forecast');
    const count = await elements.count();
    return Array.from(
      { length: count },
      (_, index) => new ForecastHarness(elements.nth(index), `ForecastHarness.all(page)[${index}]`),
    );
  }

  /**
   * Waits until the weather asked for is on screen; throws with the service's problem if an error
   * is shown instead, or after `timeout` ms (default 30 s) saying what was missing.
   */
  async whenReady(options: { timeout?: number } = {}): Promise<void> {
    const settled = await this.whenSettled(options);
    if (settled.shown === 'problem')
      throw new Error(
        `${await this.#label()}: expected the weather, but it shows an error: ${settled.problem.code} (${settled.problem.status}): ${settled.problem.detail} Check requests(page) for the question and its answer, and the test's failAnswers, answer and setWeather calls.`,
      );
  }

  /**
   * Waits until the widget shows the weather or an error, and says which. A lazy forecast asks
   * only once near the viewport: it is scrolled into view first, as a visitor would. Throws after
   * `timeout` ms (default 30 s): that no element matches (naming the forecasts the page has), that
   * it was never defined (the script did not run), or that it showed neither weather nor an error.
   */
  async whenSettled({ timeout = SHOWN_TIMEOUT }: { timeout?: number } = {}): Promise<Settled> {
    const started = Date.now();
    try {
      await this.root.waitFor({ state: 'attached', timeout });
    } catch {
      const others = await siblingsOf(this.root, 'weather-forecast');
      throw new Error(
        `${this.picked}: expected a <weather-forecast> within ${timeout} ms, but none matches; ${
          others.length
            ? `the page has ${others.join(', ')}. Check the selector or place, or pick one with ForecastHarness.all(page).`
            : `the page (${this.root.page().url()}) has no <weather-forecast>. Check that the test opened the page meant, and that its markup has the element.`
        }`,
      );
    }
    const outcome = await this.root.evaluate(
      async (element: HTMLElement, remaining: number) => {
        const late = (what: string) => new Promise<string>((resolve) => setTimeout(() => resolve(what), remaining));
        const defined = await Promise.race([
          customElements.whenDefined(element.localName).then(() => ''),
          late('undefined'),
        ]);
        if (defined) return defined;
        element.scrollIntoView({ block: 'nearest' });
        const { ready } = element as HTMLElement & { ready: Promise<void> };
        return Promise.race([
          ready.then(
            (): Settled => ({ shown: 'weather' }),
            (error: unknown): Settled => ({ shown: 'problem', problem: (error as { problem: Problem }).problem }),
          ),
          late('neither'),
        ]);
      },
      Math.max(1, timeout - (Date.now() - started)),
    );
    if (outcome === 'undefined')
      throw new Error(
        `${await this.#label()}: expected the element to be defined within ${timeout} ms, but the page never defined it. Check that the page loads the weather-widgets script (its src, the network log) and that the script ran without errors (the console).`,
      );
    if (typeof outcome === 'string') {
      const status = await readStatus(this.root).catch(() => undefined);
      throw new Error(
        `${await this.#label()}: expected the weather or an error within ${timeout} ms, but it shows neither (status: ${status?.state ?? 'unknown'}). Check requests(page) for its question and whether it was answered, a slowNextAnswers still holding it, or the page's clock (an installed clock paused with pauseAt holds every answer).`,
      );
    }
    return outcome;
  }

  /** The forecast's status now (`loading`, `ready`, `error` with its code, `waiting` with its seconds, `prompt`), without waiting. */
  status(): Promise<ForecastStatus> {
    return readStatus(this.root);
  }

  #label(): Promise<string> {
    return labelOf(this.root, this.picked);
  }

  /** Waits for the weather before a reading; throws, naming the element, when it cannot come. */
  #whenShown = async () => {
    await this.whenReady();
  };

  /** The place's name, the widget's heading. */
  get place(): Locator {
    return this.root.getByRole('heading', { level: 2 });
  }

  /** The daily rows, one list item a day; the first is today at the place. */
  get days(): Locator {
    return this.root.locator('[part="daily"]').getByRole('listitem');
  }

  /**
   * The `index`th day's row (0: today at the place), its parts and its values; `values()` throws
   * at once, naming the days there are, for a day the forecast does not show.
   */
  day(index: number): DayHarness {
    return new DayHarness(this.days.nth(Math.max(0, Math.trunc(index) || 0)), {
      index,
      whenShown: this.#whenShown,
      count: () => this.days.count(),
      label: () => this.#label(),
    });
  }

  /** The current conditions of a full forecast: their section (`current.root`) and `values()`. */
  get current(): CurrentHarness {
    return new CurrentHarness(this.root.locator('section[part="current"]'), this.#whenShown, () => this.#label());
  }

  /** `hourly(i)`: the `i`th hour of the hourly section (0: the current hour); `hourly.count()`: how many. */
  get hourly(): HourlyHarness {
    return hourlyOf(this.root, () => this.#label(), this.#whenShown);
  }

  /** The line of a compact forecast (`layout="compact"`) and its `values()`. */
  get compact(): CompactHarness {
    return new CompactHarness(this.root, this.#whenShown, () => this.#label());
  }

  /** The large current temperature, e.g. "21°C" (in either layout). */
  get temperature(): Locator {
    return this.root.locator('[part="temperature"]');
  }

  /** The hourly chart's accessible table, after `showTable()`. */
  get hourlyTable(): Locator {
    return this.root.getByRole('table');
  }

  /** The error shown when the weather cannot be (a role=alert; role=status over stale data). */
  get error(): Locator {
    return this.root.locator('[part="error"]');
  }

  /** The button that asks again after an error. */
  get retryButton(): Locator {
    return this.root.locator('[part="retry-button"]');
  }

  /** The footer's line: when the data was updated, or that it is offline. */
  get updated(): Locator {
    return this.root.locator('[part="footer"]').getByRole('status');
  }

  /** Opens the "Show as table" disclosure. */
  async showTable(): Promise<void> {
    const toggle = this.root.locator('[part="table-toggle"]');
    if ((await toggle.getAttribute('open')) === null) await toggle.locator('summary').click();
  }
}
