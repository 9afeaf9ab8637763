// Faults a test asks for through weather-widgets/testing: answers fail, come late or carry a
// chosen weather, whatever the source. The queue sits on the page's global object under a
// registered symbol, which nothing but code written to reach it can touch: a production page
// cannot fault itself by accident. The testing entry writes well-formed faults; here, anything
// else is ignored.
import { problem, type ProblemCode } from '../../contract/problem-details.ts';
import type { ServiceReply } from '../../service/types.ts';
import type { ChosenWeather } from './chosen-weather.ts';

// A fault's 429 asks the widget to wait this long unless the test says otherwise.
const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** The global slot of the queue; weather-widgets/testing fills it. */
export const FAULT_QUEUE = Symbol.for('weather-widgets.testing.faults');

// Each failing kind of fault, as the problem the service would answer and why.
const FAILURES: Record<string, readonly [ProblemCode, string]> = {
  'rate-limited': ['rate_limited', 'a rate limit'],
  unavailable: ['upstream_unavailable', 'an upstream that is unavailable'],
  network: ['upstream_unavailable', 'an upstream that could not be reached'],
  'upstream-error': ['upstream_error', 'an upstream error'],
  malformed: ['upstream_error', 'an upstream answer that is not weather'],
  timeout: ['upstream_timeout', 'an upstream timeout'],
  internal: ['internal', 'an internal error'],
};

/**
 * One queued fault: it stands for the next `count` answers (of `operation`, if named), or for
 * every answer until the queue is emptied when `count` is absent.
 */
export interface Fault {
  kind:
    | 'rate-limited'
    | 'unavailable'
    | 'network'
    | 'upstream-error'
    | 'malformed'
    | 'timeout'
    | 'internal'
    | 'slow'
    | 'weather'
    | 'answer';
  /** weather and answer: names it in the test's report of what was never used. */
  id?: string;
  count?: number;
  operation?: 'forecast' | 'current' | 'geocode';
  /** rate-limited: the Retry-After, in whole seconds (default 30). */
  retryAfterSeconds?: number;
  /** slow: how long the answer is held, in milliseconds of the page's clock. */
  delayMs?: number;
  /** weather: what the answers show instead of the source's weather. */
  weather?: ChosenWeather;
  /** answer: only for a question about this place (its `place`, any case). */
  place?: string;
  /** answer: the reply itself; without it, the test makes it when asked (a function of the query). */
  reply?: ServiceReply;
}

/** An answer a test scripted, taken for one question. */
export interface ScriptedAnswer {
  id: string;
  /** The reply, or none when the test makes it from the question. */
  reply?: ServiceReply;
}

/**
 * What the next answer to `operation` must be instead (a failure), or the delay before it is
 * asked, or undefined. Whatever sits in the slot (a Proxy, a getter that throws), it never
 * throws: a page's answers must not depend on what a script put on the global object.
 */
export function takeFault(operation: string): ServiceReply | { delayMs: number } | undefined {
  try {
    return faultFor(operation);
  } catch {
    return undefined;
  }
}

/**
 * The weathers the answers to `operation` may show, the newest first, each with the id that
 * names it (the first whose place matches the reply's is shown); never throws.
 */
export function chosenWeathers(operation: string): { id: string; weather: ChosenWeather }[] {
  try {
    return queued(operation, (fault) => fault.kind === 'weather')
      .reverse()
      .flatMap(({ id, weather }) =>
        typeof weather === 'object' && weather !== null ? [{ id: String(id ?? ''), weather }] : [],
      );
  } catch {
    return [];
  }
}

/**
 * The answer a test scripted for this question, the oldest first, counted as taken; never throws.
 */
export function takeAnswer(operation: string, query: Readonly<Record<string, string>>): ScriptedAnswer | undefined {
  try {
    const asked = query['place']?.trim().toLowerCase();
    const [fault] = queued(
      operation,
      (fault) =>
        fault.kind === 'answer' &&
        typeof fault.id === 'string' &&
        (fault.place === undefined || String(fault.place).toLowerCase() === asked),
    );
    if (!fault) return undefined;
    countDown(fault);
    return { id: fault.id!, ...(isReply(fault.reply) ? { reply: fault.reply } : {}) };
  } catch {
    return undefined;
  }
}

const isReply = (value: unknown): value is ServiceReply =>
  typeof value === 'object' && value !== null && typeof (value as ServiceReply).status === 'number';

function countDown(fault: Partial<Fault>): void {
  if (fault.count !== undefined && !((fault.count = Number(fault.count) - 1) > 0)) {
    const queue = (globalThis as Record<symbol, Partial<Fault>[]>)[FAULT_QUEUE]!;
    queue.splice(queue.indexOf(fault), 1);
  }
}

function queued(operation: string, wanted: (fault: Partial<Fault>) => boolean): Partial<Fault>[] {
  const queue: unknown = (globalThis as Record<symbol, unknown>)[FAULT_QUEUE];
  if (!Array.isArray(queue)) return [];
  return (queue as (Partial<Fault> | null)[]).filter(
    (fault): fault is Partial<Fault> =>
      typeof fault === 'object' && fault !== null && (fault.operation ?? operation) === operation && wanted(fault),
  );
}

function faultFor(operation: string): ServiceReply | { delayMs: number } | undefined {
  const [fault] = queued(operation, (fault) => fault.kind !== 'weather' && fault.kind !== 'answer');
  if (!fault) return undefined;
  countDown(fault);
  if (fault.kind === 'slow') return { delayMs: Number(fault.delayMs) || 0 };
  const failure = Object.hasOwn(FAILURES, fault.kind ?? '') ? FAILURES[fault.kind!] : undefined;
  if (!failure) return undefined;
  const [code, why] = failure;
  const wait =
    code === 'rate_limited'
      ? Math.max(1, Math.round(Number(fault.retryAfterSeconds) || DEFAULT_RETRY_AFTER_SECONDS))
      : undefined;
  const body = problem(code, `A test asked for this failure (${why}).`, wait ? { retry_after: wait } : {});
  return {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json', ...(wait ? { 'Retry-After': String(wait) } : {}) },
    body,
  };
}
