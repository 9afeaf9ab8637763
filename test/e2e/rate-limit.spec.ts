import type { Page } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import { openClientPage } from './client-harness.ts';

// One free key (60 requests a minute) shared by every tab of the site, counted in IndexedDB.
async function burst(tab: Page, key: string, count: number): Promise<number[]> {
  return tab.evaluate(
    async ({ key, count }) => {
      window.harness.configure({ apiKey: key, keys: { [key]: 'free' } });
      const replies = await Promise.all(
        Array.from({ length: count }, () => window.harness.request('geocode', { place: 'Oslo' })),
      );
      return replies.map((reply) => reply.status);
    },
    { key, count },
  );
}

const tally = (statuses: number[]) => ({
  ok: statuses.filter((s) => s === 200).length,
  limited: statuses.filter((s) => s === 429).length,
});

test('three tabs sending 40 requests each with one free key get exactly 60 answers and 60 refusals, run after run', async ({
  context,
}) => {
  const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
  await Promise.all(tabs.map(openClientPage));
  for (const run of [1, 2, 3]) {
    const key = `site-key-${run}-${Date.now()}`;
    const statuses = (await Promise.all(tabs.map((tab) => burst(tab, key, 40)))).flat();
    expect(tally(statuses), `run ${run}`).toEqual({ ok: 60, limited: 60 });
  }
});

test('a tab closed in the middle of a burst neither loses nor adds a count', async ({ context }) => {
  const key = `site-key-closing-${Date.now()}`;
  const tabs = await Promise.all([1, 2, 3, 4].map(() => context.newPage()));
  await Promise.all(tabs.map(openClientPage));
  const [closing, ...staying] = tabs as [Page, ...Page[]];
  const closed = burst(closing, key, 40).catch(() => 'closed');
  const survivors = Promise.all(staying.map((tab) => burst(tab, key, 40)));
  await closing.waitForTimeout(30);
  await closing.close();
  await closed;
  const seen = tally((await survivors).flat());
  expect(seen.ok + seen.limited).toBe(120);
  expect(seen.ok).toBeLessThanOrEqual(60);

  // A new tab reads the site's count: exactly the quota was admitted, however the closed tab fared.
  const fresh = await context.newPage();
  await openClientPage(fresh);
  const after = await fresh.evaluate(async (key) => {
    window.harness.configure({ apiKey: key, keys: { [key]: 'free' } });
    const reply = await window.harness.request('geocode', { place: 'Oslo' });
    const admitted = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(window.harness.quotaDatabase);
      open.onerror = () => reject(open.error ?? new Error('the quota database did not open'));
      open.onsuccess = () => {
        const read = open.result.transaction('entries').objectStore('entries').get(key);
        read.onsuccess = () =>
          resolve((read.result as { buckets: [number, number][] }).buckets.reduce((sum, [, n]) => sum + n, 0));
      };
    });
    return { status: reply.status, rateLimit: reply.headers['RateLimit'], admitted };
  }, key);
  expect(after.status).toBe(429);
  expect(after.rateLimit).toMatch(/^"minute";r=0;/);
  expect(after.admitted).toBe(60);
});
