import type { Locator, Page } from '@playwright/test';
import type { Location } from '../contract/records.ts';

/** One place the search offers, as a visitor reads it. */
export interface SearchOption {
  /** The place's name: "Paris". */
  name: string;
  /** Its region and country as shown: "Île-de-France, France". */
  detail: string;
  /** The option's accessible name, as the input shows it once chosen: "Paris, Île-de-France, France". */
  label: string;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** A page object for one `<weather-search>`, by role: its combobox, its options, its buttons. */
export class SearchHarness {
  /**
   * @param root - The element.
   * @param picked - How the test picked it, for messages (default: "SearchHarness").
   */
  constructor(
    readonly root: Locator,
    readonly picked = 'SearchHarness',
  ) {}

  /** The page's `<weather-search>` (the first one, unless `selector` says which). */
  static of(page: Page, selector = 'weather-search'): SearchHarness {
    return new SearchHarness(
      page.locator(selector).first(),
      selector === 'weather-search' ? 'SearchHarness.of(page)' : `SearchHarness.of(page, ${JSON.stringify(selector)})`,
    );
  }

  /**
   * The page's search that chooses the place of the forecast whose id is `forecast` (its `for`
   * attribute), or whose combobox is labelled `label`.
   */
  static for(page: Page, which: { forecast: string } | { label: string | RegExp }): SearchHarness {
    const searches = page.locator('weather-search');
    const root =
      'forecast' in which
        ? searches.and(page.locator(`weather-search[for=${quoted(which.forecast)}]`))
        : searches.filter({ has: page.getByRole('combobox', { name: which.label }) });
    return new SearchHarness(
      root.first(),
      `SearchHarness.for(page, ${JSON.stringify('forecast' in which ? which : { label: String(which.label) })})`,
    );
  }

  /** Every `<weather-search>` on the page now, in document order. */
  static async all(page: Page): Promise<SearchHarness[]> {
    const elements = page.locator('weather-search');
    const count = await elements.count();
    return Array.from(
      { length: count },
      (_, index) => new SearchHarness(elements.nth(index), `SearchHarness.all(page)[${index}]`),
    );
  }

  /** The places offered now, in their order (none while the list is closed). */
  async optionValues(): Promise<SearchOption[]> {
    return this.options.evaluateAll((options) =>
      options.map((option) => ({
        name: (option.querySelector('.name')?.textContent ?? '').trim(),
        detail: (option.querySelector('.detail')?.textContent ?? '').trim(),
        label: option.getAttribute('aria-label') ?? '',
      })),
    );
  }

  /** The place chosen (the element's `value`: name, region, country, coordinates, time zone), or undefined. */
  async chosen(): Promise<Location | undefined> {
    await this.root.waitFor({ state: 'attached' });
    return this.root.evaluate((element) => {
      const value = (element as HTMLElement & { value?: unknown }).value;
      return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as never);
    });
  }

  /** The text box where a visitor types a place. */
  get input(): Locator {
    return this.root.getByRole('combobox');
  }

  /** The places offered for what was typed. */
  get options(): Locator {
    return this.root.getByRole('option');
  }

  /** The "Use my location" button. */
  get locateButton(): Locator {
    return this.root.locator('[part="locate-button"]');
  }

  /**
   * Types `text` and chooses the first place offered whose name contains `option` (default:
   * `text`), as a visitor would with a click; resolves once the list has closed. Throws after
   * `timeout` ms (default 15 s) when no such place is offered, saying what the search showed.
   */
  async choose(
    text: string,
    option: string | RegExp = text,
    { timeout = 15_000 }: { timeout?: number } = {},
  ): Promise<void> {
    await this.input.fill(text);
    const wanted = this.options.filter({ hasText: option }).first();
    try {
      await wanted.waitFor({ state: 'visible', timeout });
    } catch {
      const offered = await this.options.allTextContents();
      const said = (await this.root.getByRole('status').allTextContents()).filter(Boolean).join(' ');
      throw new Error(
        `${this.picked}.choose(${JSON.stringify(text)}): expected a place matching ${String(option)} within ${timeout} ms, but ` +
          (offered.length
            ? `it offered ${offered.map((name) => JSON.stringify(name.trim())).join(', ')}`
            : 'it offered no places') +
          (said ? `; the search said: ${JSON.stringify(said.trim())}` : '') +
          '. Check the spelling, the option to pick, and requests(page) for its geocode question and answer.',
      );
    }
    await wanted.click();
    await this.root.getByRole('listbox').waitFor({ state: 'hidden', timeout });
  }
}
