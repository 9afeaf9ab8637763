import type { Locator, Page } from '@playwright/test';

/** A page object for one `<weather-search>`, by role: its combobox, its options, its buttons. */
export class SearchHarness {
  constructor(readonly root: Locator) {}

  /** The page's `<weather-search>` (the first one, unless `selector` says which). */
  static of(page: Page, selector = 'weather-search'): SearchHarness {
    return new SearchHarness(page.locator(selector).first());
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
        `SearchHarness.choose(${JSON.stringify(text)}): no place matching ${String(option)} was offered within ${timeout} ms; ` +
          (offered.length
            ? `offered: ${offered.map((name) => JSON.stringify(name.trim())).join(', ')}`
            : 'no places offered') +
          (said ? `; the search said: ${JSON.stringify(said.trim())}` : ''),
      );
    }
    await wanted.click();
    await this.root.getByRole('listbox').waitFor({ state: 'hidden', timeout });
  }
}
