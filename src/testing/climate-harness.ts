import type { Locator } from '@playwright/test';

/** A month of a climate chart as its table gives it; in the widget's units, `null` where it shows none. */
export interface ClimateMonthValues {
  /** 1–12. */
  month: number;
  /** The mean daily maximum and minimum. */
  high: number | null;
  low: number | null;
  /** The mean monthly total of precipitation, in mm or inches. */
  precipitation: number | null;
  /** The mean number of days with at least 1 mm. */
  wetDays: number | null;
  /** Mean relative humidity, percent. */
  humidity: number | null;
  /** Mean hours from sunrise to sunset. */
  daylight: number | null;
}

/** One month of a `<weather-climate>`: `ClimateHarness.month(i)`. */
export class ClimateMonthHarness {
  constructor(readonly row: Locator) {}

  /** The month's figures, read from the chart's table (there whether it is open or not). */
  async values(): Promise<ClimateMonthValues> {
    await this.row.waitFor({ state: 'attached' });
    return this.row.evaluate((row) => {
      // Locales write a minus as U+2212, a decimal comma, and their own digits in Arabic.
      const number = (cell: Element | undefined) => {
        const text = (cell?.textContent ?? '')
          .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
          .replace(/\u066b/g, '.')
          .replace(/\u2212/g, '-');
        const found = /-?\d+(?:[.,]\d+)?/.exec(text)?.[0];
        return found === undefined ? null : Number(found.replace(',', '.'));
      };
      const cells = [...row.querySelectorAll('td')];
      return {
        month: Number((row as HTMLElement).dataset['month']),
        high: number(cells[0]),
        low: number(cells[1]),
        precipitation: number(cells[2]),
        wetDays: number(cells[3]),
        humidity: number(cells[4]),
        daylight: number(cells[5]),
      };
    });
  }
}

/** A `<weather-climate>` as a visitor and a screen reader meet it. */
export class ClimateHarness {
  constructor(readonly root: Locator) {}

  /** Waits until the chart shows its normals (or an error, which then throws with its text). */
  async whenReady({ timeout = 30_000 }: { timeout?: number } = {}): Promise<void> {
    // The element's code loads only once a page has one: until it is defined, it has no `ready`.
    await this.root.evaluate(async (element, ms) => {
      const late = (what: string) =>
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms));
      await Promise.race([
        customElements.whenDefined(element.localName),
        late('<weather-climate> was not defined (did the weather-widgets script load and run?)'),
      ]);
      await Promise.race([(element as HTMLElement & { ready: Promise<void> }).ready, late('not ready')]);
    }, timeout);
  }

  /** The sentence a screen reader reads first. */
  get summary(): Locator {
    return this.root.locator('[part="summary"]');
  }

  /** The "Show as table" disclosure's button. */
  get tableToggle(): Locator {
    return this.root.locator('[part="table-toggle"] summary');
  }

  /** The table of the months shown. */
  get table(): Locator {
    return this.root.locator('[part="table"]');
  }

  /** The error shown instead of the chart. */
  get error(): Locator {
    return this.root.locator('[part="error"]');
  }

  /** Month `month` (1 = January … 12 = December), if the chart shows it. */
  month(month: number): ClimateMonthHarness {
    return new ClimateMonthHarness(this.root.locator(`[part="table"] tr[data-month="${month}"]`));
  }
}
