// Bounded memory on Redis: 5,000 `current` requests for distinct points, the answer cache on a
// Redis with `maxmemory` and `allkeys-lru`, the quota on another with `noeviction`, as
// docs/server.md says to run them. The cache's memory levels off at its bound and the quota
// loses nothing.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { quotaKeyName, QUOTA_PREFIX } from '../../../src/server/redis/redis-rate-limiter.ts';
import { sharedStores } from '../../../src/server/redis/shared-stores.ts';
import { embedded } from '../../support/service-harness.ts';
import { startRedis, type TestRedis } from '../../server/redis-server.ts';

const POINTS = 5_000;
const MAX_MEMORY = 8 * 1024 * 1024;
const SECRET = 'test-quota-secret-memory-91b2';
let quotaRedis: TestRedis;
let cacheRedis: TestRedis;

beforeAll(async () => {
  [quotaRedis, cacheRedis] = await Promise.all([
    startRedis(['--maxmemory-policy', 'noeviction']),
    startRedis(['--maxmemory', String(MAX_MEMORY), '--maxmemory-policy', 'allkeys-lru']),
  ]);
}, 30_000);
afterAll(async () => {
  await quotaRedis?.stop();
  await cacheRedis?.stop();
});

const usedMemory = async (probe: Redis) => Number(/used_memory:(\d+)/.exec(await probe.info('memory'))![1]);
const statOf = async (probe: Redis, name: string) =>
  Number(new RegExp(`${name}:(\\d+)`).exec(await probe.info('stats'))![1]);

describe('the answer cache on Redis', () => {
  it(`levels off at its maxmemory over ${POINTS.toLocaleString('en')} distinct points, and the quota on its own Redis loses nothing`, async () => {
    const shared = await sharedStores({ quota: quotaRedis.url, cache: cacheRedis.url }, SECRET, () => {});
    const service = createWeatherService({
      source: embedded,
      keys: { 'memory-key': 'pro' },
      rateLimiter: shared.rateLimiter,
      cacheStore: shared.cacheStore!,
      onError: () => {},
    });
    const cacheProbe = new Redis(cacheRedis.url);
    const quotaProbe = new Redis(quotaRedis.url);
    const baseline = await usedMemory(cacheProbe);
    const samples: { points: number; bytes: number }[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    // Distinct after snapping to 0.01°: i·0.37 mod 130 and i·0.73 mod 360 repeat together only every 13,000 steps.
    const point = (i: number) => ({
      lat: (-60 + ((i * 0.37) % 130)).toFixed(2),
      lon: (-180 + ((i * 0.73) % 360)).toFixed(2),
    });
    const askedAt: number[] = [];
    const asker = async () => {
      while (next < POINTS) {
        const i = next++;
        askedAt.push(Date.now());
        const { status } = await service.handle('current', { key: 'memory-key', ...point(i) });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if ((i + 1) % 500 === 0) samples.push({ points: i + 1, bytes: await usedMemory(cacheProbe) });
      }
    };
    await Promise.all(Array.from({ length: 4 }, asker));
    samples.sort((a, b) => a.points - b.points);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const firstPerEntry = (samples[0]!.bytes - baseline) / samples[0]!.points;
    console.log(
      `redis cache memory (maxmemory ${mb(MAX_MEMORY)} MB, allkeys-lru): ${mb(baseline)} MB empty; ${samples.map((s) => `${s.points}: ${mb(s.bytes)} MB`).join(', ')}; ${(firstPerEntry / 1024).toFixed(1)} KB per point before eviction; ${await statOf(cacheProbe, 'evicted_keys')} keys evicted`,
    );

    expect([...statuses]).toEqual([[200, POINTS]]);
    // Compact entries: a point (its place and its weather) was 57 KB as plain JSON.
    expect(firstPerEntry).toBeLessThan(12 * 1024);
    // Levelled off: the second half of the points added nothing beyond the bound.
    const half = samples.find((s) => s.points === POINTS / 2)!.bytes;
    for (const sample of samples.filter((s) => s.points > POINTS / 2)) {
      expect(sample.bytes).toBeLessThanOrEqual(MAX_MEMORY * 1.05);
      expect(sample.bytes).toBeLessThan(half * 1.1);
    }
    expect(await statOf(cacheProbe, 'evicted_keys')).toBeGreaterThan(0);
    // The quota lives elsewhere and nothing was evicted there: every request of the last minute is
    // counted (all 5,000 on a machine quick enough to ask them within it; older seconds leave the
    // window), once any outage a busy machine caused has been written back.
    expect(await statOf(quotaProbe, 'evicted_keys')).toBe(0);
    const recent = askedAt.filter((at) => at >= Date.now() - 55_000).length;
    const counted = async () =>
      (await quotaProbe.hvals(QUOTA_PREFIX + quotaKeyName('memory-key', SECRET))).reduce(
        (sum, count) => sum + Number(count),
        0,
      );
    await expect.poll(counted, { timeout: 10_000 }).toBeGreaterThanOrEqual(recent);
    expect(await counted()).toBeLessThanOrEqual(POINTS);
    cacheProbe.disconnect();
    quotaProbe.disconnect();
    await shared.close();
  }, 240_000);
});
