import type { Locator } from '@playwright/test';
import { readMeasure, readNumber, type Measure } from './read-measure.ts';
import type { WindValues } from './current-harness.ts';

/** One hour of the hourly chart, as its table says it. */
export interface HourValues {
  /** The hour as shown, in the widget's language and clock ("Wed 14:00"). */
  time: string;
  temperature: Measure;
  /** The chance of precipitation. */
  chance: Measure;
  /** The amount of precipitation in the hour. */
  precipitation: Measure;
  wind: WindValues;
  /** The UV index, or null where the widget shows none. */
  uv: number | null;
}

/** The hourly section's rows, read through its accessible table. */
interface HourlySource {
  /** What `hourly(i)` names, for messages. */
  label(): Promise<string>;
  /** Waits until the weather is on screen. */
  whenShown(): Promise<void>;
  /** The table's rows as text nodes per cell; the table is opened for the reading and closed again. */
  rows(): Promise<{ lang: string; cells: string[][][] } | undefined>;
}

/** One hour of a forecast's hourly section: `forecast.hourly(i)`. */
export class HourHarness {
  readonly #source: HourlySource;

  constructor(
    readonly index: number,
    source: HourlySource,
  ) {
    this.#source = source;
  }

  /**
   * The hour's values, read from the chart's table (opened for the reading if it was closed, then
   * closed again). Throws at once, saying how many hours there are, when there is no such hour.
   */
  async values(): Promise<HourValues> {
    await this.#source.whenShown();
    const read = await this.#source.rows();
    if (!read)
      throw new Error(
        `${await this.#source.label()}: hourly(${this.index}) asked, but the forecast shows no hourly section. Check its show attribute (it must name hourly) and its hourly attribute (more than 0).`,
      );
    const row = read.cells[this.index];
    if (!row)
      throw new Error(
        `${await this.#source.label()}: hourly(${this.index}) asked, but the forecast shows ${read.cells.length} hours, hourly(0) to hourly(${read.cells.length - 1}). Check the index, or the element's hourly and hourly-step attributes.`,
      );
    const measure = (text: string | undefined) => readMeasure(text ?? '', read.lang);
    const [time = [], temperature = [], chance = [], amount = [], wind = [], gusts = [], uv = []] = row;
    const uvValue = readNumber(uv.join(' '));
    return {
      time: time.join(' '),
      temperature: measure(temperature.join(' ')),
      chance: measure(chance.join(' ')),
      precipitation: measure(amount.join(' ')),
      wind: { speed: measure(wind[0]), direction: wind.slice(1).join(' '), gust: measure(gusts.join(' ')) },
      uv: Number.isNaN(uvValue) ? null : uvValue,
    };
  }
}

/** `forecast.hourly`: `hourly(i)` is the `i`th hour (0: the current one), `hourly.count()` how many there are. */
export interface HourlyHarness {
  (index: number): HourHarness;
  /** How many hours the hourly section shows, once the weather is on screen. */
  count(): Promise<number>;
}

/** The hourly accessor of a forecast whose root is `root`. */
export function hourlyOf(root: Locator, label: () => Promise<string>, whenShown: () => Promise<void>): HourlyHarness {
  const source: HourlySource = { label, whenShown, rows: () => readTable(root) };
  const hourly = (index: number) => new HourHarness(index, source);
  return Object.assign(hourly, {
    async count() {
      await whenShown();
      return (await readTable(root))?.cells.length ?? 0;
    },
  });
}

async function readTable(root: Locator): Promise<{ lang: string; cells: string[][][] } | undefined> {
  const toggle = root.locator('[part="table-toggle"]');
  if ((await toggle.count()) === 0) return undefined;
  const wasOpen = (await toggle.getAttribute('open')) !== null;
  if (!wasOpen) await toggle.locator('summary').click();
  try {
    const table = root.locator('[part="hourly-table"]');
    await table.locator('tbody tr').first().waitFor();
    return await table.evaluate((element) => {
      const texts = (cell: Element): string[] => {
        const found: string[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('svg')) continue;
          const text = (node.textContent ?? '').trim();
          if (text) found.push(text);
        }
        return found;
      };
      return {
        lang: element.closest('[lang]')?.getAttribute('lang') ?? 'en',
        cells: [...element.querySelectorAll('tbody tr')].map((row) => [...row.children].map(texts)),
      };
    });
  } finally {
    if (!wasOpen) await toggle.locator('summary').click();
  }
}
