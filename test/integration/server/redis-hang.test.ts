// A Redis that hangs (SIGSTOP: its connections stay open, nothing answers) costs a request one
// command budget at most, then none while the circuit is open; each outage and each recovery
// is logged once, whichever of the two hangs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { COMMAND_BUDGET_MS } from '../../../src/server/redis/redis-connection.ts';
import { sharedStores } from '../../../src/server/redis/shared-stores.ts';
import { embedded } from '../../support/service-harness.ts';
import { startRedis, type TestRedis } from '../../server/redis-server.ts';

let quotaRedis: TestRedis;
let cacheRedis: TestRedis;

beforeAll(async () => {
  [quotaRedis, cacheRedis] = await Promise.all([startRedis(), startRedis()]);
}, 30_000);
afterAll(async () => {
  await quotaRedis?.stop();
  await cacheRedis?.stop();
});

describe('a hung Redis', () => {
  it('costs a request at most one budget for each Redis, and each outage and recovery is logged once', async () => {
    const log: string[] = [];
    const shared = await sharedStores(
      { quota: quotaRedis.url, cache: cacheRedis.url },
      'test-quota-secret-hang-5c0d',
      (line) => log.push(line),
    );
    const service = createWeatherService({
      source: embedded,
      keys: { 'hang-key': 'pro' },
      rateLimiter: shared.rateLimiter,
      cacheStore: shared.cacheStore!,
      onError: () => {},
    });
    let point = 0;
    // Each asks for a new point: a cache miss, so a quota script, two reads and two writes.
    const ask = async () => {
      point += 1;
      const started = performance.now();
      const reply = await service.handle('current', { key: 'hang-key', lat: String(10 + point / 10), lon: '-40' });
      return { status: reply.status, ms: performance.now() - started };
    };
    const outages = (role: string) => log.filter((line) => line.includes(`(${role}) is unreachable`)).length;
    const recoveries = (role: string) => log.filter((line) => line.includes(`(${role}) is back after`)).length;
    expect((await ask()).status).toBe(200);

    // The quota's Redis hangs, then the cache's, then both: three outages, each logged once.
    const hangs: TestRedis[][] = [[quotaRedis], [cacheRedis], [quotaRedis, cacheRedis]];
    const expected = { quota: 0, cache: 0 };
    for (const hung of hangs) {
      for (const redis of hung) redis.pause();
      if (hung.includes(quotaRedis)) expected.quota += 1;
      if (hung.includes(cacheRedis)) expected.cache += 1;
      // Twenty requests one after another: before the breaker each waited 500 ms per command
      // (3.5 s a request was measured), so this alone outran the test's time limit.
      const during = [];
      for (let i = 0; i < 20; i++) during.push(await ask());
      const times = during.map((reply) => reply.ms).sort((a, b) => a - b);
      const which = hung.map((redis) => (redis === quotaRedis ? 'quota' : 'cache')).join(' and ');
      console.log(
        `hung redis (${which}): 20 requests answered in ${times[10]!.toFixed(1)} ms (median), ${times.at(-1)!.toFixed(1)} ms at most (budget ${COMMAND_BUDGET_MS} ms a Redis)`,
      );
      expect(during.map((reply) => reply.status)).toEqual(Array(20).fill(200));
      expect({ quota: outages('quota'), cache: outages('cache') }).toEqual(expected);

      for (const redis of hung) redis.resume();
      await expect
        .poll(() => ({ quota: recoveries('quota'), cache: recoveries('cache') }), { timeout: 5_000 })
        .toEqual(expected);
      expect((await ask()).status).toBe(200);
    }
    expect(log).toHaveLength(8);
    await shared.close();
  }, 20_000);
});
