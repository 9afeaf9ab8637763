import type { Page } from '@playwright/test';
import type { Fault } from '../worker/test-faults.ts';

/** A failure the next answers of the page's weather service stand for. */
export interface FailureOptions {
  /**
   * `429` rate limited (with `retryAfterSeconds`, default 30), `503` the upstream unavailable,
   * `502` an upstream error, `504` an upstream timeout.
   */
  status: 429 | 502 | 503 | 504;
  /** How many answers fail. Default 1; a forecast widget asks twice (forecast and current). */
  count?: number;
  /** Only answers to this operation fail. Default: any. */
  operation?: Fault['operation'];
  retryAfterSeconds?: number;
}

/** Answers held back by the page's clock before they are asked. */
export interface SlownessOptions {
  delayMs: number;
  count?: number;
  operation?: Fault['operation'];
}

const KIND_OF_STATUS = { 429: 'rate-limited', 502: 'upstream-error', 503: 'unavailable', 504: 'timeout' } as const;

/**
 * Makes the next answers of the page's weather service fail, whatever the source. Called before
 * `page.goto`, it applies to the page that goto opens; after it, to the page as it is.
 */
export function failNextAnswers(page: Page, options: FailureOptions): Promise<void> {
  const kind = KIND_OF_STATUS[options.status];
  if (!kind) throw new RangeError(`failNextAnswers: status must be 429, 502, 503 or 504, not ${String(options.status)}`);
  return queueFault(page, { kind, count: options.count ?? 1, operation: options.operation, retryAfterSeconds: options.retryAfterSeconds });
}

/** Makes the next answers come `delayMs` late (by the page's clock: `page.clock.runFor` skips it). */
export function slowNextAnswers(page: Page, options: SlownessOptions): Promise<void> {
  return queueFault(page, { kind: 'slow', count: options.count ?? 1, operation: options.operation, delayMs: options.delayMs });
}

async function queueFault(page: Page, fault: Fault): Promise<void> {
  const defined = Object.fromEntries(Object.entries(fault).filter(([, value]) => value !== undefined)) as unknown as Fault;
  const push = (fault: Fault) => {
    const slot = Symbol.for('weather-widgets.testing.faults');
    const global = globalThis as unknown as Record<symbol, Fault[] | undefined>;
    (global[slot] ??= []).push(fault);
  };
  if (page.url() !== 'about:blank') return page.evaluate(push, defined);
  // Before the first navigation: queue it in the next document only, then forget the script.
  const script = await page.addInitScript(push, defined);
  page.once('domcontentloaded', () => void script.dispose().catch(() => {}));
}
