import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../src/stores/key-value-store.ts';
import { createMemoryStore } from '../../src/stores/memory-store.ts';
import { resilientStore } from '../../src/stores/resilient-store.ts';

function brokenStore(behaviour: 'throw' | 'hang'): KeyValueStore<number> {
  const fail = () =>
    behaviour === 'throw' ? Promise.reject(new Error('QuotaExceededError')) : new Promise<never>(() => {});
  return { get: fail, set: fail, update: fail, delete: fail };
}

describe('the resilient store', () => {
  it('uses the primary store while it works', async () => {
    const primary = createMemoryStore<number>();
    const fallback = createMemoryStore<number>();
    const store = resilientStore(primary, fallback, { warn: () => {} });
    await store.set('a', 1);
    expect(await primary.get('a')).toBe(1);
    expect(await fallback.get('a')).toBeUndefined();
  });

  it('falls back to memory when the primary throws, warning once', async () => {
    const warnings: string[] = [];
    const store = resilientStore(brokenStore('throw'), createMemoryStore<number>(), { warn: (m) => warnings.push(m) });
    await store.set('a', 1);
    expect(await store.update('a', (old) => (old ?? 0) + 1)).toBe(2);
    expect(await store.get('a')).toBe(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('QuotaExceededError');
  });

  it('falls back when the primary hangs, after the timeout and only once', async () => {
    const warnings: string[] = [];
    const store = resilientStore(brokenStore('hang'), createMemoryStore<number>(), {
      timeoutMs: 50,
      warn: (m) => warnings.push(m),
    });
    await store.set('a', 7);
    expect(await store.get('a')).toBe(7);
    expect(warnings).toEqual([expect.stringContaining('no answer in 50 ms')]);
  });

  it('waits for a slow primary once it has answered, rather than splitting data between two stores', async () => {
    const primary = createMemoryStore<number>();
    let delayMs = 0;
    const slow: KeyValueStore<number> = {
      ...primary,
      update: async (key, updater) => {
        await new Promise((done) => setTimeout(done, delayMs));
        return primary.update(key, updater);
      },
    };
    const warnings: string[] = [];
    const store = resilientStore(slow, createMemoryStore<number>(), { timeoutMs: 20, warn: (m) => warnings.push(m) });
    await store.update('n', (old) => (old ?? 0) + 1);
    delayMs = 60;
    await store.update('n', (old) => (old ?? 0) + 1);
    expect(await primary.get('n')).toBe(2);
    expect(warnings).toEqual([]);
  });

  it('times only the opening: writes that queue behind other tabs longer than the timeout still go to the primary', async () => {
    const primary = createMemoryStore<number>();
    const queued: KeyValueStore<number> = {
      ...primary,
      opened: () => Promise.resolve(),
      update: async (key, updater) => {
        await new Promise((done) => setTimeout(done, 60));
        return primary.update(key, updater);
      },
    };
    const warnings: string[] = [];
    const store = resilientStore(queued, createMemoryStore<number>(), { timeoutMs: 20, warn: (m) => warnings.push(m) });
    await Promise.all(Array.from({ length: 5 }, () => store.update('n', (old) => (old ?? 0) + 1)));
    expect(await primary.get('n')).toBe(5);
    expect(warnings).toEqual([]);
  });

  it('falls back when the primary never opens, though its operations would answer', async () => {
    const warnings: string[] = [];
    const neverOpens: KeyValueStore<number> = {
      ...createMemoryStore<number>(),
      opened: () => new Promise<never>(() => {}),
    };
    const store = resilientStore(neverOpens, createMemoryStore<number>(), {
      timeoutMs: 30,
      warn: (m) => warnings.push(m),
    });
    await store.set('a', 3);
    expect(await store.get('a')).toBe(3);
    expect(await neverOpens.get('a')).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('no answer in 30 ms')]);
  });
});
