// One refresh of an answer for all instances on one cache Redis: a miss, or a stale answer, is
// loaded by the instance that takes the answer's lock; the others wait for the lock and then find
// the answer it stored (the cache reads the store again under the lock). A lock lives at most
// LOCK_MS, so an instance that dies holding one delays the others by that, once. While Redis
// cannot be reached, each instance loads on its own.
import { randomUUID } from 'node:crypto';
import type { Exclusive } from '../../service/exclusive.ts';
import type { RedisConnection } from './redis-connection.ts';

const LOCK_PREFIX = 'weather-widgets:v2:lock:';
const LOCK_MS = 5_000;
const POLL_MS = 20;

// Deletes the lock only if it is still this holder's.
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

type Release = (key: string, token: string) => Promise<number>;

/** An Exclusive over locks on `connection`'s Redis. */
export function redisExclusive(connection: RedisConnection): Exclusive {
  connection.client.defineCommand('weatherWidgetsRelease', { numberOfKeys: 1, lua: RELEASE });
  const release: Release = (...args) =>
    connection.run((client) =>
      (client as unknown as { weatherWidgetsRelease: Release }).weatherWidgetsRelease(...args),
    );
  return async (name, task) => {
    const key = LOCK_PREFIX + name;
    const token = randomUUID();
    const giveUpAt = Date.now() + LOCK_MS;
    let held = false;
    while (Date.now() < giveUpAt) {
      try {
        held = (await connection.run((client) => client.set(key, token, 'PX', LOCK_MS, 'NX'))) === 'OK';
      } catch {
        // Redis is away: nothing to share the load with.
        return task();
      }
      if (held) break;
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
    try {
      return await task();
    } finally {
      if (held) await release(key, token).catch(() => {});
    }
  };
}
