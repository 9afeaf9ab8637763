import type { Locator } from '@playwright/test';

/** A day's row as a visitor reads it; temperatures in the widget's unit. */
export interface DayValues {
  /** The place's calendar date, YYYY-MM-DD (the row itself says "Today" or a weekday). */
  date: string;
  high: number;
  low: number;
  /** The chance of precipitation, percent. */
  chance: number;
  /** What falls, as shown: "Snow 6 cm", "Rain 1.2 mm · Sleet 0.4 mm", or "" when nothing does. */
  precipitation: string;
  /** The day's weather in words, in the widget's language: "Moderate snow fall". */
  description: string;
}

/** One row of a forecast's daily section: `ForecastHarness.day(i)`. */
export class DayHarness {
  constructor(readonly root: Locator) {}

  /** The day's high, e.g. "High 21°C" (the word is there for screen readers only). */
  get high(): Locator {
    return this.root.locator('.max');
  }

  /** The day's low, e.g. "Low 12°C". */
  get low(): Locator {
    return this.root.locator('.min');
  }

  /** The chance and amounts of precipitation, e.g. "Chance 90% · Snow 6 cm". */
  get precipitation(): Locator {
    return this.root.locator('.precip');
  }

  /** The day's icon, an image named by the day's weather in words. */
  get description(): Locator {
    return this.root.getByRole('img');
  }

  /** The row's values, read once it shows a day (not its skeleton). */
  async values(): Promise<DayValues> {
    await this.root.and(this.root.page().locator('[data-date]')).waitFor();
    return this.root.evaluate((row) => {
      const text = (selector: string) => row.querySelector(selector)?.textContent ?? '';
      // Locales write a minus as U+2212 and a decimal comma; the number is the same.
      const number = (selector: string) =>
        Number(/-?\d+(?:[.,]\d+)?/.exec(text(selector).replace(/\u2212/g, '-'))?.[0].replace(',', '.') ?? NaN);
      // The precipitation line as a screen reader says it: "Chance 90% · Snow 7 cm" (the eye
      // gets the water and the snow in short; the types, one by one, are said).
      const [chance = '', ...amounts] = text('.precip .visually-hidden').split(' · ');
      return {
        date: (row as HTMLElement).dataset['date'] ?? '',
        high: number('.max'),
        low: number('.min'),
        chance: Number(/\d+/.exec(chance)?.[0] ?? NaN),
        precipitation: amounts.join(' · ').trim(),
        description: row.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
      };
    });
  }
}
