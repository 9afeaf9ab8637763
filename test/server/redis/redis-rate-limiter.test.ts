// A request a load balancer sends again, after the instance that admitted it died before it
// answered, carries the same id: the quota on Redis counts it once, and a request with another
// id, or none, is counted as always.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { sharedStores } from '../../../src/server/redis/shared-stores.ts';
import { countingSource } from '../../support/service-harness.ts';
import { startRedis, type TestRedis } from '../redis-server.ts';

const SECRET = 'test-quota-secret-once-5c2d81';
let redis: TestRedis;

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(async () => {
  await redis?.stop();
});

async function instance() {
  const shared = await sharedStores({ quota: redis.url }, SECRET, () => {});
  const service = createWeatherService({
    source: countingSource().source,
    keys: { 'once-key': 'free' },
    rateLimiter: shared.rateLimiter,
    onError: () => {},
  });
  const ask = async (requestId?: string) => {
    const reply = await service.handle('geocode', { key: 'once-key', place: 'Oslo' }, { requestId });
    return { status: reply.status, remaining: Number(/r=(\d+)/.exec(reply.headers.RateLimit ?? '')?.[1]) };
  };
  return { shared, ask };
}

describe('the quota on Redis, for a request sent again', () => {
  it('counts a request once however many instances it reaches, and refuses past the quota as always', async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    try {
      expect(await first.ask('balancer-id-1')).toEqual({ status: 200, remaining: 59 });
      // The same request, sent again to another instance: admitted, and nothing more counted.
      expect(await second.ask('balancer-id-1')).toEqual({ status: 200, remaining: 59 });
      // Requests with other ids, or none, each count.
      expect(await second.ask('balancer-id-2')).toEqual({ status: 200, remaining: 58 });
      expect(await first.ask()).toEqual({ status: 200, remaining: 57 });
      for (let i = 0; i < 57; i++) expect((await first.ask(`fill-${i}`)).status).toBe(200);
      expect((await second.ask('balancer-id-3')).status).toBe(429);
      // A request already admitted stays admitted when it comes again.
      expect((await first.ask('balancer-id-2')).status).toBe(200);
    } finally {
      await Promise.all([first.shared.close(), second.shared.close()]);
    }
  });
});
