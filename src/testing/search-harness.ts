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
   * `text`), as a visitor would with a click; resolves once the list has closed.
   */
  async choose(text: string, option: string | RegExp = text): Promise<void> {
    await this.input.fill(text);
    await this.options.filter({ hasText: option }).first().click();
    await this.root.getByRole('listbox').waitFor({ state: 'hidden' });
  }
}
