import type { MaybePromise } from '../contract/maybe-promise.ts';
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
// Clocks of tabs and devices differ by a little; an entry stored further ahead of the reader's
// clock than this was stored by a clock that is not the reader's (a test's faked one).
const CLOCK_SKEW_MS = 60_000;

/**
 * Source answers through a store: fresh ones straight from it; stale ones at once while ONE
 * background refresh runs (however many callers ask), or when the source fails; identical
 * loads in flight share one promise, so many callers asking the same question reach the source
 * once. Refreshes run under `exclusive`, so copies of the service sharing the store (tabs) wait
 * for each other and the later ones take what the first stored.
 *
 * Each call brings its own instant (`atMs`, the caller's clock), which ages entries and stamps
 * the ones it stores. An entry stamped in the reader's future is of no use to it: it was stored
 * by a clock ahead of the reader's, and would otherwise look fresh for as long as that clock is
 * ahead. An entry from the reader's past is merely old. So tabs whose clocks differ (a test's
 * faked clock beside a real one) share one store without either taking an answer for fresher
 * than it is.
 *
 * Over a store that reads at once (`getSync`, in memory), an answer that needs no load is a value,
 * not a promise.
 */
export function createCache(store: KeyValueStore<CacheEntry>, exclusive: Exclusive = runAtOnce) {
  const inFlight = new Map<string, Promise<Refreshed>>();

  function usable<T>(entry: CacheEntry | undefined, policy: CachePolicy<T>, atMs: number): CacheEntry | undefined {
    if (entry?.v !== ENTRY_VERSION || entry.storedAt > atMs + CLOCK_SKEW_MS) return undefined;
    return (policy.covers?.(entry.value as T) ?? true) ? entry : undefined;
  }

  function refresh<T>(key: string, policy: CachePolicy<T>, loader: () => Promise<T>, atMs: number): Promise<Refreshed> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = exclusive(LOCK_PREFIX + key, async () => {
        // Another tab may have refreshed this entry while we waited for the lock.
        const stored = usable(await store.get(key), policy, atMs);
        if (stored && atMs - stored.storedAt < policy.ttlMs) return { entry: stored, loaded: false };
        const entry = { v: ENTRY_VERSION, storedAt: atMs, value: await loader() };
        await store.set(key, entry);
        return { entry, loaded: true };
      }).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  // A fresh entry, or a stale one that stands in while one refresh runs, answers at once;
  // anything else waits for the source.
  function answerFrom<T>(
    stored: CacheEntry | undefined,
    key: string,
    policy: CachePolicy<T>,
    loader: () => Promise<T>,
    atMs: number,
  ): MaybePromise<CachedAnswer<T>> {
    const entry = usable(stored, policy, atMs);
    // Within the skew an entry may be a little ahead of the reader: it is as new as can be.
    const ageMs = entry ? Math.max(0, atMs - entry.storedAt) : Infinity;
    if (entry && ageMs < policy.ttlMs) return { value: entry.value as T, ageMs, outcome: 'fresh' };
    if (entry && ageMs < policy.ttlMs + policy.staleWhileRevalidateMs) {
      // A failed background refresh changes nothing: the next caller tries again.
      refresh(key, policy, loader, atMs).catch(() => {});
      return { value: entry.value as T, ageMs, outcome: 'stale-while-revalidate' };
    }
    return load(key, policy, loader, atMs, entry, ageMs);
  }

  async function load<T>(
    key: string,
    policy: CachePolicy<T>,
    loader: () => Promise<T>,
    atMs: number,
    entry: CacheEntry | undefined,
    ageMs: number,
  ): Promise<CachedAnswer<T>> {
    try {
      let refreshed = await refresh(key, policy, loader, atMs);
      // A joined refresh loaded, or took what another tab stored, for ANOTHER request, whose
      // instant may differ from ours and whose answer may not reach as far as ours.
      if (!usable(refreshed.entry, policy, atMs)) refreshed = await refresh(key, policy, loader, atMs);
      const { entry: fresh, loaded } = refreshed;
      return { value: fresh.value as T, ageMs: Math.max(0, atMs - fresh.storedAt), outcome: loaded ? 'miss' : 'fresh' };
    } catch (error) {
      if (entry && ageMs < policy.ttlMs + policy.staleIfErrorMs)
        return { value: entry.value as T, ageMs, outcome: 'stale-if-error' };
      throw error;
    }
  }

  async function readThenAnswer<T>(
    key: string,
    policy: CachePolicy<T>,
    loader: () => Promise<T>,
    atMs: number,
  ): Promise<CachedAnswer<T>> {
    return answerFrom(await store.get(key), key, policy, loader, atMs);
  }

  // A store in memory is read at once, so a fresh answer from it needs no turn of the event loop.
  return function cached<T>(
    key: string,
    policy: CachePolicy<T>,
    loader: () => Promise<T>,
    atMs: number,
  ): MaybePromise<CachedAnswer<T>> {
    return store.getSync
      ? answerFrom(store.getSync(key), key, policy, loader, atMs)
      : readThenAnswer(key, policy, loader, atMs);
  };
}
