import type { Locator } from '@playwright/test';
import type { ProblemCode } from '../contract/problem-details.ts';
import { readNumber } from './read-measure.ts';

/**
 * Where a forecast stands, as a visitor would tell: `loading` (busy: asking, or drawing an
 * answer), `ready` (the weather on screen, nothing on its way), `error` with the problem's code
 * and the message shown, `waiting` after a 429 with the seconds left on its countdown, or
 * `prompt` when it names no place yet.
 */
export type ForecastStatus =
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'prompt' }
  | { state: 'error'; code: ProblemCode | undefined; message: string }
  | { state: 'waiting'; code: 'rate_limited'; seconds: number; message: string };

/** How long the element's `ready` may take to say which problem it shows, once one is on screen. */
const PROBLEM_SAID_MS = 2_000;

/** The forecast's status, read from what it shows (and, for an error, the problem its `ready` rejects with). */
export async function readStatus(root: Locator): Promise<ForecastStatus> {
  const seen = await root.evaluate(async (element: HTMLElement, saidWithin: number) => {
    const base = customElements.get(element.localName) ? element.shadowRoot?.querySelector('[part="base"]') : null;
    if (!base) return { state: 'loading' as const };
    if (base.querySelector('[part="prompt"]')) return { state: 'prompt' as const };
    const error = base.querySelector('[part="error"]');
    if (!error) return { state: base.getAttribute('aria-busy') === 'true' ? ('loading' as const) : ('ready' as const) };
    const message = (error.querySelector('.message')?.textContent ?? '').trim();
    // A 429's countdown is a status, not an alert: the seconds left are its only number.
    if (error.getAttribute('role') !== 'alert') return { state: 'waiting' as const, message };
    const { ready } = element as HTMLElement & { ready: Promise<void> };
    const code = await Promise.race([
      ready.then(
        () => undefined,
        (problem: unknown) => (problem as { problem?: { code?: string } } | null)?.problem?.code,
      ),
      new Promise<undefined>((resolve) => setTimeout(resolve, saidWithin)),
    ]);
    return { state: 'error' as const, message, code };
  }, PROBLEM_SAID_MS);
  if (seen.state === 'waiting')
    return { state: 'waiting', code: 'rate_limited', seconds: readNumber(seen.message), message: seen.message };
  if (seen.state === 'error')
    return { state: 'error', code: seen.code as ProblemCode | undefined, message: seen.message };
  return { state: seen.state };
}
