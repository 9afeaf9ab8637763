import type { KeyValueStore } from '../stores/key-value-store.ts';

/** A cached source answer with the time it was stored. */
export interface CacheEntry {
  /** Entry format version: an entry of another version is a miss. */
  v: number;
  storedAt: number;
  value: unknown;
}

const ENTRY_VERSION = 1;

/**
 * Answers from the cache while an entry is younger than `ttlMs`, else loads, stores and
 * answers. Identical loads in flight share one promise, so many callers asking the same
 * question at once reach the source once.
 */
export function createCache(store: KeyValueStore<CacheEntry>, now: () => number) {
  const inFlight = new Map<string, Promise<unknown>>();

  async function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const value = await loader();
    await store.set(key, { v: ENTRY_VERSION, storedAt: now(), value });
    return value;
  }

  return async function cached<T>(key: string, ttlMs: number, loader: () => Promise<T>): Promise<T> {
    const entry = await store.get(key);
    if (entry?.v === ENTRY_VERSION && now() - entry.storedAt < ttlMs) return entry.value as T;
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load(key, loader).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
