// Puts the IndexedDB store on window so a Playwright test can work it in a real browser.
import { createIdbStore, databaseName, deleteOldDatabases } from '../../../src/stores/idb-store.ts';
import { createMemoryStore } from '../../../src/stores/memory-store.ts';
import { resilientStore } from '../../../src/stores/resilient-store.ts';

const harness = { createIdbStore, databaseName, deleteOldDatabases, createMemoryStore, resilientStore };
Object.assign(window, { storesHarness: harness, storesReady: true });
export type StoresHarness = typeof harness;
