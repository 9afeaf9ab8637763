// One connection to Redis for a server process, set to fail fast: a command while Redis is away
// rejects at once (no offline queue) or within COMMAND_TIMEOUT_MS, so a request never waits on
// it; the client reconnects by itself. An outage is logged once, and so is its end, with its length.
import type { Redis } from 'ioredis';
import { messageOf } from '../../contract/message-of.ts';

/** How long one command may take before the server stops waiting for Redis. */
export const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1_000;
// Reconnection attempts back off to this, so a returning Redis is found within it.
const MAX_RECONNECT_DELAY_MS = 500;

/** A connected client and what it knows of Redis's health. */
export interface RedisConnection {
  client: Redis;
  /** Whether the last command or connection attempt reached Redis. */
  readonly up: boolean;
  /** Tells the connection that a command failed (an outage it may not have noticed yet). */
  failed(error: unknown): void;
  close(): Promise<void>;
}

/**
 * Connects to `url` (`redis://host:port/db`). Never throws for an unreachable Redis: the server
 * starts and runs on its fallbacks until Redis answers. `log` gets one line per outage and per
 * recovery, never the URL's password.
 */
export async function connectRedis(url: string, log: (line: string) => void = (line) => console.warn(line)): Promise<RedisConnection> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  const where = redactedUrl(url);
  let up = false;
  let downSince: number | undefined;
  const down = (reason: string) => {
    if (downSince !== undefined) return;
    up = false;
    downSince = Date.now();
    log(`redis: ${where} is unreachable (${reason}); quotas are counted in this process and answers cached in its memory until it returns`);
  };
  client.on('ready', () => {
    up = true;
    if (downSince === undefined) return;
    log(`redis: ${where} is back after ${((Date.now() - downSince) / 1000).toFixed(1)} s; quotas and the cache are shared again`);
    downSince = undefined;
  });
  client.on('error', (error: Error) => down(error.message));
  client.on('end', () => down('connection closed'));
  client.on('close', () => up && down('connection closed'));
  await client.connect().catch((error: unknown) => down(messageOf(error)));
  return {
    client,
    get up() {
      return up;
    },
    failed: (error) => down(messageOf(error)),
    close: async () => {
      client.removeAllListeners('end');
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
