import type { Locator, Page } from '@playwright/test';
import type { Problem } from '../contract/problems.ts';
import { DayHarness } from './day-harness.ts';

/** What `whenSettled` finds: the weather on screen, or the problem shown instead. */
export type Settled = { shown: 'weather' } | { shown: 'problem'; problem: Problem };

/**
 * A page object for one `<weather-forecast>`: its parts by role first, and its readiness. Make
 * one with `ForecastHarness.of(page)` or around any locator of the element.
 */
export class ForecastHarness {
  constructor(readonly root: Locator) {}

  /** The page's `<weather-forecast>` (the first one, unless `selector` says which). */
  static of(page: Page, selector = 'weather-forecast'): ForecastHarness {
    return new ForecastHarness(page.locator(selector).first());
  }

  /**
   * Waits until the weather asked for is on screen; throws with the service's problem if an error
   * is shown instead, or after `timeout` ms (default 30 s) saying what was missing.
   */
  async whenReady(options: { timeout?: number } = {}): Promise<void> {
    const settled = await this.whenSettled(options);
    if (settled.shown === 'problem')
      throw new Error(
        `<weather-forecast> shows an error instead of the weather: ${settled.problem.code}: ${settled.problem.detail}`,
      );
  }

  /**
   * Waits until the widget shows the weather or an error, and says which. A lazy forecast asks
   * only once near the viewport: it is scrolled into view first, as a visitor would. Throws after
   * `timeout` ms (default 30 s): that the element is not on the page, that it was never defined
   * (the script did not run), or that it showed neither weather nor an error.
   */
  async whenSettled({ timeout = 30_000 }: { timeout?: number } = {}): Promise<Settled> {
    const started = Date.now();
    try {
      await this.root.waitFor({ state: 'attached', timeout });
    } catch {
      throw new Error(`ForecastHarness: no ${await this.#describe()} on the page within ${timeout} ms.`);
    }
    const outcome = await this.root.evaluate(
      async (element: HTMLElement, remaining: number) => {
        const late = (what: string) => new Promise<string>((resolve) => setTimeout(() => resolve(what), remaining));
        const defined = await Promise.race([
          customElements.whenDefined(element.localName).then(() => ''),
          late('never defined: did the weather-widgets script load and run?'),
        ]);
        if (defined) return defined;
        element.scrollIntoView({ block: 'nearest' });
        const { ready } = element as HTMLElement & { ready: Promise<void> };
        return Promise.race([
          ready.then(
            (): Settled => ({ shown: 'weather' }),
            (error: unknown): Settled => ({ shown: 'problem', problem: (error as { problem: Problem }).problem }),
          ),
          late('showing neither weather nor an error'),
        ]);
      },
      Math.max(1, timeout - (Date.now() - started)),
    );
    if (typeof outcome === 'string')
      throw new Error(`ForecastHarness: ${await this.#describe()} is ${outcome} after ${timeout} ms.`);
    return outcome;
  }

  /** The element as its markup names it, for messages: `<weather-forecast place="Oslo">`. */
  async #describe(): Promise<string> {
    const markup = await this.root
      .evaluate(
        (element) =>
          `<${element.localName}${[...element.attributes].map((attribute) => ` ${attribute.name}="${attribute.value}"`).join('')}>`,
        undefined,
        { timeout: 1_000 },
      )
      .catch(() => undefined);
    return markup ?? '<weather-forecast>';
  }

  /** The place's name, the widget's heading. */
  get place(): Locator {
    return this.root.getByRole('heading', { level: 2 });
  }

  /** The daily rows, one list item a day; the first is today at the place. */
  get days(): Locator {
    return this.root.locator('[part="daily"]').getByRole('listitem');
  }

  /** The `index`th day's row (0: today at the place), its parts and its values. */
  day(index: number): DayHarness {
    return new DayHarness(this.days.nth(index));
  }

  /** The current conditions. */
  get current(): Locator {
    return this.root.locator('[part="current"]');
  }

  /** The large current temperature, e.g. "21°C". */
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
  get status(): Locator {
    return this.root.locator('[part="footer"]').getByRole('status');
  }

  /** Opens the "Show as table" disclosure. */
  async showTable(): Promise<void> {
    const toggle = this.root.locator('[part="table-toggle"]');
    if ((await toggle.getAttribute('open')) === null) await toggle.locator('summary').click();
  }
}
