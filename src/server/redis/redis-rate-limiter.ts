// The quota on Redis, exact across any number of server processes: the same sliding minute of
// whole-second buckets as rate-limit.ts, run as one Lua script, which Redis runs atomically. The
// clock is Redis's own (TIME), one clock for every instance whatever their own clocks say.
import { createHmac } from 'node:crypto';
import { createMemoryStore } from '../../stores/memory-store.ts';
import { storeRateLimiter, WINDOW_SECONDS, type RateLimitDecision, type RateLimiter, type RateLimitState } from '../../service/rate-limit.ts';
import type { RedisConnection } from './redis-connection.ts';

// KEYS[1]: a hash of unix second → requests admitted in it. ARGV: quota, window in seconds.
// Returns { admitted (1|0), remaining, reset seconds, retry-after seconds (-1: none) }.
const ADMIT = `
local quota = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) + tonumber(time[2]) / 1000000
local second = math.floor(now)
local flat = redis.call('HGETALL', KEYS[1])
local buckets = {}
local counted = 0
for i = 1, #flat, 2 do
  local bucket = tonumber(flat[i])
  if bucket < second - window then
    redis.call('HDEL', KEYS[1], flat[i])
  else
    buckets[#buckets + 1] = { bucket, tonumber(flat[i + 1]) }
    counted = counted + tonumber(flat[i + 1])
  end
end
table.sort(buckets, function(a, b) return a[1] < b[1] end)
local function expires_in(bucket)
  return math.max(1, math.ceil(bucket + window + 1 - now))
end
if counted >= quota then
  local needed, freed, frees = counted - quota + 1, 0, buckets[#buckets][1]
  for _, entry in ipairs(buckets) do
    freed = freed + entry[2]
    if freed >= needed then frees = entry[1] break end
  end
  local wait = expires_in(frees)
  return { 0, 0, wait, wait }
end
redis.call('HINCRBY', KEYS[1], second, 1)
redis.call('EXPIRE', KEYS[1], window + 2)
local oldest = second
if buckets[1] then oldest = buckets[1][1] end
return { 1, quota - counted - 1, expires_in(oldest), -1 }
`;

/**
 * Where the quotas live in Redis. Each is named by an HMAC of its API key with the servers'
 * shared secret: no key is written there, and a copy of Redis cannot be searched for keys by
 * hashing guesses (a plain SHA-256 could).
 */
export const QUOTA_PREFIX = 'weather-widgets:v2:quota:';

/**
 * Counts on Redis. While Redis cannot be reached, each process counts in its own memory: the
 * quota then holds per process (N processes admit up to N × q a minute), rather than failing
 * open to no limit or closed to none served. Counting returns to Redis with its first answer.
 */
export function redisRateLimiter(connection: RedisConnection, secret: string): RateLimiter {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) throw new RangeError(`the quota secret must be a string of at least ${MIN_SECRET_LENGTH} characters`);
  const local = storeRateLimiter(createMemoryStore<RateLimitState>());
  connection.client.defineCommand('weatherWidgetsAdmit', { numberOfKeys: 1, lua: ADMIT });
  type Admit = (key: string, quota: number, window: number) => Promise<[number, number, number, number]>;
  const admit: Admit = (...args) => connection.run((client) => (client as unknown as { weatherWidgetsAdmit: Admit }).weatherWidgetsAdmit(...args));
  return {
    async admit(key, quota, nowMs) {
      try {
        const [admitted, remaining, resetSeconds, retryAfter] = await admit(QUOTA_PREFIX + quotaKeyName(key, secret), quota, WINDOW_SECONDS);
        const decision: RateLimitDecision = { admitted: admitted === 1, quota, remaining, resetSeconds };
        return retryAfter >= 0 ? { ...decision, retryAfterSeconds: retryAfter } : decision;
      } catch {
        // The connection has logged the outage; this request is counted here.
        return local.admit(key, quota, nowMs);
      }
    },
  };
}

/** The shortest secret accepted: 16 characters, about 96 bits from a random hex or base64 string. */
export const MIN_SECRET_LENGTH = 16;

/** The name of an API key's quota in Redis, after QUOTA_PREFIX. */
export function quotaKeyName(key: string, secret: string): string {
  return createHmac('sha256', secret).update(key).digest('base64url').slice(0, 22);
}
