// `npm run serve -- --port 8787 [--host 127.0.0.1] [--keys keys.json] [--data .data]
//                   [--redis redis://127.0.0.1:6379] [--redis-cache redis://127.0.0.1:6380]
//                   [--workers N] [--allow-demo-keys]
//                   [--quota-on-outage share|refuse] [--trust-proxy 127.0.0.1,…]`
// Serves the weather service over HTTP from the embedded world: one process, or N node:cluster
// workers on one port. With --redis (or REDIS_URL) the quota lives in Redis, and with
// --redis-cache (or REDIS_CACHE_URL) the answer cache in a second Redis (docs/server.md),
// shared by every process and every instance on it.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { createWeatherService } from '../service/create-weather-service.ts';
import type { KeySettings } from '../service/tiers.ts';
import { createEmbeddedSource } from '../sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../sources/embedded/load-assets-from-disk.ts';
import { parseTrustedProxies } from './client-address.ts';
import { closeGracefully, createNodeServer, parsePort } from './node-adapter.ts';
import { documentWithExamples } from './openapi/reply-examples.ts';
import { MIN_SECRET_LENGTH } from './redis/redis-rate-limiter.ts';
import { sharedStores } from './redis/shared-stores.ts';
import { messageOf } from '../contract/message-of.ts';

const USAGE =
  'usage: serve [--port 8787] [--host 127.0.0.1] [--keys keys.json] [--data .data] [--redis redis://127.0.0.1:6379] [--redis-cache redis://127.0.0.1:6380] [--workers N] [--allow-demo-keys] [--quota-on-outage share|refuse] [--trust-proxy 127.0.0.1,…]';

// Hosts only this machine can reach: the demo keys are harmless there.
const isLoopback = (host: string): boolean => /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i.test(host);

function options() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      keys: { type: 'string' },
      data: { type: 'string' },
      redis: { type: 'string', default: process.env['REDIS_URL'] || undefined },
      'redis-cache': { type: 'string', default: process.env['REDIS_CACHE_URL'] || undefined },
      workers: { type: 'string' },
      'allow-demo-keys': { type: 'boolean', default: false },
      'quota-on-outage': { type: 'string', default: 'share' },
      'trust-proxy': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = parsePort(values.port, USAGE);
  const keys =
    values.keys === undefined
      ? undefined
      : (JSON.parse(readFileSync(values.keys, 'utf8')) as Record<string, KeySettings>);
  const workers =
    values.workers === undefined
      ? undefined
      : values.workers === 'auto'
        ? availableParallelism()
        : Number(values.workers);
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 1 && workers <= 256))
    throw new Error(`--workers must be a whole number 1–256 or auto, not "${values.workers}"\n${USAGE}`);
  // Each process counting its own quota would admit the key's quota once per process.
  if (workers !== undefined && workers > 1 && !values.redis)
    throw new Error(
      `--workers ${workers} needs --redis (or REDIS_URL): without a shared store each worker would admit a key's whole quota\n${USAGE}`,
    );
  for (const name of ['redis', 'redis-cache'] as const) {
    const url = values[name];
    if (url !== undefined && !/^rediss?:\/\//.test(url))
      throw new Error(`--${name} must be a redis:// or rediss:// URL\n${USAGE}`);
  }
  if (values['redis-cache'] !== undefined && values.redis === undefined)
    throw new Error(`--redis-cache needs --redis (or REDIS_URL) for the quota\n${USAGE}`);
  // One instance cannot both keep every quota and evict cached answers (docs/server.md, "Memory").
  if (values['redis-cache'] !== undefined && values['redis-cache'] === values.redis)
    throw new Error(
      `--redis-cache must be another Redis than --redis: the cache is bounded by evicting keys, which the quota must never be\n${USAGE}`,
    );
  // The quotas in Redis are named by an HMAC of each key: the instances share the secret.
  const quotaSecret = process.env['WEATHER_QUOTA_SECRET'] ?? '';
  const onOutage = values['quota-on-outage'];
  if (onOutage !== 'share' && onOutage !== 'refuse')
    throw new Error(`--quota-on-outage must be share or refuse, not "${onOutage}"\n${USAGE}`);
  const trustedProxies = parseTrustedProxies(values['trust-proxy'], USAGE);
  if (values.redis !== undefined && quotaSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `--redis needs WEATHER_QUOTA_SECRET, a random string of at least ${MIN_SECRET_LENGTH} characters, the same for every instance on that Redis (e.g. openssl rand -hex 32)\n${USAGE}`,
    );
  }
  // The demo keys are in every page of the docs: on a reachable host anyone could use them.
  if (keys === undefined && !isLoopback(values.host) && !values['allow-demo-keys']) {
    throw new Error(
      `--host ${values.host} can be reached from other machines, and without --keys the server accepts the public demo keys (demo, demo-standard, demo-pro): pass --keys keys.json, or --allow-demo-keys to accept them there\n${USAGE}`,
    );
  }
  return {
    port,
    host: values.host,
    keys,
    data: values.data,
    redis: values.redis,
    redisCache: values['redis-cache'],
    quotaSecret,
    workers,
    onOutage,
    trustedProxies,
  } as const;
}

async function serve(settings: ReturnType<typeof options>): Promise<void> {
  const { port, host, keys, data, redis, redisCache, quotaSecret, onOutage, trustedProxies } = settings;
  const shared =
    redis === undefined
      ? undefined
      : await sharedStores({ quota: redis, ...(redisCache ? { cache: redisCache } : {}) }, quotaSecret, undefined, {
          onOutage,
        });
  const source = createEmbeddedSource({ loadFile: loadAssetsFromDisk(data) });
  const service = createWeatherService({
    source,
    ...(keys ? { keys } : {}),
    ...(shared ? { rateLimiter: shared.rateLimiter } : {}),
    ...(shared?.cacheStore ? { cacheStore: shared.cacheStore } : {}),
    ...(shared?.exclusive ? { exclusive: shared.exclusive } : {}),
  });
  const server = createNodeServer(service, {
    log: (line) => console.log(line),
    trustedProxies,
    openApi: () => documentWithExamples(source),
  });

  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    const worker = cluster.isWorker ? ` (worker ${cluster.worker?.id})` : '';
    console.log(
      `weather service listening on http://${host}:${bound}/v1${worker}${shared ? `, quota on redis${shared.cacheStore ? ', cache on redis' : ''}` : ''} (try /v1/forecast?key=demo&place=Paris)`,
    );
  });

  const stop = (signal: string) => {
    console.log(`${signal}: closing; finishing requests in flight`);
    void closeGracefully(server)
      .then(() => shared?.close())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

// The primary only forks and watches: a worker that dies is replaced, a signal is passed on.
function superviseWorkers(count: number): void {
  for (let i = 0; i < count; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`serve: worker ${worker.id} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

try {
  const settings = options();
  if (cluster.isPrimary && settings.workers !== undefined && settings.workers > 1) superviseWorkers(settings.workers);
  else await serve(settings);
} catch (error) {
  console.error(messageOf(error));
  process.exitCode = 2;
}
