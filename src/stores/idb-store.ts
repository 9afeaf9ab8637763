import { createStore, del, get, set, update } from 'idb-keyval';
import type { KeyValueStore } from './key-value-store.ts';

/** What a database holds: each purpose has its own, since createStore cannot add a store to an existing database. */
export type StorePurpose = 'cache' | 'quota';

// Raised when the shape of what we store changes: older databases are then deleted, not misread.
const SCHEMA_VERSION = 1;
const PREFIX = 'weather-widgets-';

/** The database of a purpose at the current schema version (never idb-keyval's default `keyval-store`, which host pages use). */
export function databaseName(purpose: StorePurpose): string {
  return `${PREFIX}${purpose}-v${SCHEMA_VERSION}`;
}

/** A store in IndexedDB through idb-keyval; `update` is one read-modify-write transaction, atomic across tabs. */
export function createIdbStore<V>(purpose: StorePurpose): KeyValueStore<V> {
  const store = createStore(databaseName(purpose), 'entries');
  return {
    get: (key) => get<V>(key, store),
    set: (key, value) => set(key, value, store),
    async update(key, updater) {
      let result: V | undefined;
      await update<V>(key, (old) => (result = updater(old)), store);
      return result as V;
    },
    delete: (key) => del(key, store),
  };
}

/** Deletes this product's databases of older schema versions (where the browser can list them). */
export async function deleteOldDatabases(idb: IDBFactory = indexedDB): Promise<string[]> {
  if (typeof idb.databases !== 'function') return [];
  const current = new Set<string>([databaseName('cache'), databaseName('quota')]);
  const old = (await idb.databases())
    .map((info) => info.name ?? '')
    .filter((name) => name.startsWith(PREFIX) && !current.has(name));
  await Promise.all(old.map((name) => new Promise((done) => {
    const request = idb.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => done(undefined);
  })));
  return old;
}
