// Puts the IndexedDB store on window so a Playwright test can work it in a real browser.
import { createStore, keys } from 'idb-keyval';
import { createIdbStore, databaseName, deleteOldDatabases, type StorePurpose } from '../../../src/stores/idb-store.ts';
import { createMemoryStore } from '../../../src/stores/memory-store.ts';
import { resilientStore } from '../../../src/stores/resilient-store.ts';

/** The keys a purpose's database holds, sorted, read around the store under test. */
async function storedKeys(purpose: StorePurpose): Promise<string[]> {
  return (await keys<string>(createStore(databaseName(purpose), 'entries'))).sort();
}

const harness = { createIdbStore, databaseName, deleteOldDatabases, createMemoryStore, resilientStore, storedKeys };
Object.assign(window, { storesHarness: harness, storesReady: true });
export type StoresHarness = typeof harness;
