// What a server process shares with the others on one Redis: the quota and the answer cache.
import type { CacheEntry } from '../../service/cache.ts';
import type { RateLimiter } from '../../service/rate-limit.ts';
import type { KeyValueStore } from '../../stores/key-value-store.ts';
import { connectRedis } from './redis-connection.ts';
import { redisRateLimiter } from './redis-rate-limiter.ts';
import { redisStore } from './redis-store.ts';

/** Cached answers older than this are gone from Redis; the service's own policies are all shorter for weather. */
const CACHE_MAX_AGE_MS = 2 * 24 * 3600_000;

/**
 * The shared quota and cache on the Redis at `url`; `close` ends the connection. `quotaSecret`
 * names the quotas (redis-rate-limiter.ts): every instance on one Redis must have the same.
 */
export async function sharedStores(url: string, quotaSecret: string, log?: (line: string) => void): Promise<{ rateLimiter: RateLimiter; cacheStore: KeyValueStore<CacheEntry>; close(): Promise<void> }> {
  const connection = await connectRedis(url, log);
  return {
    rateLimiter: redisRateLimiter(connection, quotaSecret),
    cacheStore: redisStore<CacheEntry>(connection, { prefix: 'weather-widgets:v1:cache:', maxAgeMs: CACHE_MAX_AGE_MS }),
    close: () => connection.close(),
  };
}
