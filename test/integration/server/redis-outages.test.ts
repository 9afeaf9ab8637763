// The quota when its Redis fails, with two instances (two services, each with its own
// connections, as two processes would have them) and a free key (60 a minute): hung (SIGSTOP),
// killed (SIGKILL) and restarted empty, full (maxmemory), and under a saturated CPU. In share
// mode each instance admits at most half the quota during an outage, counting what it admitted
// in the window already, and gives Redis what it admitted alone once Redis is back: the key's
// minute admits 60, no more. Each outage and each recovery is one log line per instance.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { sharedStores } from '../../../src/server/redis/shared-stores.ts';
import { embedded } from '../../support/service-harness.ts';
import { startRedis, type TestRedis } from '../../server/redis-server.ts';

const SECRET = 'test-quota-secret-outages-7d2e';
const QUOTA = 60;
let running: { redis: TestRedis; close: () => Promise<void> } | undefined;

afterEach(async () => {
  await running?.close();
  await running?.redis.stop();
  running = undefined;
});

async function twoInstances(settings: string[] = [], onOutage: 'share' | 'refuse' = 'share') {
  const redis = await startRedis(settings);
  const instances = await Promise.all(
    [0, 1].map(async () => {
      const log: string[] = [];
      const shared = await sharedStores({ quota: redis.url }, SECRET, (line) => log.push(line), {
        onOutage,
        heartbeatMs: 100,
      });
      const service = createWeatherService({
        source: embedded,
        keys: { 'outage-key': 'free' },
        rateLimiter: shared.rateLimiter,
        onError: () => {},
      });
      const ask = async () => (await service.handle('geocode', { key: 'outage-key', place: 'Oslo' })).status;
      const lines = (pattern: RegExp) => log.filter((line) => pattern.test(line)).length;
      return {
        shared,
        ask,
        log,
        outages: () => lines(/\(quota\) is unreachable/),
        recoveries: () => lines(/\(quota\) is back after/),
      };
    }),
  );
  running = {
    redis,
    close: async () => {
      await Promise.all(instances.map((instance) => instance.shared.close()));
    },
  };
  // Each has seen the other on Redis: the share during an outage is half.
  await expect.poll(() => instances.map((instance) => instance.shared.rateLimiter.instances)).toEqual([2, 2]);
  /** `count` requests, alternating between the instances; the statuses. */
  const ask = async (count: number) => {
    const statuses = [];
    for (let i = 0; i < count; i++) statuses.push(await instances[i % 2]!.ask());
    return statuses;
  };
  return { redis, instances, ask };
}

const admitted = (statuses: number[]) => statuses.filter((status) => status === 200).length;

describe('the quota when its Redis fails (share mode)', () => {
  it('hung (SIGSTOP): each instance admits up to half, one line per outage, and Redis counts it all once back', async () => {
    const { redis, instances, ask } = await twoInstances();
    const before = await ask(20);
    redis.pause();
    const during = await ask(80);
    for (const instance of instances) expect(instance.outages()).toBe(1);
    redis.resume();
    await expect.poll(() => instances.map((instance) => instance.recoveries()), { timeout: 10_000 }).toEqual([1, 1]);
    const after = await ask(20);
    expect([admitted(before), admitted(during), admitted(after)]).toEqual([20, 40, 0]);
    for (const instance of instances) expect(instance.log).toHaveLength(2);
  }, 30_000);

  it("killed and restarted empty: the window's counts are written back, and no more than the quota is admitted", async () => {
    const { redis, instances, ask } = await twoInstances();
    const before = await ask(30);
    await redis.kill();
    const during = await ask(60);
    for (const instance of instances) expect(instance.outages()).toBe(1);
    await redis.restart();
    await expect.poll(() => instances.map((instance) => instance.recoveries()), { timeout: 10_000 }).toEqual([1, 1]);
    const after = await ask(40);
    // 30 before, then each admitted up to its half (30) counting its 15 before: 15 + 15.
    expect([admitted(before), admitted(during), admitted(after)]).toEqual([30, 30, 0]);
    for (const instance of instances) expect(instance.log).toHaveLength(2);
  }, 30_000);

  it('full (maxmemory): one line per outage however long it lasts, and the quota holds', async () => {
    const { redis, instances, ask } = await twoInstances(['--maxmemory-policy', 'noeviction']);
    const before = await ask(10);
    const filler = new Redis(redis.url);
    // Past maxmemory: every write is refused with OOM, while PING still answers.
    for (let i = 0; i < 4; i++) await filler.set(`filler:${i}`, 'x'.repeat(512 * 1024));
    await filler.config('SET', 'maxmemory', '1mb');
    const statsOf = async () =>
      Number(/cmdstat_set:.*rejected_calls=(\d+)/.exec(await filler.info('commandstats'))?.[1] ?? 0);
    const rejectedAtStart = await statsOf();
    const during = await ask(60);
    // The instances' probes are refused too, several times each, and that is still one outage.
    await expect.poll(statsOf, { timeout: 10_000 }).toBeGreaterThanOrEqual(rejectedAtStart + 6);
    for (const instance of instances) expect(instance.outages()).toBe(1);
    for (const instance of instances) expect(instance.recoveries()).toBe(0);
    await filler.config('SET', 'maxmemory', '0');
    await expect.poll(() => instances.map((instance) => instance.recoveries()), { timeout: 10_000 }).toEqual([1, 1]);
    const after = await ask(40);
    expect([admitted(before), admitted(during), admitted(after)]).toEqual([10, 50, 0]);
    for (const instance of instances) expect(instance.log).toHaveLength(2);
    filler.disconnect();
  }, 30_000);

  it('under a saturated CPU: no outage, and the quota is exact', async () => {
    const { instances } = await twoInstances();
    // The event loop is held 150 ms at a time, more than the breaker's budget, all along.
    const hog = setInterval(() => {
      const until = performance.now() + 150;
      while (performance.now() < until);
    }, 5);
    try {
      const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => instances[i % 2]!.ask()));
      expect(admitted(statuses)).toBe(QUOTA);
      expect(statuses.filter((status) => status === 429)).toHaveLength(200 - QUOTA);
    } finally {
      clearInterval(hog);
    }
    for (const instance of instances) expect(instance.log).toEqual([]);
  }, 30_000);
});

describe('the quota when its Redis fails (refuse mode)', () => {
  it('refuses every request with a key while Redis is away, then counts on Redis again', async () => {
    const { redis, instances, ask } = await twoInstances([], 'refuse');
    const before = await ask(10);
    redis.pause();
    const during = await ask(20);
    redis.resume();
    await expect.poll(() => instances.map((instance) => instance.recoveries()), { timeout: 10_000 }).toEqual([1, 1]);
    const after = await ask(60);
    expect([admitted(before), admitted(during)]).toEqual([10, 0]);
    // The command each instance was waiting on when Redis hung ran once Redis went on: Redis
    // counted those two, which the instances had refused. An outage errs on refusing.
    expect(admitted(after)).toBeGreaterThanOrEqual(48);
    expect(admitted(after)).toBeLessThanOrEqual(50);
  }, 30_000);
});
