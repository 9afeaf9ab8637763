import { afterEach, describe, expect, it } from 'vitest';
import { FAULT_QUEUE, takeFault } from '../../src/worker/test-faults.ts';

const slot = globalThis as Record<symbol, unknown>;

describe('the testing fault queue in a page', () => {
  afterEach(() => {
    delete slot[FAULT_QUEUE];
  });

  it('answers a queued fault once per count, for its operation only', () => {
    slot[FAULT_QUEUE] = [{ kind: 'unavailable', count: 1, operation: 'forecast' }];
    expect(takeFault('geocode')).toBeUndefined();
    expect(takeFault('forecast')).toMatchObject({ status: 503 });
    expect(takeFault('forecast')).toBeUndefined();
  });

  it('is inert, never throwing, whatever a script puts in its slot', () => {
    const hostile = new Proxy([], { get: () => { throw new Error('trap'); }, getPrototypeOf: () => { throw new Error('trap'); } });
    for (const value of [hostile, [{ get kind(): string { throw new Error('getter'); }, count: 1 }], [null, 7, 'x'], { length: 1 }]) {
      slot[FAULT_QUEUE] = value;
      expect(() => takeFault('forecast')).not.toThrow();
      expect(takeFault('forecast')).toBeUndefined();
    }
  });
});
