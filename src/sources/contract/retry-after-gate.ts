import { problem } from '../../contract/problems.ts';
import { UpstreamRefusal } from '../../contract/source-error.ts';

// A hostile or misconfigured upstream could ask for a wait of years; an hour bounds the damage.
// Asking again after that costs at most one more 429.
const LONGEST_WAIT_S = 3600;

/**
 * Keeps the promise a 429 asks for: after the upstream refused with a Retry-After, nothing is
 * sent upstream until that time has passed; meanwhile every call is refused locally, the same way.
 */
export interface RetryAfterGate {
  /** Throws a local 429 refusal while the upstream's wait has not passed. */
  check(): void;
  /** Notes an error thrown by a request; a 429 closes the gate for its Retry-After. */
  observe(error: unknown): void;
}

export function createRetryAfterGate(now: () => number): RetryAfterGate {
  let openAtMs = -Infinity;
  let upstreamHeaders: Readonly<Record<string, string>> = {};

  return {
    check() {
      const remainingMs = openAtMs - now();
      if (remainingMs <= 0) return;
      const seconds = Math.ceil(remainingMs / 1000);
      const detail = `The upstream limits the requests of this key; try again in ${seconds} s.`;
      throw new UpstreamRefusal(
        429,
        problem('rate_limited', detail, { retry_after: seconds }),
        localHeaders(upstreamHeaders, seconds),
      );
    },
    observe(error) {
      if (!(error instanceof UpstreamRefusal) || error.status !== 429) return;
      const atMs = now();
      const seconds = Math.min(retryAfterSeconds(error, atMs) ?? 0, LONGEST_WAIT_S);
      if (seconds <= 0) return;
      openAtMs = Math.max(openAtMs, atMs + seconds * 1000);
      upstreamHeaders = error.headers;
    },
  };
}

/** The wait a 429 asks for, in seconds: its Retry-After header (seconds or an HTTP date), else its body's retry_after. */
function retryAfterSeconds(refusal: UpstreamRefusal, atMs: number): number | undefined {
  const header = refusal.headers['Retry-After']?.trim();
  if (header !== undefined && /^\d+$/.test(header)) return Number(header);
  if (header !== undefined) {
    const dateMs = Date.parse(header);
    if (Number.isFinite(dateMs)) return Math.ceil((dateMs - atMs) / 1000);
  }
  return refusal.problem.retry_after;
}

/** The upstream's rate-limit fields, brought up to date: nothing remains, and the reset is `seconds` away. */
function localHeaders(upstream: Readonly<Record<string, string>>, seconds: number): Record<string, string> {
  const headers: Record<string, string> = { 'Retry-After': String(seconds) };
  const policy = upstream['RateLimit-Policy'];
  if (policy !== undefined) headers['RateLimit-Policy'] = policy;
  const limit = upstream['RateLimit'];
  if (limit !== undefined) headers['RateLimit'] = limit.replace(/;r=\d+/g, ';r=0').replace(/;t=\d+/g, `;t=${seconds}`);
  return headers;
}
