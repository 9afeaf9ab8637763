import type { KeyValueStore } from '../stores/key-value-store.ts';
import { runAtOnce, type Exclusive } from './exclusive.ts';

export type { Exclusive } from './exclusive.ts';

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

/** A refresh's result: the entry, and whether the source produced it (or another copy had just stored it). */
interface Refreshed {
  entry: CacheEntry;
  loaded: boolean;
}

const ENTRY_VERSION = 1;
const LOCK_PREFIX = 'weather-widgets:';

/**
 * Source answers through a store: fresh ones straight from it; stale ones at once while ONE
 * background refresh runs (however many callers ask), or when the source fails; identical
 * loads in flight share one promise, so many callers asking the same question reach the source
 * once. Refreshes run under `exclusive`, so copies of the service sharing the store (tabs) wait
 * for each other and the later ones take what the first stored.
 */
export function createCache(store: KeyValueStore<CacheEntry>, now: () => number, exclusive: Exclusive = runAtOnce) {
  const inFlight = new Map<string, Promise<Refreshed>>();

  function usable<T>(entry: CacheEntry | undefined, policy: CachePolicy<T>): CacheEntry | undefined {
    return entry?.v === ENTRY_VERSION && (policy.covers?.(entry.value as T) ?? true) ? entry : undefined;
  }

  function refresh<T>(key: string, policy: CachePolicy<T>, loader: () => Promise<T>): Promise<Refreshed> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = exclusive(LOCK_PREFIX + key, async () => {
        // Another tab may have refreshed this entry while we waited for the lock.
        const stored = usable(await store.get(key), policy);
        if (stored && now() - stored.storedAt < policy.ttlMs) return { entry: stored, loaded: false };
        const entry = { v: ENTRY_VERSION, storedAt: now(), value: await loader() };
        await store.set(key, entry);
        return { entry, loaded: true };
      }).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return async function cached<T>(key: string, policy: CachePolicy<T>, loader: () => Promise<T>): Promise<CachedAnswer<T>> {
    const entry = usable(await store.get(key), policy);
    const ageMs = entry ? now() - entry.storedAt : Infinity;
    if (entry && ageMs < policy.ttlMs) return { value: entry.value as T, ageMs, outcome: 'fresh' };
    if (entry && ageMs < policy.ttlMs + policy.staleWhileRevalidateMs) {
      // A failed background refresh changes nothing: the next caller tries again.
      refresh(key, policy, loader).catch(() => {});
      return { value: entry.value as T, ageMs, outcome: 'stale-while-revalidate' };
    }
    try {
      let refreshed = await refresh(key, policy, loader);
      // A joined refresh took what another tab stored for ITS request, which may not reach as far as ours.
      if (!refreshed.loaded && !usable(refreshed.entry, policy)) refreshed = await refresh(key, policy, loader);
      const { entry: fresh, loaded } = refreshed;
      return { value: fresh.value as T, ageMs: now() - fresh.storedAt, outcome: loaded ? 'miss' : 'fresh' };
    } catch (error) {
      if (entry && ageMs < policy.ttlMs + policy.staleIfErrorMs) return { value: entry.value as T, ageMs, outcome: 'stale-if-error' };
      throw error;
    }
  };
}
