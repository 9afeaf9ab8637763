import type { KeyValueStore } from './key-value-store.ts';

/** Options of {@link createMemoryStore}. */
export interface MemoryStoreOptions {
  /** Most entries kept; the least recently used go first. Unbounded when omitted. */
  maxEntries?: number;
}

/** A store in memory, for Node, tests, and pages where IndexedDB is unavailable. */
export function createMemoryStore<V>({ maxEntries = Infinity }: MemoryStoreOptions = {}): KeyValueStore<V> {
  // A Map, not an object: keys such as "__proto__" are plain keys here. Its insertion
  // order doubles as recency order: every use moves an entry to the end.
  const entries = new Map<string, V>();
  const remember = (key: string, value: V) => {
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    async get(key) {
      const value = entries.get(key);
      if (value !== undefined) remember(key, value);
      return value;
    },
    async set(key, value) {
      remember(key, value);
    },
    async update(key, updater) {
      const value = updater(entries.get(key));
      remember(key, value);
      return value;
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
