import type { Page } from '@playwright/test';
import { databaseName } from '../stores/database-names.ts';

/**
 * Empties the site's weather cache and rate-limit counts (the IndexedDB databases every tab of
 * the origin shares), so a test starts as a first visit. Call it on a page of the site's origin.
 */
export async function resetWeatherStorage(page: Page): Promise<void> {
  await page.evaluate(
    async (names) => {
      const existing = new Set((await indexedDB.databases()).map((info) => info.name));
      const done = (request: IDBRequest | IDBTransaction) =>
        new Promise<void>((resolve, reject) => {
          if (request instanceof IDBTransaction) request.oncomplete = () => resolve();
          else request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error ?? new Error('an IndexedDB request of the reset failed'));
        });
      for (const name of names.filter((name) => existing.has(name))) {
        // Cleared, not deleted: a worker of the page may hold the database open, which would block a delete.
        const open = indexedDB.open(name);
        await done(open);
        const database = open.result;
        if (database.objectStoreNames.contains('entries')) {
          const transaction = database.transaction('entries', 'readwrite');
          transaction.objectStore('entries').clear();
          await done(transaction);
        }
        database.close();
      }
    },
    [databaseName('cache'), databaseName('quota')],
  );
}
