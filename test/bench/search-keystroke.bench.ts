// Keystroke → options rendered in <weather-search>, in the steady state (worker started, places
// loaded): the bench types a query into the combobox one key at a time, quickly, and times from
// the input event of the last key to the moment the listbox shows options for that text. Each
// query is new to the page (the element remembers its answers and would not ask again), and the
// field is cleared between queries, so the list is closed until that query's answer renders.
import type { Browser } from '@playwright/test';
import { BENCH_CDN_PORT, BENCH_SITE_PORT } from './bench-browser.ts';
import { describeTimes, percentile } from './stats.ts';
import { TYPED_QUERIES } from './typed-queries.ts';
import { writeFigure } from './bench-report.ts';

const PAGE = `http://127.0.0.1:${BENCH_SITE_PORT}/bench-search.html`;
// src/components/weather-search/search-interaction.ts waits this long after the last key.
const DEBOUNCE_MS = 200;
const TIMEOUT_MS = 15_000;

/** What the page's probe saw for one query. */
type Outcome = { kind: 'shown'; milliseconds: number; listWasClosed: boolean } | { kind: 'none' } | { kind: 'timeout' };

interface SearchProbe {
  expect(query: string): void;
  outcome(): Promise<Outcome>;
}

declare global {
  interface Window {
    benchSearch?: SearchProbe;
  }
}

/** Prints keystroke → options rendered in <weather-search> (p50, p95), with and without the debounce. */
export async function benchSearchKeystroke(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(PAGE);
    // The page's probe (test/e2e/sites/bench-search.html) is ready once the element is defined.
    await page.waitForFunction(() => window.benchSearch !== undefined, undefined, { timeout: TIMEOUT_MS });
    const input = page.locator('weather-search input');
    const search = async (query: string): Promise<Outcome> => {
      await input.fill('');
      await page.evaluate((query) => window.benchSearch!.expect(query), query);
      await input.pressSequentially(query);
      return page.evaluate(() => window.benchSearch!.outcome());
    };
    // The first search starts the worker and loads the places: not the steady state.
    const first = await search('Reyk');
    if (first.kind !== 'shown') throw new Error(`bench: the first search of ${PAGE} showed no options (${first.kind})`);
    const totals: number[] = [];
    const skipped: string[] = [];
    for (const query of TYPED_QUERIES) {
      const outcome = await search(query);
      // A key typed after the debounce had already fired would time an earlier query's list.
      if (outcome.kind === 'shown' && outcome.listWasClosed) totals.push(outcome.milliseconds);
      else skipped.push(`${query} (${outcome.kind === 'shown' ? 'list already open' : outcome.kind})`);
    }
    console.log(
      `search keystroke → options rendered (headless Chromium; <weather-search> on :${BENCH_SITE_PORT}, dist/weather-widgets.js from :${BENCH_CDN_PORT}; worker warmed by one search; ${TYPED_QUERIES.length} new 3-letter queries typed quickly, field cleared between)`,
    );
    console.log(`  last key's input event → options in the shadow DOM: ${describeTimes(totals, 0)}`);
    console.log(
      `  the same minus the ${DEBOUNCE_MS} ms debounce (the search's own work): ${describeTimes(
        totals.map((total) => total - DEBOUNCE_MS),
        0,
      )}`,
    );
    if (skipped.length > 0) console.log(`  not counted: ${skipped.join(', ')}`);
    writeFigure(
      'search',
      'keystroke',
      `${percentile(totals, 95).toFixed(0)} ms (n = ${totals.length})`,
      `of which the debounce ${DEBOUNCE_MS} ms`,
    );
  } finally {
    await context.close();
  }
}
