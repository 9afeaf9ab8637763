import {
  createStore,
  del,
  delMany,
  entries,
  get,
  keys,
  promisifyRequest,
  set,
  update,
  type UseStore,
} from 'idb-keyval';
import { DATABASE_PREFIX, databaseName, type StorePurpose } from './database-names.ts';
import type { KeyValueStore } from './key-value-store.ts';

export { databaseName, type StorePurpose };

/** Options of {@link createIdbStore}. */
export interface IdbStoreOptions {
  /**
   * Most entries kept; the least recently USED go first. The count is checked on the first write
   * of a session and then every 32nd write, so the store may hold up to 32 more for a while.
   * Default: unbounded.
   */
  maxEntries?: number;
  /** The clock of last-use times, epoch milliseconds. Default: `Date.now`. */
  now?: () => number;
}

// A read counts as a use only this long after the last one recorded, so reads rarely write.
const USE_RESOLUTION_MS = 60_000;
const WRITES_PER_SCAN = 32;

/** A value of a bounded store as it lies in IndexedDB. */
interface Used {
  usedAt: number;
  value: unknown;
}

const isUsed = (record: unknown): record is Used =>
  typeof record === 'object' &&
  record !== null &&
  typeof (record as Partial<Used>).usedAt === 'number' &&
  'value' in record;

/**
 * A store in IndexedDB through idb-keyval; `update` is one read-modify-write transaction, atomic
 * across tabs. With `maxEntries` it evicts the least recently used entries (see {@link IdbStoreOptions}).
 */
export function createIdbStore<V>(purpose: StorePurpose, options: IdbStoreOptions = {}): KeyValueStore<V> {
  const { maxEntries, now = Date.now } = options;
  if (typeof now !== 'function') throw new TypeError('now must be a function returning epoch milliseconds.');
  if (maxEntries !== undefined && typeof maxEntries !== 'number')
    throw new TypeError(`maxEntries must be a number, not ${typeof maxEntries}.`);
  if (maxEntries !== undefined && !(Number.isInteger(maxEntries) && maxEntries > 0))
    throw new RangeError(`maxEntries must be a positive integer, not ${maxEntries}.`);
  const store = createStore(databaseName(purpose), 'entries');
  const kept = maxEntries === undefined ? rawStore<V>(store) : boundedStore<V>(store, maxEntries, now);
  // Starting a transaction needs the open database but waits for no other transaction, so this
  // answers as soon as the database is open, however many tabs queue writes on it.
  const opened = async (): Promise<void> => {
    await store('readonly', async () => {});
  };
  return { ...kept, opened };
}

function rawStore<V>(store: UseStore): KeyValueStore<V> {
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

function boundedStore<V>(store: UseStore, maxEntries: number, now: () => number): KeyValueStore<V> {
  let writesUntilScan = 0;
  let scanning = false;

  // Records the use in its own transaction, and only if the entry is still there: a plain `set`
  // could bring back an entry another tab deleted, or overwrite one it just stored.
  const touch = (key: string, usedAt: number) =>
    store('readwrite', (objects) => {
      const request = objects.get(key);
      request.onsuccess = () => {
        if (isUsed(request.result)) objects.put({ ...request.result, usedAt }, key);
      };
      return promisifyRequest(objects.transaction);
    });

  async function evictLeastRecentlyUsed(): Promise<void> {
    // Counting keys is cheap; reading every record for its use time is not, so only when over.
    if ((await keys(store)).length <= maxEntries) return;
    const records = await entries<IDBValidKey, unknown>(store);
    // A record in another format has no known use: it goes first.
    const byUse = records
      .map(([key, record]) => ({ key, usedAt: isUsed(record) ? record.usedAt : -Infinity }))
      .sort((a, b) => a.usedAt - b.usedAt);
    await delMany(
      byUse.slice(0, byUse.length - maxEntries).map(({ key }) => key),
      store,
    );
  }

  // The scan runs in the background: the write it follows is done, and a slow scan must not
  // make the write look hung. A failed scan only leaves the store over its bound until the next.
  function afterWrite(): void {
    if (writesUntilScan-- > 0 || scanning) return;
    writesUntilScan = WRITES_PER_SCAN - 1;
    scanning = true;
    evictLeastRecentlyUsed()
      .catch(() => {})
      .finally(() => (scanning = false));
  }

  return {
    async get(key) {
      const record = await get<unknown>(key, store);
      if (!isUsed(record)) return undefined;
      const at = now();
      if (at - record.usedAt >= USE_RESOLUTION_MS) await touch(key, at);
      return record.value as V;
    },
    async set(key, value) {
      await set(key, { usedAt: now(), value } satisfies Used, store);
      afterWrite();
    },
    async update(key, updater) {
      let result: V | undefined;
      const usedAt = now();
      await update<unknown>(
        key,
        (old) => ({ usedAt, value: (result = updater(isUsed(old) ? (old.value as V) : undefined)) }) satisfies Used,
        store,
      );
      afterWrite();
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
    .filter((name) => name.startsWith(DATABASE_PREFIX) && !current.has(name));
  await Promise.all(
    old.map(
      (name) =>
        new Promise((done) => {
          const request = idb.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => done(undefined);
        }),
    ),
  );
  return old;
}
