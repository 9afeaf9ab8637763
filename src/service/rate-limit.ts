import { boundedMemo } from '../contract/bounded-memo.ts';
import { flatString } from '../contract/flat-string.ts';
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
  let decision: RateLimitDecision | undefined;
  await store.update(key, (old) => {
    const { state, counted } = countedNow(old, nowMs);
    decision = admitInto(state, counted, quota, nowMs);
    return state;
  });
  return decision!;
}

/** A key's state without its expired buckets, and the requests those left count. */
interface Counted {
  state: RateLimitState;
  counted: number;
}

// A key's state is counted in place: a busy server keeps one state a key, not one a request
// (each new one would outlive the young generation in a long-lived store, and cost a full GC).
// A busy key holds up to 61 buckets, read on every request: once, by index, the cheapest loop.
function countedNow(old: RateLimitState | undefined, nowMs: number): Counted {
  if (old === undefined) return { state: { buckets: [] }, counted: 0 };
  const oldest = Math.floor(nowMs / 1000) - WINDOW_SECONDS;
  const { buckets } = old;
  let counted = 0;
  for (let i = 0; i < buckets.length; i++) {
    const bucket = buckets[i]!;
    if (bucket[0] < oldest) {
      const kept = buckets.filter(([second]) => second >= oldest);
      return { state: { buckets: kept }, counted: kept.reduce((sum, [, count]) => sum + count, 0) };
    }
    counted += bucket[1];
  }
  return { state: old, counted };
}

/** Counts one request into `state`, which counts `counted`, if the quota allows it, and says what was decided. */
function admitInto({ buckets }: RateLimitState, counted: number, quota: number, nowMs: number): RateLimitDecision {
  const nowSeconds = nowMs / 1000;
  const second = Math.floor(nowSeconds);
  if (counted >= quota) {
    const retryAfterSeconds = secondsUntilExpiry(oldestToExpire(buckets, counted - quota + 1), nowSeconds);
    return { admitted: false, quota, remaining: 0, resetSeconds: retryAfterSeconds, retryAfterSeconds };
  }
  const last = buckets.at(-1);
  if (last && last[0] === second) last[1] += 1;
  else buckets.push([second, 1]);
  return {
    admitted: true,
    quota,
    remaining: quota - counted - 1,
    resetSeconds: secondsUntilExpiry(buckets[0]![0], nowSeconds),
  };
}

/** Whole seconds until a request counted in `bucket` leaves the window (at least 1). */
function secondsUntilExpiry(bucket: number, nowSeconds: number): number {
  return Math.max(1, Math.ceil(bucket + WINDOW_SECONDS + 1 - nowSeconds));
}

/** Where the service's quota is counted: a store (memory, IndexedDB) or a shared server (Redis). */
export interface RateLimiter {
  /**
   * Counts one request for `key` if `quota` a minute allows it; `nowMs` is the service's clock.
   * `requestId` names a request that a load balancer may send again to another instance: a
   * limiter shared by instances counts an admitted request with the same id once.
   */
  admit(key: string, quota: number, nowMs: number, requestId?: string): Promise<RateLimitDecision>;
  /**
   * What `admit` would decide, at once: for a limiter in this process's memory, whose caller then
   * need not wait a turn. Optional: limiters that must wait (a store, Redis) leave it out.
   */
  admitSync?(key: string, quota: number, nowMs: number): RateLimitDecision;
  /**
   * Takes back one request admitted for `key` at `admittedAtMs`, for an answer the caller could
   * do nothing about (the service's own failure). Optional: a limiter without it keeps the count.
   */
  refund?(key: string, admittedAtMs: number): Promise<void>;
}

/** The rate limiter over a key-value store whose `update` is atomic. */
export function storeRateLimiter(store: KeyValueStore<RateLimitState>): RateLimiter {
  return {
    admit: (key, quota, nowMs) => admitRequest(store, key, quota, nowMs),
    refund: async (key, admittedAtMs) => {
      await store.update(key, (old) => {
        if (old !== undefined) takeBack(old, admittedAtMs);
        return old ?? { buckets: [] };
      });
    },
  };
}

/** Removes one request from the bucket of `admittedAtMs`, if it is still counted; true if it was. */
function takeBack({ buckets }: RateLimitState, admittedAtMs: number): boolean {
  const second = Math.floor(admittedAtMs / 1000);
  const at = buckets.findIndex(([bucket]) => bucket === second);
  if (at < 0) return false;
  const bucket = buckets[at]!;
  if (bucket[1] > 1) bucket[1] -= 1;
  else buckets.splice(at, 1);
  return true;
}

/** A key's state in memory, with what a request would otherwise read from all its buckets. */
interface Tally extends Counted {
  /** The second of its earliest bucket: while that is in the window, none has expired. */
  earliest: number;
}

/**
 * The rate limiter in this process's memory, unbounded as the default memory store is: each
 * key's state counted in place, with no store's read-modify-write between. Each key's count and
 * earliest bucket are kept beside its buckets, so a request reads them all only when one has
 * expired (at most once a second), not each time.
 */
export function memoryRateLimiter(): RateLimiter {
  const tallies = new Map<string, Tally>();
  const admitSync = (key: string, quota: number, nowMs: number) => {
    const second = Math.floor(nowMs / 1000);
    let tally = tallies.get(key);
    if (tally === undefined) {
      tally = { state: { buckets: [] }, counted: 0, earliest: Infinity };
      tallies.set(key, tally);
    } else if (tally.earliest < second - WINDOW_SECONDS) {
      const { state, counted } = countedNow(tally.state, nowMs);
      tally.state = state;
      tally.counted = counted;
      tally.earliest = state.buckets.reduce((earliest, [bucket]) => Math.min(earliest, bucket), Infinity);
    }
    const decision = admitInto(tally.state, tally.counted, quota, nowMs);
    if (decision.admitted) {
      tally.counted += 1;
      tally.earliest = Math.min(tally.earliest, second);
    }
    return decision;
  };
  const refund = async (key: string, admittedAtMs: number) => {
    const tally = tallies.get(key);
    if (tally !== undefined && takeBack(tally.state, admittedAtMs)) tally.counted -= 1;
  };
  return { admit: async (key, quota, nowMs) => admitSync(key, quota, nowMs), admitSync, refund };
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

// A policy's field reads the same for every request under one quota: it is written once. Quotas
// come from the tiers and the client shares of the key registry: a few.
const MAX_REMEMBERED_QUOTAS = 64;
const policyFields = new Map<string, (quota: number) => string>();
const minutePolicyField = policyFieldsOf('minute');

function policyFieldsOf(policy: string): (quota: number) => string {
  let fields = policyFields.get(policy);
  if (fields === undefined) {
    fields = boundedMemo(MAX_REMEMBERED_QUOTAS, (quota: number) =>
      flatString(`"${policy}";q=${quota};w=${WINDOW_SECONDS}`),
    );
    policyFields.set(policy, fields);
  }
  return fields;
}

/** The IETF RateLimit header fields of a decision, under the policy's name. */
export function rateLimitHeaders(decision: RateLimitDecision, policy = 'minute'): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Policy': (policy === 'minute' ? minutePolicyField : policyFieldsOf(policy))(decision.quota),
    RateLimit: flatString(`"${policy}";r=${decision.remaining};t=${decision.resetSeconds}`),
  };
  if (decision.retryAfterSeconds !== undefined) headers['Retry-After'] = String(decision.retryAfterSeconds);
  return headers;
}

/** The fields of two policies that both apply, as one list each (the fields are Structured Field lists). */
export function joinRateLimitHeaders(
  first: Record<string, string>,
  second: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Policy': flatString(`${first['RateLimit-Policy']}, ${second['RateLimit-Policy']}`),
    RateLimit: flatString(`${first.RateLimit}, ${second.RateLimit}`),
  };
  const waits = [first['Retry-After'], second['Retry-After']].filter((wait) => wait !== undefined).map(Number);
  if (waits.length > 0) headers['Retry-After'] = String(Math.max(...waits));
  return headers;
}
