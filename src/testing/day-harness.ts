import type { Locator } from '@playwright/test';
import { readMeasure, readNumber } from './read-measure.ts';

/** A day's row as a visitor reads it; temperatures in the widget's unit. */
export interface DayValues {
  /** The place's calendar date, YYYY-MM-DD (the row itself says "Today" or a weekday). */
  date: string;
  high: number;
  low: number;
  /** The temperatures' unit as the row writes it: "°C", "°F", or "°" alone where the widget says the unit once. */
  temperatureUnit: string;
  /** The chance of precipitation, percent. */
  chance: number;
  /** What falls, as shown: "Snow 6 cm", "Rain 1.2 mm · Sleet 0.4 mm", or "" when nothing does. */
  precipitation: string;
  /** The day's weather in words, in the widget's language: "Moderate snow fall". */
  description: string;
}

/** What a day's row knows of its forecast, to fail at once for a day it does not show. */
export interface DayRange {
  /** Waits until the forecast shows the weather, or throws saying why not. */
  whenShown(): Promise<void>;
  /** How many days the forecast shows. */
  count(): Promise<number>;
  /** The forecast, for messages. */
  label(): Promise<string>;
}

/** One row of a forecast's daily section: `ForecastHarness.day(i)`. */
export class DayHarness {
  readonly #range: (DayRange & { index: number }) | undefined;

  /**
   * @param root - The day's row.
   * @param range - The forecast's days, when made by `forecast.day(i)`: `values()` then fails at once for a day not shown.
   */
  constructor(
    readonly root: Locator,
    range?: DayRange & { index: number },
  ) {
    this.#range = range;
  }

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

  /**
   * The row's values, read once it shows a day (not its skeleton). From `forecast.day(i)`, it
   * waits for the forecast's weather and throws at once, naming the days there are, for a day
   * the forecast does not show.
   */
  async values(): Promise<DayValues> {
    if (this.#range) {
      const { index } = this.#range;
      await this.#range.whenShown();
      const count = await this.#range.count();
      if (index >= count || index < 0 || !Number.isInteger(index))
        throw new Error(
          `${await this.#range.label()}: day(${index}) asked, but the forecast shows ${count} ${count === 1 ? 'day' : 'days'}${count ? `, day(0) to day(${count - 1})` : ''}. Check the index, or the element's days attribute (1–14, default 5) and its show attribute (it must name daily).`,
        );
    }
    await this.root.and(this.root.page().locator('[data-date]')).waitFor();
    const read = await this.root.evaluate((row) => {
      const text = (selector: string) => row.querySelector(selector)?.textContent ?? '';
      // What the eye reads, without the words there for screen readers ("High").
      const seen = (selector: string) => {
        const copy = row.querySelector(selector)?.cloneNode(true) as Element | undefined;
        copy?.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
        return copy?.textContent ?? '';
      };
      // The precipitation line as a screen reader says it: "Chance 90% · Snow 7 cm" (the eye
      // gets the water and the snow in short; the types, one by one, are said).
      const [chance = '', ...amounts] = text('.precip .visually-hidden').split(' · ');
      return {
        lang: row.closest('[lang]')?.getAttribute('lang') ?? 'en',
        date: (row as HTMLElement).dataset['date'] ?? '',
        high: seen('.max'),
        low: seen('.min'),
        chance,
        precipitation: amounts.join(' · ').trim(),
        description: row.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
      };
    });
    const high = readMeasure(read.high, read.lang);
    return {
      date: read.date,
      high: high.value,
      low: readNumber(read.low),
      temperatureUnit: high.unit,
      chance: readNumber(read.chance),
      precipitation: read.precipitation,
      description: read.description,
    };
  }
}
