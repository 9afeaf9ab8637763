import { describe, expect, it } from 'vitest';
import { andThen, isPromise } from '../../src/contract/maybe-promise.ts';

describe('a value now or a promise of it', () => {
  it('goes on at once from a value, and once it is fulfilled from a promise', async () => {
    const order: string[] = [];
    const now = andThen(2, (value) => (order.push('value'), value * 10));
    const later = andThen(Promise.resolve(3), (value) => (order.push('promise'), value * 10));
    order.push('returned');
    expect(now).toBe(20);
    expect(isPromise(later)).toBe(true);
    expect(await later).toBe(30);
    expect(order).toEqual(['value', 'returned', 'promise']);
  });

  it('is a module that await import() does not take for a thenable', async () => {
    const module = await import('../../src/contract/maybe-promise.ts');
    expect(module.andThen).toBe(andThen);
  });
});
