// Three instances behind HAProxy (npm run cluster's deployment, on loopback): one is killed
// (SIGKILL) in the middle of a load and no client sees an error, while a limited key is
// admitted exactly its quota; and each client's share is its own, seen through the balancer.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../src/server/cluster/start-cluster.ts';
import { ensureHaproxy } from '../../server/haproxy.ts';

const SHOP = 'https://shop.example';
const PRO_KEYS = Array.from({ length: 8 }, (_, i) => `lb-pro-${i}`);
const KEYS = {
  'lb-limited': 'free',
  'pk-lb': { tier: 'free', origins: [SHOP] },
  ...Object.fromEntries(PRO_KEYS.map((key) => [key, 'pro'])),
};
const PLACES = ['Oslo', 'Lima', 'Cairo', 'Perth', 'Quito', 'Tromsø'];
let cluster: Cluster;

beforeAll(async () => {
  ensureHaproxy();
  const keysFile = join(mkdtempSync(join(tmpdir(), 'weather-lb-')), 'keys.json');
  writeFileSync(keysFile, JSON.stringify(KEYS));
  cluster = await startCluster({ instances: 3, keysFile });
}, 60_000);
afterAll(async () => cluster?.stop(), 30_000);

function get(
  path: string,
  { agent, from, headers = {} }: { agent?: Agent; from?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const url = new URL(`${cluster.url}${path}`);
    const asked = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers,
        ...(agent ? { agent } : { agent: false }),
        ...(from ? { localAddress: from } : {}),
      },
      (reply) => {
        reply.resume();
        reply.on('end', () => resolve(reply.statusCode ?? 0));
        reply.on('error', () => resolve(0));
      },
    );
    // 0 stands for a client error: refused, reset, or cut off.
    asked.on('error', () => resolve(0));
    asked.end();
  });
}

describe('three instances behind HAProxy', () => {
  it('lose one instance mid-load with no client error, and admit a limited key exactly its quota', async () => {
    const TOTAL = 900;
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const statuses = { limited: new Map<number, number>(), other: new Map<number, number>() };
    let next = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        if (i === TOTAL / 3) killed = cluster.instances[1]!.kill('SIGKILL');
        const limited = i % 5 === 0;
        const key = limited ? 'lb-limited' : PRO_KEYS[i % PRO_KEYS.length]!;
        const status = await get(`/forecast?key=${key}&place=${PLACES[i % PLACES.length]}&days=${1 + (i % 3)}`, {
          agent,
        });
        const counts = limited ? statuses.limited : statuses.other;
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await killed;
    agent.destroy();
    expect(cluster.instances[1]!.child.signalCode).toBe('SIGKILL');
    // Every request was answered: 200, or 429 for the limited key past its quota.
    expect([...statuses.other]).toEqual([[200, (TOTAL * 4) / 5]]);
    expect(statuses.limited.get(200)).toBe(60);
    expect(statuses.limited.get(429)).toBe(TOTAL / 5 - 60);
    expect(statuses.limited.size).toBe(2);
  }, 120_000);

  it('counts each client apart by the address the balancer saw, whatever X-Forwarded-For the client sends', async () => {
    // Each request claims another network: believed, each would have a share of its own.
    const ask = (from: string, i: number) =>
      get('/geocode?key=pk-lb&place=Oslo', { from, headers: { Origin: SHOP, 'X-Forwarded-For': `10.${i}.0.1` } });
    const first = [];
    for (let i = 0; i < 20; i++) first.push(await ask('127.0.5.5', i));
    // A quarter of the free quota's 60, whatever address the client claimed each time.
    expect(first.filter((status) => status === 200)).toHaveLength(15);
    expect(first.filter((status) => status === 429)).toHaveLength(5);
    // A client in another network has its own share.
    const second = [];
    for (let i = 0; i < 5; i++) second.push(await ask('127.0.6.6', i));
    expect(second).toEqual(Array(5).fill(200));
  }, 60_000);
});
