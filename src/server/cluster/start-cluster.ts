// A whole deployment on loopback: a quota Redis (noeviction), a cache Redis (maxmemory,
// allkeys-lru), N instances of `serve` and HAProxy in front, each on a free port. For
// `npm run cluster`, the load-balancer test and the cluster bench.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { haproxyConfig } from './haproxy-config.ts';

/** Options of {@link startCluster}. */
export interface ClusterOptions {
  /** Instances behind the balancer. Default 3. */
  instances?: number;
  /** The answer cache on its own Redis (--redis-cache). Default true. */
  redisCache?: boolean;
  /** The keys file every instance reads (--keys); default: the demo keys. */
  keysFile?: string;
  /** The balancer's port; 0 picks a free one. Default 0. */
  port?: number;
  /** More arguments for every instance, e.g. `--quota-on-outage refuse`. */
  instanceArgs?: readonly string[];
  /** HAProxy in front. Default true; without it `url` is the first instance's. */
  balancer?: boolean;
}

/** One running instance: its own URL, what it printed, and how to end it. */
export interface ClusterInstance {
  url: string;
  lines: string[];
  child: ChildProcess;
  /** Sends `signal` and waits for the process to end. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A running cluster. */
export interface Cluster {
  /** The balancer's base URL, e.g. `http://127.0.0.1:43121/v1`. */
  url: string;
  quotaRedis: string;
  cacheRedis: string | undefined;
  instances: ClusterInstance[];
  /** Ends everything it started. */
  stop(): Promise<void>;
}

/** The path of a program from PATH or the usual places; throws naming the Debian package. */
export function findProgram(name: string, debianPackage: string): string {
  const fromPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  const found = [fromPath, `/usr/sbin/${name}`, `/usr/bin/${name}`, `/usr/local/bin/${name}`].find(
    (path) => path !== '' && existsSync(path),
  );
  if (found === undefined)
    throw new Error(
      `${name}: not found; install Debian's ${debianPackage} package (apt-get install ${debianPackage}).`,
    );
  return found;
}

/** A port nothing listens on at this moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done()),
  );

async function waitFor(what: string, ready: () => Promise<boolean>, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`${what} ended at start (exit ${child.exitCode})`);
    if (await ready().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${what} did not become ready`);
}

async function startRedisServer(settings: string[]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    findProgram('redis-server', 'redis-server'),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...settings],
    { stdio: 'ignore' },
  );
  const { Redis } = await import('ioredis');
  const url = `redis://127.0.0.1:${port}`;
  await waitFor(
    `redis-server on ${port}`,
    async () => {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => {});
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } finally {
        probe.disconnect();
      }
    },
    child,
  );
  return { url, child };
}

function startInstance(args: string[], env: NodeJS.ProcessEnv): Promise<ClusterInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../cli.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const lines: string[] = [];
  const instance = new Promise<ClusterInstance>((done, fail) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        // Request lines are many under load: only the others are kept.
        if (!/^(GET|HEAD|OPTIONS|\(other method\)) /.test(line)) lines.push(line);
        const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(line)?.[1];
        if (url) done({ url, lines, child, kill: async (signal = 'SIGTERM') => (child.kill(signal), exited(child)) });
      });
    }
    child.once('exit', (code) => fail(new Error(`an instance ended at start (exit ${code}): ${lines.join(' | ')}`)));
  });
  return instance;
}

/** Starts the Redis servers, the instances and HAProxy; resolves once the balancer answers. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const { instances: count = 3, redisCache = true, keysFile, port = 0, instanceArgs = [], balancer = true } = options;
  const children: ChildProcess[] = [];
  try {
    const quota = await startRedisServer(['--maxmemory-policy', 'noeviction']);
    children.push(quota.child);
    const cache = redisCache
      ? await startRedisServer(['--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru'])
      : undefined;
    if (cache) children.push(cache.child);
    const env = {
      ...process.env,
      WEATHER_QUOTA_SECRET: process.env['WEATHER_QUOTA_SECRET'] || randomBytes(32).toString('hex'),
    };
    const args = [
      '--port',
      '0',
      '--redis',
      quota.url,
      ...(cache ? ['--redis-cache', cache.url] : []),
      ...(keysFile ? ['--keys', keysFile] : []),
      '--trust-proxy',
      '127.0.0.1',
      ...instanceArgs,
    ];
    const instances = await Promise.all(Array.from({ length: count }, () => startInstance(args, env)));
    children.push(...instances.map((instance) => instance.child));
    const started = { quotaRedis: quota.url, cacheRedis: cache?.url, instances, stop: () => stopAll(children) };
    if (!balancer) return { url: instances[0]!.url, ...started };

    const balancerPort = port || (await freePort());
    const dir = mkdtempSync(join(tmpdir(), 'weather-cluster-'));
    const configPath = join(dir, 'haproxy.cfg');
    writeFileSync(
      configPath,
      haproxyConfig({
        bind: `127.0.0.1:${balancerPort}`,
        servers: instances.map((instance) => new URL(instance.url).host),
      }),
    );
    const haproxy = spawn(findProgram('haproxy', 'haproxy'), ['-db', '-f', configPath], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(haproxy);
    const url = `http://127.0.0.1:${balancerPort}/v1`;
    await waitFor(
      'haproxy',
      async () => (await fetch(`${url}/forecast`, { method: 'OPTIONS' })).status === 204,
      haproxy,
    );
    return { url, ...started };
  } catch (error) {
    await stopAll(children);
    throw error;
  }
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  // The balancer first, so that no client is sent to an instance that is closing.
  for (const child of [...children].reverse()) {
    child.kill('SIGTERM');
    await Promise.race([exited(child), new Promise((done) => setTimeout(done, 5_000).unref())]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
