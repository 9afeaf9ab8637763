// One connection to Redis for a server process, set to fail fast: a command while Redis is away
// rejects at once (no offline queue), and one that Redis does not answer within
// COMMAND_BUDGET_MS opens a circuit breaker (circuit-breaker.ts), so a request waits for Redis
// at most once, for that long. The client reconnects by itself. Each outage is logged once, and
// so is each recovery, with the outage's length.
import type { Redis } from 'ioredis';
import { messageOf } from '../../contract/message-of.ts';
import { circuitBreaker } from './circuit-breaker.ts';

/** How long one command may take before the server stops waiting for Redis. */
export const COMMAND_BUDGET_MS = 250;
// A backstop: ioredis fails a command after this. Its timer runs before Node reads the sockets,
// so a process held up this long would take a reply waiting to be read for a silent Redis: it is
// far past any budget, and the breaker (which reads first) judges Redis.
const COMMAND_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 1_000;
// Reconnection attempts back off to this, and an open breaker probes this often, so a returning
// Redis is found within it.
const RETRY_MS = 500;
const PROBE_KEY = 'weather-widgets:v2:probe';

/** What the quota does while its Redis is away (docs/server.md, "When Redis is unreachable"). */
export type QuotaOnOutage = 'share' | 'refuse';

/** A connected client behind a circuit breaker. */
export interface RedisConnection {
  /** Runs a command within the budget; rejects at once while Redis is known to be away. */
  run<T>(command: (client: Redis) => Promise<T>): Promise<T>;
  /** The client, for setup that is not a request's (defineCommand). */
  client: Redis;
  /** Calls `listener` each time Redis is back after an outage (the recovery's line is logged first). */
  onBack(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * Connects to `url` (`redis://host:port/db`). Never throws for an unreachable Redis: the server
 * starts and runs on its fallbacks until Redis answers. `log` gets one line per outage and per
 * recovery, never the URL's password; `role` says what this Redis holds.
 */
export async function connectRedis(
  url: string,
  role: 'quota' | 'cache',
  log: (line: string) => void = (line) => console.warn(line),
  quotaOnOutage: QuotaOnOutage = 'share',
): Promise<RedisConnection> {
  const meanwhile =
    role === 'quota'
      ? quotaOnOutage === 'refuse'
        ? 'requests with a key are refused'
        : "each key is admitted this instance's share of its quota"
      : "answers are cached in this process's memory";
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, RETRY_MS),
  });
  const where = redactedUrl(url);
  const backListeners: (() => void)[] = [];
  const breaker = circuitBreaker({
    budgetMs: COMMAND_BUDGET_MS,
    probeEveryMs: RETRY_MS,
    // A write, not a PING: a Redis at maxmemory answers PING but refuses the quota's writes, and
    // a PING would close the breaker only for the next write to open it again, twice a second.
    probe: () => client.set(PROBE_KEY, '1', 'PX', 60_000),
    onOpen: (reason) => log(`redis: ${where} (${role}) is unreachable (${reason}); ${meanwhile} until it returns`),
    onClose: (outageMs) => {
      log(`redis: ${where} (${role}) is back after ${(outageMs / 1000).toFixed(1)} s; the ${role} is shared again`);
      for (const listener of backListeners) listener();
    },
  });
  client.on('ready', () => breaker.reset());
  client.on('error', (error: Error) => breaker.trip(error.message));
  client.on('close', () => breaker.trip('connection closed'));
  await client.connect().catch((error: unknown) => breaker.trip(messageOf(error)));
  return {
    client,
    run: (command) => breaker.run(() => command(client)),
    onBack: (listener) => void backListeners.push(listener),
    close: async () => {
      breaker.stop();
      client.removeAllListeners('close');
      client.disconnect();
    },
  };
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'redis';
  }
}
