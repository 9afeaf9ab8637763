// Faults a test asks for through weather-widgets/testing: the next answers fail or come late,
// whatever the source. The queue sits on the page's global object under a registered symbol,
// which nothing but code written to reach it can touch: a production page cannot fault itself
// by accident. The testing entry writes well-formed faults; here, anything else is ignored.
import { problem } from '../contract/problems.ts';
import type { ServiceReply } from '../service/types.ts';

/** The global slot of the queue; weather-widgets/testing fills it. */
export const FAULT_QUEUE = Symbol.for('weather-widgets.testing.faults');

// Each failing kind of fault, as the problem the service would answer.
const FAILURES = { 'rate-limited': 'rate_limited', unavailable: 'upstream_unavailable', 'upstream-error': 'upstream_error', timeout: 'upstream_timeout' } as const;

/** One queued fault: it stands for the next `count` answers (of `operation`, if named). */
export interface Fault {
  kind: keyof typeof FAILURES | 'slow';
  count: number;
  operation?: 'forecast' | 'current' | 'geocode';
  /** rate-limited: the Retry-After, in whole seconds (default 30). */
  retryAfterSeconds?: number;
  /** slow: how long the answer is held, in milliseconds of the page's clock. */
  delayMs?: number;
}

/**
 * What the next answer to `operation` must be instead: a failure, a delay, or nothing
 * (undefined). Whatever sits in the slot (a Proxy, a getter that throws), it never throws:
 * a page's answers must not depend on what a script put on the global object.
 */
export function takeFault(operation: string): ServiceReply | { delayMs: number } | undefined {
  try {
    return faultFor(operation);
  } catch {
    return undefined;
  }
}

function faultFor(operation: string): ServiceReply | { delayMs: number } | undefined {
  const queue: unknown = (globalThis as Record<symbol, unknown>)[FAULT_QUEUE];
  if (!Array.isArray(queue)) return undefined;
  const fault: Partial<Fault> | undefined = queue.find((fault: Partial<Fault> | null) => fault && (fault.operation ?? operation) === operation);
  if (!fault) return undefined;
  if (!((fault.count = Number(fault.count) - 1) > 0)) queue.splice(queue.indexOf(fault), 1);
  if (fault.kind === 'slow') return { delayMs: Number(fault.delayMs) || 0 };
  if (!Object.hasOwn(FAILURES, fault.kind ?? '')) return undefined;
  const kind = fault.kind as keyof typeof FAILURES;
  const wait = kind === 'rate-limited' ? Math.max(1, Math.round(Number(fault.retryAfterSeconds) || 30)) : undefined;
  const body = problem(FAILURES[kind], `A test asked for this failure (${kind}).`, wait ? { retry_after: wait } : {});
  return { status: body.status, headers: { 'Content-Type': 'application/problem+json', ...(wait ? { 'Retry-After': String(wait) } : {}) }, body };
}
