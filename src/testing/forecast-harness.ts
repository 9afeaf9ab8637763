import type { Locator, Page } from '@playwright/test';
import type { Problem } from '../contract/problems.ts';

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

  /** Waits until the weather asked for is on screen; throws with the service's problem if an error is shown instead. */
  async whenReady(): Promise<void> {
    const settled = await this.whenSettled();
    if (settled.shown === 'problem') throw new Error(`<weather-forecast> shows an error instead of the weather: ${settled.problem.code}: ${settled.problem.detail}`);
  }

  /**
   * Waits until the widget shows the weather or an error, and says which. A lazy forecast asks
   * only once near the viewport: it is scrolled into view first, as a visitor would.
   */
  whenSettled(): Promise<Settled> {
    return this.root.evaluate(async (element: HTMLElement) => {
      await customElements.whenDefined(element.localName);
      element.scrollIntoView({ block: 'nearest' });
      const { ready } = element as HTMLElement & { ready: Promise<void> };
      return ready.then(
        (): Settled => ({ shown: 'weather' }),
        (error: { problem: Problem }): Settled => ({ shown: 'problem', problem: error.problem }),
      );
    });
  }

  /** The place's name, the widget's heading. */
  get place(): Locator {
    return this.root.getByRole('heading', { level: 2 });
  }

  /** The daily rows, one list item a day; the first is today at the place. */
  get days(): Locator {
    return this.root.locator('[part="daily"]').getByRole('listitem');
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
