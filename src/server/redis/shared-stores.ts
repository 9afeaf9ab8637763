// What a server process shares with the others: the quota on one Redis and, when a second is
// named, the answer cache on that one. They are kept apart because they need opposite memory
// policies: the quota must never be evicted (`noeviction`), while the cache is bounded only by
// evicting its least used entries (`maxmemory` with `allkeys-lru`). Redis's maxmemory and its
// eviction apply to a whole instance, all its numbered databases together, so two databases of
// one instance would not do: docs/server.md, "Memory".
import type { CacheEntry } from '../../service/cache.ts';
import type { KeyValueStore } from '../../stores/key-value-store.ts';
import type { Exclusive } from '../../service/exclusive.ts';
import { nearCache } from './near-cache.ts';
import { connectRedis, type QuotaOnOutage } from './redis-connection.ts';
import { redisExclusive } from './redis-lock.ts';
import { redisRateLimiter, type RedisRateLimiter, type RedisRateLimiterOptions } from './redis-rate-limiter.ts';
import { redisStore } from './redis-store.ts';

/** Cached answers older than this are gone from Redis; the service's own policies are all shorter for weather. */
const CACHE_MAX_AGE_MS = 2 * 24 * 3600_000;
/** Answers each process keeps decoded in front of the cache Redis: as many as the memory cache holds. */
const NEAR_ENTRIES = 2000;

/** Where the shared state lives. */
export interface SharedStoreUrls {
  /** The quota's Redis. */
  quota: string;
  /** The answer cache's Redis; without one, each process caches in its own memory. */
  cache?: string;
}

/** How the quota behaves while its Redis is away, and how often an instance tells Redis it runs. */
export type SharedStoreOptions = RedisRateLimiterOptions & { onOutage?: QuotaOnOutage };

/**
 * The shared quota, and the shared cache where a cache Redis is named, with the locks that
 * make one instance load an answer the others then read (`exclusive`); `close` ends the
 * connections. `quotaSecret` names the quotas (redis-rate-limiter.ts): every instance on one
 * Redis must have the same.
 */
export async function sharedStores(
  urls: SharedStoreUrls,
  quotaSecret: string,
  log?: (line: string) => void,
  options: SharedStoreOptions = {},
): Promise<{
  rateLimiter: RedisRateLimiter;
  cacheStore?: KeyValueStore<CacheEntry>;
  exclusive?: Exclusive;
  close(): Promise<void>;
}> {
  const quota = await connectRedis(urls.quota, 'quota', log, options.onOutage);
  const cache = urls.cache === undefined ? undefined : await connectRedis(urls.cache, 'cache', log);
  const rateLimiter = redisRateLimiter(quota, quotaSecret, options);
  return {
    rateLimiter,
    ...(cache
      ? {
          cacheStore: nearCache(
            redisStore<CacheEntry>(cache, { prefix: 'weather-widgets:v2:cache:', maxAgeMs: CACHE_MAX_AGE_MS }),
            NEAR_ENTRIES,
          ),
          exclusive: redisExclusive(cache),
        }
      : {}),
    close: async () => {
      rateLimiter.stop();
      await quota.close();
      await cache?.close();
    },
  };
}
