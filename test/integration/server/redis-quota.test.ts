// Several server instances, one quota: three `npm run serve` processes on one real
// redis-server for the quota and another for the cache, 200 concurrent requests with one free
// key spread over them; then the quota's Redis dies mid-run and comes back.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { quotaKeyName, QUOTA_PREFIX } from '../../../src/server/redis/redis-rate-limiter.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../../server/cli-process.ts';
import { startRedis, type TestRedis } from '../../server/redis-server.ts';

const KEYS = {
  'quota-key': 'free',
  'outage-key': 'free',
  'cache-key': 'pro',
  'cluster-key': 'free',
  'header-key': 'free',
};
let keysFile: string;
let redis: TestRedis;
let cacheRedis: TestRedis;
let instances: ReturnType<typeof startCli>[];
let bases: string[];
const QUOTA_SECRET = 'test-quota-secret-4e1f9a2c7b';
const env = { ...process.env, WEATHER_QUOTA_SECRET: QUOTA_SECRET };

beforeAll(async () => {
  [redis, cacheRedis] = await Promise.all([
    startRedis(),
    startRedis(['--maxmemory', '16mb', '--maxmemory-policy', 'allkeys-lru']),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'weather-keys-'));
  keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, JSON.stringify(KEYS));
  instances = [1, 2, 3].map(() =>
    startCli(['--port', '0', '--keys', keysFile, '--redis', redis.url, '--redis-cache', cacheRedis.url], env),
  );
  bases = await Promise.all(instances.map((instance) => instance.baseUrl()));
}, 60_000);

afterAll(async () => {
  for (const instance of instances ?? []) instance.child.kill('SIGTERM');
  await Promise.all((instances ?? []).map((instance) => instance.exited));
  await redis?.stop();
  await cacheRedis?.stop();
}, 30_000);

async function ask(base: string, key: string) {
  const response = await fetch(`${base}/geocode?key=${key}&place=Oslo`);
  await response.arrayBuffer();
  return {
    status: response.status,
    rateLimit: response.headers.get('RateLimit'),
    policy: response.headers.get('RateLimit-Policy'),
    retryAfter: response.headers.get('Retry-After'),
  };
}

describe('three instances on one Redis', () => {
  it('admit exactly the free quota of 60 of 200 concurrent requests, and refuse 140 with RateLimit and Retry-After', async () => {
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => ask(bases[i % 3]!, 'quota-key')));
    const admitted = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(admitted).toHaveLength(60);
    expect(refused).toHaveLength(140);
    for (const reply of replies) expect(reply.policy).toBe('"minute";q=60;w=60');
    // Each admitted request saw a different count left: 59 down to 0, whichever instance answered it.
    const remaining = admitted.map((reply) => Number(/r=(\d+)/.exec(reply.rateLimit!)![1])).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
    for (const reply of refused) {
      expect(reply.rateLimit).toMatch(/^"minute";r=0;t=\d+$/);
      const wait = Number(reply.retryAfter);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(61);
      expect(reply.rateLimit).toBe(`"minute";r=0;t=${wait}`);
    }
  });

  it("count every request whose X-Request-ID a client wrote itself: only a trusted balancer's id is believed", async () => {
    const replies = [];
    for (const base of bases) {
      const response = await fetch(`${base}/geocode?key=header-key&place=Oslo`, {
        headers: { 'X-Request-ID': 'the-same-id-every-time' },
      });
      await response.arrayBuffer();
      replies.push(Number(/r=(\d+)/.exec(response.headers.get('RateLimit') ?? '')?.[1]));
    }
    expect(replies).toEqual([59, 58, 57]);
  });

  it('share one cache: an answer one instance computed is a hit at the others', async () => {
    const first = await fetch(`${bases[0]}/forecast?key=cache-key&place=Hobart&days=2`);
    expect(first.headers.get('Cache-Status')).toContain('fwd=miss');
    await first.arrayBuffer();
    for (const base of bases.slice(1)) {
      const again = await fetch(`${base}/forecast?key=cache-key&place=Hobart&days=2`);
      expect(again.headers.get('Cache-Status')).toMatch(/; hit; ttl=/);
      await again.arrayBuffer();
    }
  });

  it('keep answering while Redis is down, each counting in its own memory, log the outage once, and share the quota again once it is back', async () => {
    await redis.kill();
    const during = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(bases[i % 3]!, 'outage-key')));
    // Nothing crashed or failed: each instance admitted its 10 under its own count of 60.
    expect(during.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    for (const instance of instances) {
      await expect.poll(() => instance.errors.filter((line) => line.includes('is unreachable')).length).toBe(1);
      expect(instance.child.exitCode).toBeNull();
    }

    const restartedAt = performance.now();
    await redis.restart();
    const probe = new Redis(redis.url, { lazyConnect: true });
    await probe.connect();
    // Back on Redis: the quota key shows up there once an instance counts on it again.
    let recoveredMs = -1;
    for (let tries = 0; tries < 100 && recoveredMs < 0; tries++) {
      await ask(bases[tries % 3]!, 'outage-key');
      if ((await probe.keys(`${QUOTA_PREFIX}*`)).length > 0) recoveredMs = performance.now() - restartedAt;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`redis outage: counting returned to redis ${Math.round(recoveredMs)} ms after it restarted`);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    // The key is named by its HMAC with the servers' secret, never written in clear.
    expect((await probe.keys('*')).some((key) => key.includes('outage-key'))).toBe(false);
    expect(await probe.keys(`${QUOTA_PREFIX}*`)).toContain(QUOTA_PREFIX + quotaKeyName('outage-key', QUOTA_SECRET));
    probe.disconnect();
    for (const instance of instances)
      await expect.poll(() => instance.errors.some((line) => line.includes('is back after'))).toBe(true);
  }, 30_000);
});

describe('--workers', () => {
  it('runs node:cluster workers on one port over the same quota, and stops them all on SIGTERM', async () => {
    const cli = startCli(['--port', '0', '--keys', keysFile, '--redis', redis.url, '--workers', '2'], env);
    try {
      await cli.nextLine(/listening on .*\(worker 1\)/);
      const base = /(http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(await cli.nextLine(/listening on .*\(worker 2\)/))![1]!;
      const statuses = await Promise.all(
        Array.from({ length: 100 }, () => ask(base, 'cluster-key').then((reply) => reply.status)),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(60);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    } finally {
      // A failed assertion must not leave the workers running.
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
  }, 30_000);
});

describe('the cache Redis', () => {
  it("must be another instance than the quota's, which must never evict", async () => {
    const cli = startCli(['--port', '0', '--keys', keysFile, '--redis', redis.url, '--redis-cache', redis.url], env);
    expect(await cli.exited).toBe(2);
    expect(cli.errors.join('\n')).toContain('--redis-cache must be another Redis than --redis');
  });
});

describe('the quota secret', () => {
  it('is required with --redis, so that no instance names quotas by a plain hash', async () => {
    const cli = startCli(['--port', '0', '--keys', keysFile, '--redis', redis.url], {
      ...process.env,
      WEATHER_QUOTA_SECRET: '',
    });
    expect(await cli.exited).toBe(2);
    expect(cli.errors.join('\n')).toContain('--redis needs WEATHER_QUOTA_SECRET');
  });
});
