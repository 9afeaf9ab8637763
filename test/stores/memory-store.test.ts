import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/stores/memory-store.ts';

describe('the memory store', () => {
  it('keeps at most maxEntries, forgetting the least recently used first', async () => {
    const store = createMemoryStore<number>({ maxEntries: 2 });
    await store.set('a', 1);
    await store.set('b', 2);
    await store.get('a');
    await store.set('c', 3);
    expect(await store.get('a')).toBe(1);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('c')).toBe(3);
  });

  it('updates in one step and treats prototype names as plain keys', async () => {
    const store = createMemoryStore<number>();
    await store.update('__proto__', (old) => (old ?? 0) + 1);
    await store.update('__proto__', (old) => (old ?? 0) + 1);
    expect(await store.get('__proto__')).toBe(2);
    expect(await store.get('constructor')).toBeUndefined();
    await store.delete('__proto__');
    expect(await store.get('__proto__')).toBeUndefined();
  });
});
