// Model-based test of the limiter: random sequences of requests and waits on a fake clock,
// checked against the simplest statement of the promise (a log of admitted instants).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admitRequest,
  memoryRateLimiter,
  type RateLimitDecision,
  type RateLimitState,
} from '../../src/service/rate-limit.ts';
import { createMemoryStore } from '../../src/stores/memory-store.ts';
import type { KeyValueStore } from '../../src/stores/key-value-store.ts';

const QUOTA = 5;
const WINDOW_MS = 60_000;

interface Model {
  now: number;
  admitted: number[];
  lastRetryAfter: number | undefined;
}
interface Real {
  store: KeyValueStore<RateLimitState>;
}

function admittedInWindowEndingAt(model: Model, end: number): number {
  return model.admitted.filter((time) => time > end - WINDOW_MS && time <= end).length;
}

class Request implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const decision = await admitRequest(real.store, 'k', QUOTA, model.now);
    record(model, decision);
  }
  toString = () => 'request';
}

class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    model.now += this.ms;
  }
  toString = () => `wait ${this.ms} ms`;
}

class WaitAsTold implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.lastRetryAfter !== undefined;
  async run(model: Model, real: Real): Promise<void> {
    model.now += model.lastRetryAfter! * 1000;
    const decision = await admitRequest(real.store, 'k', QUOTA, model.now);
    expect(decision.admitted).toBe(true);
    record(model, decision);
  }
  toString = () => 'wait as Retry-After says, then request';
}

function record(model: Model, decision: RateLimitDecision): void {
  if (decision.admitted) {
    model.admitted.push(model.now);
    model.lastRetryAfter = undefined;
    // The promise: no 60-second window ever holds more than the quota.
    expect(admittedInWindowEndingAt(model, model.now)).toBeLessThanOrEqual(QUOTA);
    expect(decision.remaining).toBeGreaterThanOrEqual(0);
  } else {
    expect(decision.retryAfterSeconds).toBeGreaterThan(0);
    expect(decision.remaining).toBe(0);
    // Refused only when the window is full; counting in whole seconds may hold a request for
    // up to one second more than 60, never longer.
    expect(model.admitted.filter((time) => time > model.now - WINDOW_MS - 1000).length).toBeGreaterThanOrEqual(QUOTA);
    model.lastRetryAfter = decision.retryAfterSeconds;
  }
}

describe('the rate limiter', () => {
  it('never admits more than the quota in any 60 s window, and admits a client that waits as told', async () => {
    const commands = fc.commands(
      [
        fc.constant(new Request()),
        fc.integer({ min: 1, max: 70_000 }).map((ms) => new Wait(ms)),
        fc.integer({ min: 1, max: 999 }).map((ms) => new Wait(ms)),
        // Waits of about a minute probe the edge of the window, where off-by-one-second bugs live.
        fc.integer({ min: 58_000, max: 61_000 }).map((ms) => new Wait(ms)),
        fc.constant(new WaitAsTold()),
      ],
      { maxCommands: 200, size: 'large' },
    );
    await fc.assert(
      fc.asyncProperty(commands, fc.integer({ min: 0, max: 10_000_000 }), async (run, start) => {
        const model: Model = { now: 1_700_000_000_000 + start, admitted: [], lastRetryAfter: undefined };
        await fc.asyncModelRun(() => ({ model, real: { store: createMemoryStore<RateLimitState>() } }), run);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses only when the quota is spent: a burst of the quota is all admitted', async () => {
    const store = createMemoryStore<RateLimitState>();
    const decisions = [];
    for (let i = 0; i < QUOTA + 1; i++) decisions.push(await admitRequest(store, 'k', QUOTA, 1_700_000_000_500));
    expect(decisions.map((d) => d.admitted)).toEqual([true, true, true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
  });

  it('in memory, decides every request exactly as over a store, whatever the clock does', async () => {
    // The memory limiter keeps each key's count and earliest bucket beside its buckets; a clock
    // that steps back leaves buckets out of order, which it must still count and expire alike.
    const step = fc.record({
      key: fc.constantFrom('a', 'b'),
      ms: fc.integer({ min: -5_000, max: 65_000 }),
      quota: fc.constantFrom(1, QUOTA),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 300 }), async (steps) => {
        const store = createMemoryStore<RateLimitState>();
        const memory = memoryRateLimiter();
        let now = 1_700_000_000_000;
        for (const { key, ms, quota } of steps) {
          now += ms;
          expect(memory.admitSync!(key, quota, now)).toEqual(await admitRequest(store, key, quota, now));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('in memory, answers through admit what admitSync would', async () => {
    const [sync, async] = [memoryRateLimiter(), memoryRateLimiter()];
    for (let i = 0; i < QUOTA + 1; i++)
      expect(await async.admit('k', QUOTA, 1_700_000_000_500 + i)).toEqual(
        sync.admitSync!('k', QUOTA, 1_700_000_000_500 + i),
      );
  });

  it('keeps keys apart', async () => {
    const store = createMemoryStore<RateLimitState>();
    for (let i = 0; i < QUOTA; i++) await admitRequest(store, 'a', QUOTA, 1_700_000_000_000);
    expect((await admitRequest(store, 'a', QUOTA, 1_700_000_000_000)).admitted).toBe(false);
    expect((await admitRequest(store, 'b', QUOTA, 1_700_000_000_000)).admitted).toBe(true);
  });
});
