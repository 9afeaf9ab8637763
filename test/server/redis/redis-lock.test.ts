// Two instances on one cache Redis, asked the same new question at the same moment: one of them
// computes it, the other reads what it stored; and a third instance with its own near cache
// answers from memory what it read once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { sharedStores } from '../../../src/server/redis/shared-stores.ts';
import { countingSource } from '../../support/service-harness.ts';
import { startRedis, type TestRedis } from '../redis-server.ts';

const SECRET = 'test-quota-secret-lock-3a9f0e';
let quotaRedis: TestRedis;
let cacheRedis: TestRedis;

beforeAll(async () => {
  [quotaRedis, cacheRedis] = await Promise.all([startRedis(), startRedis()]);
}, 30_000);
afterAll(async () => {
  await quotaRedis?.stop();
  await cacheRedis?.stop();
});

async function instance() {
  const shared = await sharedStores({ quota: quotaRedis.url, cache: cacheRedis.url }, SECRET, () => {});
  const { source, calls } = countingSource();
  const service = createWeatherService({
    source,
    keys: { 'lock-key': 'pro' },
    rateLimiter: shared.rateLimiter,
    cacheStore: shared.cacheStore!,
    exclusive: shared.exclusive!,
    onError: () => {},
  });
  return {
    shared,
    calls,
    ask: (lat: string) => service.handle('forecast', { key: 'lock-key', lat, lon: '12.5', days: '3' }),
  };
}

describe('the cache on Redis across instances', () => {
  it('computes an answer asked by two instances at once a single time', async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    try {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).ask('48.25')),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
      expect(first.calls.weather + second.calls.weather).toBe(1);
      // Every reply is the same answer.
      expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);

      // A third instance reads it from Redis once, then from its own memory: the same object.
      const third = await instance();
      const again = await Promise.all([third.ask('48.25'), third.ask('48.25')]);
      const later = await third.ask('48.25');
      expect(third.calls.weather).toBe(0);
      expect(later.body).toBe(again[0].body);
      await third.shared.close();
    } finally {
      await first.shared.close();
      await second.shared.close();
    }
  }, 30_000);
});
