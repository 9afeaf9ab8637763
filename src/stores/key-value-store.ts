/**
 * A small async key-value store: the port behind the cache and the rate limiter.
 * `update` is a read-modify-write that no other writer can interleave with (IndexedDB
 * runs it in one transaction; the memory store runs it synchronously).
 */
export interface KeyValueStore<V> {
  get(key: string): Promise<V | undefined>;
  /**
   * What `get` would answer, at once: for a store in this process's memory, whose reader then
   * need not wait a turn. Optional: stores that must wait (IndexedDB, Redis) leave it out.
   */
  getSync?(key: string): V | undefined;
  set(key: string, value: V): Promise<void>;
  update(key: string, updater: (old: V | undefined) => V): Promise<V>;
  delete(key: string): Promise<void>;
  /**
   * Resolves once the store can take operations (IndexedDB: the database is open); a store that
   * is stuck never resolves. Optional: stores that are ready at once need not say so.
   */
  opened?(): Promise<void>;
}
