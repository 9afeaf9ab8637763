import fc from 'fast-check';
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

  it('forgets in the order of use, as a Map re-added on every use would', async () => {
    // The model: a Map whose insertion order is the order of use, each use deleting and re-adding.
    const operation = fc.record({
      kind: fc.constantFrom('get', 'getSync', 'set', 'update', 'delete'),
      key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      value: fc.integer(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(operation, { maxLength: 100 }),
        async (maxEntries, operations) => {
          const store = createMemoryStore<number>({ maxEntries });
          const model = new Map<string, number>();
          const use = (key: string, value: number) => {
            model.delete(key);
            model.set(key, value);
            if (model.size > maxEntries) model.delete(model.keys().next().value!);
          };
          for (const { kind, key, value } of operations) {
            const known = model.get(key);
            if (kind === 'get') expect(await store.get(key)).toBe(known);
            if (kind === 'getSync') expect(store.getSync!(key)).toBe(known);
            if ((kind === 'get' || kind === 'getSync') && known !== undefined) use(key, known);
            if (kind === 'set') await store.set(key, value);
            if (kind === 'set') use(key, value);
            if (kind === 'update')
              expect(await store.update(key, (old) => (old ?? 0) + value)).toBe((known ?? 0) + value);
            if (kind === 'update') use(key, (known ?? 0) + value);
            if (kind === 'delete') await store.delete(key);
            if (kind === 'delete') model.delete(key);
          }
          for (const key of ['a', 'b', 'c', 'd', 'e']) expect(store.getSync!(key)).toBe(model.get(key));
        },
      ),
      { numRuns: 500 },
    );
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
