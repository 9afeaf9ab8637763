// The names of our IndexedDB databases, apart from the store that opens them: the testing entry
// clears them without bringing idb-keyval along.

/** What a database holds: each purpose has its own, since createStore cannot add a store to an existing database. */
export type StorePurpose = 'cache' | 'quota';

// Raised when the shape of what we store changes: older databases are then deleted, not misread.
// 2: bounded stores (the cache) wrap each value with its last use time.
const SCHEMA_VERSION = 2;

/** The start of every database name of ours, of any schema version. */
export const DATABASE_PREFIX = 'weather-widgets-';

/** The database of a purpose at the current schema version (never idb-keyval's default `keyval-store`, which host pages use). */
export function databaseName(purpose: StorePurpose): string {
  return `${DATABASE_PREFIX}${purpose}-v${SCHEMA_VERSION}`;
}
