import type { KeyValueStore } from '../stores/key-value-store.ts';

/** A cached source answer with the time it was stored. */
export interface CacheEntry {
  /** Entry format version: an entry of another version is a miss. */
  v: number;
  storedAt: number;
  value: unknown;
}

/** How long an answer is fresh, and how long past that it may still stand in (as RFC 5861). */
export interface CachePolicy<T> {
  /** Fresh for this long: answered from the cache, the source is not asked. */
  ttlMs: number;
  /** For this long past the TTL a stale answer is served at once while one refresh runs. */
  staleWhileRevalidateMs: number;
  /** For this long past the TTL a stale answer is served when the source fails. */
  staleIfErrorMs: number;
  /** Whether a cached value can answer this request at all (e.g. still reaches far enough). */
  covers?: (value: T) => boolean;
}

/** Where an answer came from, as RFC 9211 Cache-Status would say it. */
export type CacheOutcome = 'fresh' | 'miss' | 'stale-while-revalidate' | 'stale-if-error';

export interface CachedAnswer<T> {
  value: T;
  /** Milliseconds since the source produced the value. */
  ageMs: number;
  outcome: CacheOutcome;
}

const ENTRY_VERSION = 1;

/**
 * Source answers through a store: fresh ones straight from it; stale ones at once while ONE
 * background refresh runs (however many callers ask), or when the source fails; identical
 * loads in flight share one promise, so many callers asking the same question reach the source once.
 */
export function createCache(store: KeyValueStore<CacheEntry>, now: () => number) {
  const inFlight = new Map<string, Promise<CacheEntry>>();

  function refresh(key: string, loader: () => Promise<unknown>): Promise<CacheEntry> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const entry = { v: ENTRY_VERSION, storedAt: now(), value: await loader() };
        await store.set(key, entry);
        return entry;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return async function cached<T>(key: string, policy: CachePolicy<T>, loader: () => Promise<T>): Promise<CachedAnswer<T>> {
    const entry = await store.get(key);
    const usable = entry?.v === ENTRY_VERSION && (policy.covers?.(entry.value as T) ?? true) ? entry : undefined;
    const ageMs = usable ? now() - usable.storedAt : Infinity;
    if (usable && ageMs < policy.ttlMs) return { value: usable.value as T, ageMs, outcome: 'fresh' };
    if (usable && ageMs < policy.ttlMs + policy.staleWhileRevalidateMs) {
      // A failed background refresh changes nothing: the next caller tries again.
      refresh(key, loader).catch(() => {});
      return { value: usable.value as T, ageMs, outcome: 'stale-while-revalidate' };
    }
    try {
      const fresh = await refresh(key, loader);
      return { value: fresh.value as T, ageMs: now() - fresh.storedAt, outcome: 'miss' };
    } catch (error) {
      if (usable && ageMs < policy.ttlMs + policy.staleIfErrorMs) return { value: usable.value as T, ageMs, outcome: 'stale-if-error' };
      throw error;
    }
  };
}
