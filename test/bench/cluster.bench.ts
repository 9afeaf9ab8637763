// `npm run bench -- cluster`: the scale-out figures from one run. One instance with its memory
// cache, one with the cache on Redis, two on the Redis cache, and three behind HAProxy, all
// running side by side and loaded in turns (so that a noisy machine weighs on all alike). 64
// keep-alive connections, forecasts of 50 place × days mixes under 1,000 keys, and one request
// in 10 with a free key (60 a minute) whose admissions are counted: exactly 60 each time.
// WEATHER_BENCH_CLUSTER_SECONDS sets each deployment's measured time (default 12): all four
// stay within the limited keys' minute.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, type Cluster } from '../../src/server/cluster/start-cluster.ts';
import { percentile } from './stats.ts';
import { LOAD_QUERIES } from './load-queries.ts';
import { writeFigure } from './bench-report.ts';

const CONNECTIONS = 64;
const SECONDS = Number(process.env['WEATHER_BENCH_CLUSTER_SECONDS'] || 12);
const SLICES = 3;
const LIMITED = ['limited-memory', 'limited-redis', 'limited-two', 'limited-balanced'] as const;
const LIMIT = 60;

/** What a stretch of load saw. */
interface Tally {
  latencies: number[];
  seconds: number;
  serverErrors: number;
  failed: number;
  limitedAdmitted: number;
  limitedRefused: number;
}

const emptyTally = (): Tally => ({
  latencies: [],
  seconds: 0,
  serverErrors: 0,
  failed: 0,
  limitedAdmitted: 0,
  limitedRefused: 0,
});

function timedGet(agent: Agent, base: URL, path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((done) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: `${base.pathname}${path}`,
        agent,
        headers: { 'Accept-Encoding': 'br, gzip' },
      },
      (response) => {
        response.resume();
        response.on('end', () => done({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => done({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

/** `seconds` of load over `bases` in turn, added to `tally`; `limitedKey` is asked once in 10. */
async function drive(bases: readonly string[], seconds: number, limitedKey: string, tally: Tally): Promise<void> {
  const targets = bases.map((base) => new URL(base));
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const run = next++;
        const limited = run % 10 === 0;
        const key = limited ? limitedKey : `bench-${run % 1000}`;
        const { status, ms } = await timedGet(
          agent,
          targets[run % targets.length]!,
          `/forecast?key=${key}&${LOAD_QUERIES[run % LOAD_QUERIES.length]}`,
        );
        tally.latencies.push(ms);
        if (status >= 500) tally.serverErrors += 1;
        if (status === 0) tally.failed += 1;
        if (limited && status === 200) tally.limitedAdmitted += 1;
        if (limited && status === 429) tally.limitedRefused += 1;
      }
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
  agent.destroy();
}

/** Every path asked once on each base: the caches hold them before anything is measured. */
async function warm(bases: readonly string[]): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  for (const base of bases)
    await Promise.all(LOAD_QUERIES.map((place) => timedGet(agent, new URL(base), `/forecast?key=bench-warm&${place}`)));
  agent.destroy();
}

const outagesIn = (cluster: Cluster) => {
  const lines = cluster.instances.flatMap((instance) =>
    instance.lines.filter((line) => line.includes('is unreachable')),
  );
  for (const outage of lines) console.log(`    ${outage}`);
  return lines.length;
};

function line(label: string, tally: Tally, outages: number): string {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const rate = tally.latencies.length / tally.seconds;
  return `  ${label.padEnd(36)} ${rate.toFixed(0).padStart(6)} req/s; p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms; 5xx ${tally.serverErrors}, failed ${tally.failed}; limited key admitted ${tally.limitedAdmitted} of ${tally.limitedAdmitted + tally.limitedRefused} (limit ${LIMIT}); redis outages logged ${outages}`;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** A deployment under test: how it is started, where its load goes, and what it saw. */
interface Setup {
  label: string;
  limitedKey: string;
  cluster: Cluster;
  bases: string[];
  tally: Tally;
}

export async function benchCluster(): Promise<void> {
  const keysFile = join(mkdtempSync(join(tmpdir(), 'weather-bench-cluster-')), 'keys.json');
  writeFileSync(
    keysFile,
    JSON.stringify({
      'bench-warm': 'pro',
      ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`bench-${i}`, 'pro'])),
      ...Object.fromEntries(LIMITED.map((key) => [key, 'free'])),
    }),
  );
  console.log(
    `cluster (${CONNECTIONS} keep-alive connections, forecasts of ${LOAD_QUERIES.length} place × days mixes under 1,000 keys, 1 request in 10 on a key limited to ${LIMIT} a minute); load average at start ${load()}`,
  );

  // All four run side by side and take turns, a slice of load each, so that a noisy machine
  // weighs on all alike. The quota is on Redis for all: the first two differ only in the cache.
  const setups: Setup[] = [];
  try {
    const starts = [
      { label: '1 instance, memory cache', options: { instances: 1, redisCache: false, balancer: false } },
      { label: '1 instance, --redis-cache', options: { instances: 1, redisCache: true, balancer: false } },
      { label: '2 instances, --redis-cache', options: { instances: 2, redisCache: true, balancer: false } },
      { label: '3 instances behind haproxy', options: { instances: 3, redisCache: true, balancer: true } },
    ];
    for (const [index, { label, options }] of starts.entries()) {
      const cluster = await startCluster({ ...options, keysFile });
      const bases = options.balancer ? [cluster.url] : cluster.instances.map((instance) => instance.url);
      setups.push({ label, limitedKey: LIMITED[index]!, cluster, bases, tally: emptyTally() });
    }
    for (const setup of setups) await warm(setup.bases);
    for (let slice = 0; slice < SLICES; slice++) {
      for (const setup of setups) await drive(setup.bases, SECONDS / SLICES, setup.limitedKey, setup.tally);
    }
    for (const setup of setups) console.log(line(setup.label, setup.tally, outagesIn(setup.cluster)));
    const rate = (setup: Setup) => setup.tally.latencies.length / setup.tally.seconds;
    console.log(
      `  redis cache / memory cache, one instance: ${(rate(setups[1]!) / rate(setups[0]!)).toFixed(2)}× (interleaved, ${SLICES} slices each)`,
    );
    writeFigure(
      'cluster',
      'redisCache',
      `${(rate(setups[1]!) / rate(setups[0]!)).toFixed(2)}×`,
      `memory cache ${rate(setups[0]!).toFixed(0)} req/s, Redis cache ${rate(setups[1]!).toFixed(0)} req/s`,
    );
    writeFigure(
      'cluster',
      'admitted',
      setups.map((setup) => setup.tally.limitedAdmitted).join(', '),
      `limit ${LIMIT} a minute`,
    );
  } finally {
    for (const setup of setups) await setup.cluster.stop();
  }
  console.log(`  load average at end ${load()} (2 cores shared with the load generator and every other process)`);
}
