// The answers this process has read from Redis, kept decoded in its memory in front of it. A read
// from Redis alone costs a round trip, an inflate and a JSON.parse, and hands out a new object
// each time, so every request built, serialised, hashed and compressed its reply again: 20–40
// times the work of an answer cached in memory. Read from here, the same answer is the same
// object, and its reply's bytes are made once (representations.ts), as with the memory cache.
//
// Freshness needs nothing of this layer: every entry carries its own storedAt, and the cache
// (service/cache.ts) reads it here at once (getSync), and goes to Redis (get) only to refresh it,
// where it finds what another instance stored, or loads it. So an instance answers from its
// memory while an entry is fresh, and all share one copy of each refresh.
import type { KeyValueStore } from '../../stores/key-value-store.ts';
import { createMemoryStore } from '../../stores/memory-store.ts';

/** `shared` with the last `maxEntries` values this process read or wrote kept in its memory. */
export function nearCache<V>(shared: KeyValueStore<V>, maxEntries: number): KeyValueStore<V> {
  const near = createMemoryStore<V>({ maxEntries });
  // Concurrent reads of one name share one round trip.
  const reading = new Map<string, Promise<V | undefined>>();
  const keep = (name: string, value: V) => near.set(name, value).then(() => value);
  return {
    // A memory store always reads synchronously.
    getSync: (name) => near.getSync!(name),
    // Always the shared copy: a caller that asks waits to learn what the others stored.
    get(name) {
      let pending = reading.get(name);
      if (pending === undefined) {
        pending = shared
          .get(name)
          .then((value) => (value === undefined ? value : keep(name, value)))
          .finally(() => reading.delete(name));
        reading.set(name, pending);
      }
      return pending;
    },
    async set(name, value) {
      await near.set(name, value);
      await shared.set(name, value);
    },
    async update(name, updater) {
      return keep(name, await shared.update(name, updater));
    },
    async delete(name) {
      await near.delete(name);
      await shared.delete(name);
    },
  };
}
