import type { KeyValueStore } from '../stores/key-value-store.ts';

/**
 * Requests admitted per key, counted in whole-second buckets over a sliding minute.
 *
 * Why not GCRA: a token bucket whose burst is the per-minute quota admits up to 2q−1
 * requests in some 60-second windows (a full burst, then the refill). Counting what was
 * admitted keeps the promise "never more than q in any 60 seconds" exactly, with at most
 * 61 small buckets of state per key.
 */
export interface RateLimitState {
  /** [unix second, requests admitted in it], oldest first. */
  buckets: [number, number][];
}

/** What the limiter decided for one request. */
export interface RateLimitDecision {
  admitted: boolean;
  /** Requests per window (q). */
  quota: number;
  /** Requests still available in the window after this one. */
  remaining: number;
  /** Whole seconds until the oldest counted request leaves the window. */
  resetSeconds: number;
  /** On refusal: whole seconds to wait before a request is admitted. */
  retryAfterSeconds?: number;
}

export const WINDOW_SECONDS = 60;

/**
 * Counts one request for `key` if the quota allows it, atomically through the store.
 * A request in bucket b is counted until second b + 61 starts, so two requests that the
 * quota keeps apart are always more than 60 s apart, whatever their fractions of a second.
 */
export async function admitRequest(
  store: KeyValueStore<RateLimitState>,
  key: string,
  quota: number,
  nowMs: number,
): Promise<RateLimitDecision> {
  const nowSeconds = nowMs / 1000;
  const second = Math.floor(nowSeconds);
  let decision: RateLimitDecision | undefined;
  await store.update(key, (old) => {
    const buckets = (old?.buckets ?? []).filter(([bucket]) => bucket >= second - WINDOW_SECONDS);
    const counted = buckets.reduce((sum, [, count]) => sum + count, 0);
    const expiresAt = (bucket: number) => Math.max(1, Math.ceil(bucket + WINDOW_SECONDS + 1 - nowSeconds));
    if (counted >= quota) {
      const retryAfterSeconds = expiresAt(oldestToExpire(buckets, counted - quota + 1));
      decision = { admitted: false, quota, remaining: 0, resetSeconds: retryAfterSeconds, retryAfterSeconds };
      return { buckets };
    }
    const last = buckets.at(-1);
    if (last && last[0] === second) last[1] += 1;
    else buckets.push([second, 1]);
    decision = { admitted: true, quota, remaining: quota - counted - 1, resetSeconds: expiresAt(buckets[0]![0]) };
    return { buckets };
  });
  return decision!;
}

/** Where the service's quota is counted: a store (memory, IndexedDB) or a shared server (Redis). */
export interface RateLimiter {
  /** Counts one request for `key` if `quota` a minute allows it; `nowMs` is the service's clock. */
  admit(key: string, quota: number, nowMs: number): Promise<RateLimitDecision>;
}

/** The rate limiter over a key-value store whose `update` is atomic. */
export function storeRateLimiter(store: KeyValueStore<RateLimitState>): RateLimiter {
  return { admit: (key, quota, nowMs) => admitRequest(store, key, quota, nowMs) };
}

/** The bucket whose expiry frees `needed` requests, counting from the oldest. */
function oldestToExpire(buckets: readonly [number, number][], needed: number): number {
  let freed = 0;
  for (const [bucket, count] of buckets) {
    freed += count;
    if (freed >= needed) return bucket;
  }
  return buckets.at(-1)![0];
}

/** The IETF RateLimit header fields of a decision, under the policy's name. */
export function rateLimitHeaders(decision: RateLimitDecision, policy = 'minute'): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Policy': `"${policy}";q=${decision.quota};w=${WINDOW_SECONDS}`,
    RateLimit: `"${policy}";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
  if (decision.retryAfterSeconds !== undefined) headers['Retry-After'] = String(decision.retryAfterSeconds);
  return headers;
}

/** The fields of two policies that both apply, as one list each (the fields are Structured Field lists). */
export function joinRateLimitHeaders(first: Record<string, string>, second: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Policy': `${first['RateLimit-Policy']}, ${second['RateLimit-Policy']}`,
    RateLimit: `${first.RateLimit}, ${second.RateLimit}`,
  };
  const waits = [first['Retry-After'], second['Retry-After']].filter((wait) => wait !== undefined).map(Number);
  if (waits.length > 0) headers['Retry-After'] = String(Math.max(...waits));
  return headers;
}
