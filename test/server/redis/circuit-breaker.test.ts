// The breaker tells a Redis that is gone from one that is busy answering, and from a process too
// busy to read its answers: only the first opens it.
import { describe, expect, it } from 'vitest';
import { circuitBreaker } from '../../../src/server/redis/circuit-breaker.ts';

const BUDGET_MS = 40;

function breakerWithLog() {
  const log: string[] = [];
  const breaker = circuitBreaker({
    budgetMs: BUDGET_MS,
    probeEveryMs: 1_000,
    probe: () => new Promise(() => {}),
    onOpen: (reason) => log.push(`open: ${reason}`),
    onClose: () => log.push('close'),
  });
  return { breaker, log };
}

/** A Redis that answers its queue one command every `everyMs`, in order. */
function queuedRedis(everyMs: number) {
  let queue = Promise.resolve();
  return <T>(value: T) =>
    () =>
      (queue = queue.then(() => new Promise((done) => setTimeout(done, everyMs)))).then(() => value);
}

describe('the circuit breaker', () => {
  it('stays closed while Redis works through a queue longer than one budget', async () => {
    const { breaker, log } = breakerWithLog();
    const redis = queuedRedis(BUDGET_MS / 4);
    // The last of twelve is answered after three budgets, the others all along.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => breaker.run(redis(i))));
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(log).toEqual([]);
    expect(breaker.open).toBe(false);
    breaker.stop();
  });

  it('stays closed when the process is too busy to read an answer that came in time', async () => {
    const { breaker, log } = breakerWithLog();
    const answer = breaker.run(() => new Promise((done) => setTimeout(() => done('late read'), 1)));
    // The event loop is held for three budgets: the answer waits in a timer, not at Redis.
    const until = performance.now() + BUDGET_MS * 3;
    while (performance.now() < until);
    expect(await answer).toBe('late read');
    expect(log).toEqual([]);
    breaker.stop();
  });

  it('stays closed when the process was held up past the budget while Redis was to answer', async () => {
    const { breaker, log } = breakerWithLog();
    // Redis answers after three budgets; for the first two this process cannot run at all.
    const answer = breaker.run(() => new Promise((done) => setTimeout(() => done('answered'), BUDGET_MS * 3)));
    const until = performance.now() + BUDGET_MS * 2;
    while (performance.now() < until);
    expect(await answer).toBe('answered');
    expect(log).toEqual([]);
    breaker.stop();
  });

  it('opens, once, when Redis answers nothing for a budget', async () => {
    const { breaker, log } = breakerWithLog();
    const silent = () => new Promise<never>(() => {});
    await expect(breaker.run(silent)).rejects.toThrow(/no answer within/);
    await expect(breaker.run(silent)).rejects.toThrow(/circuit is open/);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^open: redis: no answer within/);
    breaker.stop();
  });
});
