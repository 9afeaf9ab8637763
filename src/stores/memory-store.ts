import type { KeyValueStore } from './key-value-store.ts';

/** Options of {@link createMemoryStore}. */
export interface MemoryStoreOptions {
  /** Most entries kept; the least recently used go first. Unbounded when omitted. */
  maxEntries?: number;
}

/** An entry and its neighbours in the order of use. */
interface Entry<V> {
  key: string;
  value: V;
  older: Entry<V> | undefined;
  newer: Entry<V> | undefined;
}

/** A store in memory, for Node, tests, and pages where IndexedDB is unavailable. */
export function createMemoryStore<V>({ maxEntries = Infinity }: MemoryStoreOptions = {}): KeyValueStore<V> {
  // A Map, not an object: keys such as "__proto__" are plain keys here. The order of use is a
  // list through the entries, the least recent first: a read moves its entry to the end in a few
  // writes, where taking it out of the Map and putting it back would find it twice more and
  // leave a hole for the Map to rehash.
  const entries = new Map<string, Entry<V>>();
  let leastRecent: Entry<V> | undefined;
  let mostRecent: Entry<V> | undefined;

  const unlink = (entry: Entry<V>) => {
    if (entry.older) entry.older.newer = entry.newer;
    else leastRecent = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else mostRecent = entry.older;
  };
  const append = (entry: Entry<V>) => {
    entry.older = mostRecent;
    entry.newer = undefined;
    if (mostRecent) mostRecent.newer = entry;
    else leastRecent = entry;
    mostRecent = entry;
  };
  const used = (entry: Entry<V>) => {
    if (entry === mostRecent) return;
    unlink(entry);
    append(entry);
  };
  const remember = (key: string, value: V) => {
    const known = entries.get(key);
    if (known !== undefined) {
      known.value = value;
      used(known);
      return;
    }
    const entry: Entry<V> = { key, value, older: undefined, newer: undefined };
    entries.set(key, entry);
    append(entry);
    if (entries.size > maxEntries) forget(leastRecent!);
  };
  const forget = (entry: Entry<V>) => {
    unlink(entry);
    entries.delete(entry.key);
  };
  const getSync = (key: string) => {
    const entry = entries.get(key);
    // A value stored as undefined reads as none, and is no use.
    if (entry === undefined || entry.value === undefined) return undefined;
    used(entry);
    return entry.value;
  };
  return {
    get: async (key) => getSync(key),
    getSync,
    async set(key, value) {
      remember(key, value);
    },
    async update(key, updater) {
      const value = updater(entries.get(key)?.value);
      remember(key, value);
      return value;
    },
    async delete(key) {
      const entry = entries.get(key);
      if (entry !== undefined) forget(entry);
    },
  };
}
