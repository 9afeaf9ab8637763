// The answer cache on Redis, shared by every server process: JSON values under a namespace,
// each expiring by itself. While Redis cannot be reached, answers are kept in this process's
// memory instead; nothing waits on Redis longer than one command's timeout.
import type { KeyValueStore } from '../../stores/key-value-store.ts';
import { createMemoryStore } from '../../stores/memory-store.ts';
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

/** A KeyValueStore on Redis that falls back to memory, call by call, while Redis is away. */
export function redisStore<V>(connection: RedisConnection, options: RedisStoreOptions): KeyValueStore<V> {
  const { client } = connection;
  const memory = createMemoryStore<V>({ maxEntries: options.memoryEntries ?? 2000 });
  client.defineCommand('weatherWidgetsCompareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET });
  const compareAndSet = (client as unknown as { weatherWidgetsCompareAndSet(key: string, expected: string, value: string, ttl: number): Promise<number> }).weatherWidgetsCompareAndSet.bind(client);
  const key = (name: string) => options.prefix + name;
  const parse = (text: string | null) => (text === null ? undefined : (JSON.parse(text) as V));

  async function attempt<T>(onRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    try {
      return await onRedis();
    } catch (error) {
      connection.failed(error);
      return inMemory();
    }
  }

  return {
    get: (name) => attempt(async () => parse(await client.get(key(name))), () => memory.get(name)),
    set: (name, value) => attempt(async () => void (await client.set(key(name), JSON.stringify(value), 'PX', options.maxAgeMs)), () => memory.set(name, value)),
    delete: (name) => attempt(async () => void (await client.del(key(name))), () => memory.delete(name)),
    update: (name, updater) =>
      attempt(
        async () => {
          for (let tries = 0; tries < UPDATE_ATTEMPTS; tries++) {
            const read = await client.get(key(name));
            const value = updater(parse(read));
            if ((await compareAndSet(key(name), read ?? '', JSON.stringify(value), options.maxAgeMs)) === 1) return value;
          }
          throw new Error(`redis: ${name} changed under ${UPDATE_ATTEMPTS} updates in a row`);
        },
        () => memory.update(name, updater),
      ),
  };
}
