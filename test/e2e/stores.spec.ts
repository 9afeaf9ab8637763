import { expect, test, type Page } from '@playwright/test';
import type { StoresHarness } from './pages/stores-page.ts';

declare global {
  interface Window {
    storesHarness: StoresHarness;
    storesReady: boolean;
  }
}

async function open(page: Page): Promise<void> {
  await page.goto('/test/e2e/pages/stores.html');
  await page.waitForFunction(() => window.storesReady === true);
}

test('keeps entries in IndexedDB across a reload, in its own versioned database', async ({ page }) => {
  await open(page);
  await page.evaluate(() => window.storesHarness.createIdbStore<{ v: number }>('cache').set('forecast:Oslo', { v: 1 }));
  await page.reload();
  await page.waitForFunction(() => window.storesReady === true);
  expect(await page.evaluate(() => window.storesHarness.createIdbStore<{ v: number }>('cache').get('forecast:Oslo'))).toEqual({ v: 1 });
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(names).toContain('weather-widgets-cache-v1');
  expect(names).not.toContain('keyval-store');
});

test('counts exactly across two tabs updating the same key at once', async ({ context }) => {
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) await open(tab);
  const bump = (tab: Page) =>
    tab.evaluate(async () => {
      const store = window.storesHarness.createIdbStore<number>('quota');
      await Promise.all(Array.from({ length: 50 }, () => store.update('k', (old) => (old ?? 0) + 1)));
    });
  await Promise.all(tabs.map(bump));
  expect(await tabs[0]!.evaluate(() => window.storesHarness.createIdbStore<number>('quota').get('k'))).toBe(100);
});

test('deletes databases of older schema versions, and no others', async ({ page }) => {
  await open(page);
  const deleted = await page.evaluate(async () => {
    const make = (name: string) => new Promise((done) => (indexedDB.open(name).onsuccess = (event) => done((event.target as IDBOpenDBRequest).result.close())));
    await make('weather-widgets-cache-v0');
    await make('host-page-db');
    return window.storesHarness.deleteOldDatabases();
  });
  expect(deleted).toEqual(['weather-widgets-cache-v0']);
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(names).toContain('host-page-db');
  expect(names).not.toContain('weather-widgets-cache-v0');
});

test('falls back to memory, with one warning, when IndexedDB throws or hangs', async ({ page }) => {
  await open(page);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const results = await page.evaluate(async () => {
    const { createIdbStore, createMemoryStore, resilientStore } = window.storesHarness;
    const realOpen = indexedDB.open.bind(indexedDB);
    // Throwing: as in a browser whose privacy settings block storage.
    indexedDB.open = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const throwing = resilientStore(createIdbStore<number>('cache'), createMemoryStore<number>());
    await throwing.set('a', 1);
    const fromThrowing = await throwing.get('a');
    // Hanging: an open request that never answers.
    indexedDB.open = () => ({}) as IDBOpenDBRequest;
    const hanging = resilientStore(createIdbStore<number>('quota'), createMemoryStore<number>(), { timeoutMs: 300 });
    await hanging.set('b', 2);
    const fromHanging = await hanging.get('b');
    indexedDB.open = realOpen;
    return [fromThrowing, fromHanging];
  });
  expect(results).toEqual([1, 2]);
  expect(warnings.filter((text) => text.includes('persistent storage failed'))).toHaveLength(2);
});
