import type { Page } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import type { StoresHarness } from './pages/stores-page.ts';

declare global {
  interface Window {
    storesHarness: StoresHarness;
    storesReady: boolean;
  }
}

async function open(page: Page): Promise<void> {
  await page.goto('/test/e2e/pages/stores.html');
  await page.waitForFunction(() => window.storesReady);
}

test('keeps entries in IndexedDB across a reload, in its own versioned database', async ({ page }) => {
  await open(page);
  await page.evaluate(() => window.storesHarness.createIdbStore<{ v: number }>('cache').set('forecast:Oslo', { v: 1 }));
  await page.reload();
  await page.waitForFunction(() => window.storesReady);
  expect(
    await page.evaluate(() => window.storesHarness.createIdbStore<{ v: number }>('cache').get('forecast:Oslo')),
  ).toEqual({ v: 1 });
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(names).toContain(await page.evaluate(() => window.storesHarness.databaseName('cache')));
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

test('counts exactly across two tabs with a bounded store too', async ({ context }) => {
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) await open(tab);
  const bump = (tab: Page) =>
    tab.evaluate(async () => {
      const store = window.storesHarness.createIdbStore<number>('cache', { maxEntries: 10 });
      await Promise.all(Array.from({ length: 50 }, () => store.update('k', (old) => (old ?? 0) + 1)));
    });
  await Promise.all(tabs.map(bump));
  expect(
    await tabs[0]!.evaluate(() => window.storesHarness.createIdbStore<number>('cache', { maxEntries: 10 }).get('k')),
  ).toBe(100);
});

test('evicts the least recently used entries, keeping those read recently though stored early', async ({ page }) => {
  await open(page);
  await page.evaluate(async () => {
    let minutes = 0;
    const now = () => minutes * 60_000;
    const store = window.storesHarness.createIdbStore<string>('cache', { maxEntries: 5, now });
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7']) {
      minutes += 2;
      await store.set(key, `value of ${key}`);
    }
    for (const key of ['k1', 'k2']) {
      minutes += 2;
      await store.get(key);
    }
    // A new session: its first write looks for entries beyond the bound.
    minutes += 2;
    await window.storesHarness.createIdbStore<string>('cache', { maxEntries: 5, now }).set('k8', 'value of k8');
  });
  await expect
    .poll(() => page.evaluate(() => window.storesHarness.storedKeys('cache')))
    .toEqual(['k1', 'k2', 'k6', 'k7', 'k8']);
  expect(
    await page.evaluate(() => window.storesHarness.createIdbStore<string>('cache', { maxEntries: 5 }).get('k1')),
  ).toBe('value of k1');
});

test('counts a read as a use only a minute after the last, so most reads do not write', async ({ page }) => {
  await open(page);
  await page.evaluate(async () => {
    let seconds = 0;
    const now = () => seconds * 1000;
    const store = window.storesHarness.createIdbStore<string>('cache', { maxEntries: 2, now });
    await store.set('a', 'A');
    seconds = 30;
    await store.set('b', 'B');
    seconds = 50;
    await store.get('a');
    seconds = 120;
    await window.storesHarness.createIdbStore<string>('cache', { maxEntries: 2, now }).set('c', 'C');
  });
  await expect.poll(() => page.evaluate(() => window.storesHarness.storedKeys('cache'))).toEqual(['b', 'c']);
});

test('holds up to 32 entries past its bound between scans, then evicts down to it', async ({ page }) => {
  await open(page);
  const counts = await page.evaluate(async () => {
    let time = 0;
    const store = window.storesHarness.createIdbStore<number>('cache', { maxEntries: 3, now: () => ++time });
    const seen: number[] = [];
    for (let i = 0; i < 33; i++) {
      await store.set(`k${i}`, i);
      seen.push((await window.storesHarness.storedKeys('cache')).length);
    }
    return seen;
  });
  expect(Math.max(...counts)).toBeLessThanOrEqual(3 + 32);
  await expect.poll(() => page.evaluate(() => window.storesHarness.storedKeys('cache'))).toEqual(['k30', 'k31', 'k32']);
});

test('refuses a bound that is not a positive whole number', async ({ page }) => {
  await open(page);
  const errors = await page.evaluate(() =>
    [0, -1, 2.5, Number.NaN, Infinity].map((maxEntries) => {
      try {
        window.storesHarness.createIdbStore('cache', { maxEntries });
        return 'accepted';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    }),
  );
  for (const error of errors) expect(error).toMatch(/^RangeError: maxEntries must be a positive integer/);
});

test('deletes databases of older schema versions, and no others', async ({ page }) => {
  await open(page);
  const deleted = await page.evaluate(async () => {
    const make = (name: string) =>
      new Promise(
        (done) => (indexedDB.open(name).onsuccess = (event) => done((event.target as IDBOpenDBRequest).result.close())),
      );
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
