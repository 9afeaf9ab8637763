import type { Disposable, Page } from '@playwright/test';
import type { Fault } from './page-hook/test-faults.ts';
import { expectSlowAnswers, forgetScripts, sessionOf } from './session.ts';

/**
 * What a failing answer stands for: `429` rate limited, `500` an internal error, `502` an upstream
 * error, `503` the upstream unavailable, `504` an upstream timeout, `'network'` an upstream that
 * cannot be reached, `'malformed'` an upstream that answered something that is not weather.
 */
export type AnswerFailure = 429 | 500 | 502 | 503 | 504 | 'network' | 'malformed';

/** Which answers fail, how, and for how long. */
export interface FailAnswersOptions {
  status: AnswerFailure;
  /** Only answers to this operation fail. Default: any (a forecast asks `forecast` and `current`). */
  operation?: Fault['operation'];
  /** How many answers fail. Default: every answer, on this page and the documents it opens, until `clearFaults(page)`. */
  times?: number;
  /** 429: the Retry-After, in whole seconds. Default 30. */
  retryAfterSeconds?: number;
}

/** A failure the next answers of the page's weather service stand for (see `failAnswers`). */
export interface FailureOptions {
  status: AnswerFailure;
  /** How many answers fail. Default 1; a forecast widget asks twice (forecast and current). */
  count?: number;
  operation?: Fault['operation'];
  retryAfterSeconds?: number;
}

/** Answers held back by the page's clock before they are asked. */
export interface SlownessOptions {
  delayMs: number;
  count?: number;
  operation?: Fault['operation'];
}

const KIND_OF_STATUS = {
  429: 'rate-limited',
  500: 'internal',
  502: 'upstream-error',
  503: 'unavailable',
  504: 'timeout',
  network: 'network',
  malformed: 'malformed',
} as const satisfies Record<AnswerFailure, Fault['kind']>;
const OPERATIONS = ['forecast', 'current', 'geocode'];

// The init scripts of faults that last until cleared, per page, so that clearFaults can end them.
const lasting = new WeakMap<Page, Disposable[]>();

/**
 * Makes answers of the page's weather service fail, whatever the source: the next `times`
 * answers, or every answer until `clearFaults(page)`. Called before `page.goto`, it applies to the
 * page that goto opens; after it, to the page as it is (and, lasting, to every page it opens next).
 */
export function failAnswers(page: Page, options: FailAnswersOptions): Promise<void> {
  const kind = Object.hasOwn(KIND_OF_STATUS, options.status) ? KIND_OF_STATUS[options.status] : undefined;
  if (!kind)
    throw new RangeError(
      `failAnswers: status must be 429, 500, 502, 503, 504, 'network' or 'malformed', not ${JSON.stringify(options.status)}`,
    );
  return queueFault(page, {
    kind,
    count: checkedCount('failAnswers', 'times', options.times),
    operation: options.operation,
    retryAfterSeconds: options.retryAfterSeconds,
  });
}

/** Makes the next `count` answers (default 1) fail: `failAnswers` with `times: count`. */
export function failNextAnswers(page: Page, options: FailureOptions): Promise<void> {
  const { count = 1, ...rest } = options;
  return failAnswers(page, { ...rest, times: count });
}

/**
 * Makes the next `count` answers (default 1) come `delayMs` late, by the page's clock: with a
 * fixed clock (the fixture's default) they take that long in real time; with the installed one
 * (`test.use({ weatherClock: 'installed' })`) `skipSlowAnswers(page)` makes them arrive at once.
 */
export function slowNextAnswers(page: Page, options: SlownessOptions): Promise<void> {
  const count = checkedCount('slowNextAnswers', 'count', options.count ?? 1)!;
  if (!(Number.isFinite(options.delayMs) && options.delayMs >= 0))
    throw new RangeError(`slowNextAnswers: delayMs must be 0 or more milliseconds, not ${String(options.delayMs)}`);
  return queueFault(page, { kind: 'slow', count, operation: options.operation, delayMs: options.delayMs }).then(() =>
    expectSlowAnswers(page, count),
  );
}

/**
 * Ends every fault, scripted answer and chosen weather queued for the page: its next answers are
 * the source's again, and those never used are no longer waited for.
 */
export async function clearFaults(page: Page): Promise<void> {
  forgetScripts(page);
  const scripts = lasting.get(page) ?? [];
  lasting.delete(page);
  await Promise.all(scripts.map((script) => script.dispose().catch(() => {})));
  if (page.url() !== 'about:blank')
    await page.evaluate(
      () => void ((globalThis as Record<symbol, unknown>)[Symbol.for('weather-widgets.testing.faults')] = []),
    );
}

/** Queues a fault: for `count` answers of the page as it is (or of the next document), or, without a count, until cleared. */
export async function queueFault(page: Page, fault: Fault): Promise<void> {
  if (fault.operation !== undefined && !OPERATIONS.includes(fault.operation)) {
    throw new RangeError(`operation must be one of ${OPERATIONS.join(', ')}, not ${JSON.stringify(fault.operation)}`);
  }
  const defined = Object.fromEntries(
    Object.entries(fault).filter(([, value]) => value !== undefined),
  ) as unknown as Fault;
  // The page's client applies no fault of its own: the hook, added to every document the page
  // opens from now on (and to the one it shows), makes each answer pass through the queue.
  await sessionOf(page);
  const push = (fault: Fault) => {
    const slot = Symbol.for('weather-widgets.testing.faults');
    const global = globalThis as unknown as Record<symbol, Fault[] | undefined>;
    (global[slot] ??= []).push(fault);
  };
  const opened = page.url() !== 'about:blank';
  if (defined.count === undefined) {
    // Every document the page opens from now on starts with it, until clearFaults.
    const script = await page.addInitScript(push, defined);
    lasting.set(page, [...(lasting.get(page) ?? []), script]);
    if (opened) await page.evaluate(push, defined);
    return;
  }
  if (opened) return page.evaluate(push, defined);
  // Before the first navigation: queue it in the next document only, then forget the script.
  const script = await page.addInitScript(push, defined);
  lasting.set(page, [...(lasting.get(page) ?? []), script]);
  page.once('domcontentloaded', () => void script.dispose().catch(() => {}));
}

function checkedCount(caller: string, name: string, count: number | undefined): number | undefined {
  if (count !== undefined && !(Number.isInteger(count) && count > 0))
    throw new RangeError(`${caller}: ${name} must be a whole number of answers, 1 or more, not ${String(count)}`);
  return count;
}
