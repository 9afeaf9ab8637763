// The answer cache on Redis, shared by every server process: deflated JSON values under a
// namespace (compact-json.ts), each expiring by itself. While Redis cannot be reached, answers
// are kept in this process's memory instead; no command waits on Redis longer than its budget.
import type { KeyValueStore } from '../../stores/key-value-store.ts';
import { createMemoryStore } from '../../stores/memory-store.ts';
import { packJson, unpackJson } from './compact-json.ts';
import type { RedisConnection } from './redis-connection.ts';

/** Options of {@link redisStore}. */
export interface RedisStoreOptions {
  /** Key prefix, e.g. `weather-widgets:v1:cache:`. */
  prefix: string;
  /** Every entry expires this long after it was last written. */
  maxAgeMs: number;
  /** The fallback's size while Redis is away. Default 2,000. */
  memoryEntries?: number;
}

// Sets the value only if the stored one is still what the updater read: update() without WATCH.
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current == false and ARGV[1] == '') or current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0
`;
const UPDATE_ATTEMPTS = 8;

type CompareAndSet = (key: string, expected: Buffer | string, value: Buffer, ttl: number) => Promise<number>;

/** A KeyValueStore on Redis that falls back to memory, call by call, while Redis is away. */
export function redisStore<V>(connection: RedisConnection, options: RedisStoreOptions): KeyValueStore<V> {
  const memory = createMemoryStore<V>({ maxEntries: options.memoryEntries ?? 2000 });
  connection.client.defineCommand('weatherWidgetsCompareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET });
  const key = (name: string) => options.prefix + name;
  const read = (name: string) => connection.run((client) => client.getBuffer(key(name)));
  const compareAndSet: CompareAndSet = (...args) =>
    connection.run((client) =>
      (client as unknown as { weatherWidgetsCompareAndSet: CompareAndSet }).weatherWidgetsCompareAndSet(...args),
    );

  async function attempt<T>(onRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    try {
      return await onRedis();
    } catch {
      // The connection has logged the outage; this call is answered from memory.
      return inMemory();
    }
  }

  return {
    get: (name) =>
      attempt(
        async () => unpackJson<V>(await read(name)),
        () => memory.get(name),
      ),
    set: (name, value) =>
      attempt(
        async () => {
          const bytes = await packJson(value);
          await connection.run((client) => client.set(key(name), bytes, 'PX', options.maxAgeMs));
        },
        () => memory.set(name, value),
      ),
    delete: (name) =>
      attempt(
        async () => {
          await connection.run((client) => client.del(key(name)));
        },
        () => memory.delete(name),
      ),
    update: (name, updater) =>
      attempt(
        async () => {
          for (let tries = 0; tries < UPDATE_ATTEMPTS; tries++) {
            const stored = await read(name);
            const value = updater(await unpackJson<V>(stored));
            if ((await compareAndSet(key(name), stored ?? '', await packJson(value), options.maxAgeMs)) === 1)
              return value;
          }
          throw new Error(`redis: ${name} changed under ${UPDATE_ATTEMPTS} updates in a row`);
        },
        () => memory.update(name, updater),
      ),
  };
}
