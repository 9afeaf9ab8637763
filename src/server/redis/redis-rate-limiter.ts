// The quota on Redis, exact across any number of server processes: the same sliding minute of
// whole-second buckets as rate-limit.ts, run as one Lua script, which Redis runs atomically. The
// clock is Redis's own (TIME), one clock for every instance whatever their own clocks say.
//
// While Redis is away, each instance admits a key only up to its share of the quota (the quota
// divided by the instances seen on Redis in the last minute), counting what it admitted in the
// window itself, through Redis or not; or it refuses every request with a key. When Redis
// returns, what it admitted alone is added to Redis's counts, and, if Redis came back empty (a
// restart without persistence), what Redis had counted too (docs/server.md, "When Redis is
// unreachable").
import { createHmac, randomUUID } from 'node:crypto';
import { WINDOW_SECONDS, type RateLimitDecision, type RateLimiter } from '../../service/rate-limit.ts';
import { ownAdmissions, type Replay } from './own-admissions.ts';
import type { QuotaOnOutage, RedisConnection } from './redis-connection.ts';

// KEYS[1]: a hash of unix second → requests admitted in it; KEYS[2], when given: the marker of
// a request a balancer may send again (its id), set once the request is admitted. ARGV: quota,
// window in seconds. Returns { admitted (1|0), remaining, reset seconds, retry-after seconds
// (-1: none) }. A request whose marker is set was admitted already, on an instance that died
// before it answered: it is admitted again without being counted twice.
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
if KEYS[2] and redis.call('EXISTS', KEYS[2]) == 1 then
  local oldest = second
  if buckets[1] then oldest = buckets[1][1] end
  return { 1, math.max(0, quota - counted), expires_in(oldest), -1 }
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
if KEYS[2] then redis.call('SET', KEYS[2], 1, 'EX', window + 2) end
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

// KEYS[1]: the hash of a key's buckets. ARGV: window, then second, count pairs to add.
const REPLAY = `
for i = 2, #ARGV, 2 do
  redis.call('HINCRBY', KEYS[1], ARGV[i], tonumber(ARGV[i + 1]))
end
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1]) + 2)
return 1
`;

// KEYS[1]: the sorted set of instances by the second each was last seen. ARGV: this instance's
// id, how long an instance counts as seen. Returns how many were seen in that time.
const SEEN = `
local now = tonumber(redis.call('TIME')[1])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return redis.call('ZCARD', KEYS[1])
`;

// KEYS[1]: a token that lives as long as Redis's data. ARGV[1]: a new one, set if there is none.
const EPOCH = `
local epoch = redis.call('GET', KEYS[1])
if epoch then return epoch end
redis.call('SET', KEYS[1], ARGV[1])
return ARGV[1]
`;

const INSTANCES_KEY = 'weather-widgets:v2:instances';
const EPOCH_KEY = 'weather-widgets:v2:epoch';

/** Options of {@link redisRateLimiter}. */
export interface RedisRateLimiterOptions {
  /** While Redis is away: admit each instance's share of a key's quota, or refuse. Default `share`. */
  onOutage?: QuotaOnOutage;
  /** How often this instance tells Redis it is running. Default 5 s. */
  heartbeatMs?: number;
}

/** The limiter, and how to stop its heartbeat. */
export interface RedisRateLimiter extends RateLimiter {
  /** The instances seen on Redis in the last minute, this one included, as last read. */
  readonly instances: number;
  stop(): void;
}

type Admission = Promise<[number, number, number, number]>;
type Admit = (key: string, quota: number, window: number) => Admission;
type AdmitOnce = (key: string, marker: string, quota: number, window: number) => Admission;
type Script = (key: string, ...args: (string | number)[]) => Promise<unknown>;

/** Counts on Redis; while it is away, as `onOutage` says. */
export function redisRateLimiter(
  connection: RedisConnection,
  secret: string,
  options: RedisRateLimiterOptions = {},
): RedisRateLimiter {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH)
    throw new RangeError(`the quota secret must be a string of at least ${MIN_SECRET_LENGTH} characters`);
  const { onOutage = 'share', heartbeatMs = 5_000 } = options;
  const own = ownAdmissions();
  const id = randomUUID();
  let instances = 1;
  let epoch: string | undefined;
  let replaying: Promise<void> | undefined;
  const { client } = connection;
  client.defineCommand('weatherWidgetsAdmit', { numberOfKeys: 1, lua: ADMIT });
  client.defineCommand('weatherWidgetsAdmitOnce', { numberOfKeys: 2, lua: ADMIT });
  client.defineCommand('weatherWidgetsReplay', { numberOfKeys: 1, lua: REPLAY });
  client.defineCommand('weatherWidgetsSeen', { numberOfKeys: 1, lua: SEEN });
  client.defineCommand('weatherWidgetsEpoch', { numberOfKeys: 1, lua: EPOCH });
  const script = (name: string) => (client as unknown as Record<string, Script>)[name]!.bind(client);
  const commands = client as unknown as { weatherWidgetsAdmit: Admit; weatherWidgetsAdmitOnce: AdmitOnce };
  const admit = (name: string, quota: number, requestId: string | undefined) =>
    connection.run(() =>
      requestId === undefined
        ? commands.weatherWidgetsAdmit(name, quota, WINDOW_SECONDS)
        : commands.weatherWidgetsAdmitOnce(name, `${name}:request:${requestId}`, quota, WINDOW_SECONDS),
    );
  const names = new Map<string, string>();
  const nameOf = (key: string) => {
    let name = names.get(key);
    if (name === undefined) {
      name = QUOTA_PREFIX + quotaKeyName(key, secret);
      if (names.size >= 10_000) names.clear();
      names.set(key, name);
    }
    return name;
  };

  const heartbeat = () =>
    connection
      .run(() => script('weatherWidgetsSeen')(INSTANCES_KEY, id, WINDOW_SECONDS))
      .then(
        (seen) => void (instances = Math.max(1, Number(seen))),
        () => {},
      );
  void heartbeat();
  const beating = setInterval(() => void heartbeat(), heartbeatMs);
  beating.unref();

  // Whether Redis kept its data since this instance last looked: a token that goes with it.
  const readEpoch = async (): Promise<boolean> => {
    const now = String(await connection.run(() => script('weatherWidgetsEpoch')(EPOCH_KEY, randomUUID())));
    const lost = epoch !== undefined && now !== epoch;
    epoch = now;
    return lost;
  };
  void readEpoch().catch(() => {});

  // All keys at once: the client pipelines them, one round trip for the lot.
  async function writeBack(replay: Replay): Promise<void> {
    await Promise.all(
      [...replay].map(([key, amounts]) =>
        connection.run(() => script('weatherWidgetsReplay')(nameOf(key), WINDOW_SECONDS, ...amounts.flat())),
      ),
    );
  }

  // New requests wait for the write-back, so that none is counted against a window that lacks it.
  connection.onBack(() => {
    replaying ??= (async () => {
      const lost = await readEpoch().catch(() => false);
      const taken = own.takeReplay(Math.floor(Date.now() / 1000), lost);
      await writeBack(taken.replay).catch(() => taken.undo());
      void heartbeat();
    })().finally(() => (replaying = undefined));
  });

  function alone(key: string, quota: number, nowMs: number): RateLimitDecision {
    const second = Math.floor(nowMs / 1000);
    if (onOutage === 'refuse') return { admitted: false, quota, remaining: 0, resetSeconds: 1, retryAfterSeconds: 1 };
    const share = Math.max(1, Math.floor(quota / instances));
    const { count, oldest } = own.counted(key, second);
    if (count >= share) {
      const wait = Math.max(1, Math.ceil(oldest + WINDOW_SECONDS + 1 - nowMs / 1000));
      return { admitted: false, quota, remaining: 0, resetSeconds: wait, retryAfterSeconds: wait };
    }
    own.record(key, second, false);
    return {
      admitted: true,
      quota,
      remaining: share - count - 1,
      resetSeconds: Math.max(1, Math.ceil(oldest + WINDOW_SECONDS + 1 - nowMs / 1000)),
    };
  }

  return {
    async admit(key, quota, nowMs, requestId) {
      if (replaying) await replaying;
      let reply: [number, number, number, number];
      try {
        reply = await admit(nameOf(key), quota, requestId);
      } catch {
        // The connection has logged the outage.
        return alone(key, quota, nowMs);
      }
      const [admitted, remaining, resetSeconds, retryAfter] = reply;
      if (admitted === 1) own.record(key, Math.floor(nowMs / 1000), true);
      const decision: RateLimitDecision = { admitted: admitted === 1, quota, remaining, resetSeconds };
      return retryAfter >= 0 ? { ...decision, retryAfterSeconds: retryAfter } : decision;
    },
    get instances() {
      return instances;
    },
    stop: () => clearInterval(beating),
  };
}

/** The shortest secret accepted: 16 characters, about 96 bits from a random hex or base64 string. */
export const MIN_SECRET_LENGTH = 16;

/** The name of an API key's quota in Redis, after QUOTA_PREFIX. */
export function quotaKeyName(key: string, secret: string): string {
  return createHmac('sha256', secret).update(key).digest('base64url').slice(0, 22);
}
