import type { Page } from '@playwright/test';
import { installedClocks } from './frozen-time.ts';
import { sessionOf } from './session.ts';

/**
 * Skips the wait of the slow answers `slowNextAnswers` queued: waits (in real time, up to
 * `timeout` ms, default 30 s) until the page holds every one of them, then runs the page's clock
 * past the longest delay (`page.clock.runFor`), so they arrive at once. Needs the installed clock:
 * `test.use({ weatherClock: 'installed' })`.
 */
export async function skipSlowAnswers(page: Page, { timeout = 30_000 }: { timeout?: number } = {}): Promise<void> {
  if (!installedClocks.has(page.context()))
    throw new Error(
      "skipSlowAnswers(page): expected the page's clock installed, but the test's clock is fixed (Date stands still and timers run in real time, so a slow answer takes its whole delay). Add test.use({ weatherClock: 'installed' }) to the test file, or wait for the answer instead.",
    );
  const { slow } = await sessionOf(page);
  const started = Date.now();
  while (slow.held.length < slow.queued) {
    if (Date.now() - started > timeout)
      throw new Error(
        `skipSlowAnswers(page): expected the page to hold ${slow.queued} slow ${slow.queued === 1 ? 'answer' : 'answers'} within ${timeout} ms, but it holds ${slow.held.length}. Check that the widgets ask (a lazy forecast out of view asks nothing) and the count and operation given to slowNextAnswers.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const waiting = slow.held.slice(slow.skipped);
  slow.skipped = slow.held.length;
  if (waiting.length > 0) await page.clock.runFor(Math.max(...waiting));
}
