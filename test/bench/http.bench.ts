// Requests per second of our HTTP server against a bare node:http server sending the very same
// bytes (the forecast's JSON, or its gzip), each in a child process, loaded from this process
// over keep-alive loopback. A second bare server sends our reply's whole head too (its 12 header
// fields against 2, 13 against 3 with gzip): the floor of the reply as ours writes it. The
// servers take turns in short slices, in an order that reverses each round, so that a machine
// whose load changes under the bench moves them alike; each round gives a ratio, and the median
// of the rounds is the figure.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { resolve } from 'node:path';
import { get, pathOf } from './http-client.ts';
import { percentile } from './stats.ts';
import { writeFigure } from './bench-report.ts';

const CONNECTIONS = 32;
const SLICE_SECONDS = 2;
const ROUNDS = 5;
/** The three servers of the HTTP benches (http-server.ts), each in its own process. */
export const KINDS = ['bare', 'bare-head', 'service'] as const;
type Kind = (typeof KINDS)[number];

interface BenchServer {
  port: number;
  child: ChildProcess;
}

async function startServer(kind: Kind): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'http-server.ts'), kind], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((done, fail) => {
    child.stdout!.once('data', (chunk: Buffer) => done(Number(chunk.toString().trim())));
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return { port, child };
}

async function requestsPerSecond(
  port: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<{ rps: number; ok: number; total: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = performance.now() + seconds * 1000;
  let total = 0;
  let ok = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const status = await get(agent, port, pathOf(total++), headers);
      if (status === 200) ok++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const rps = ok / ((performance.now() - started) / 1000);
  agent.destroy();
  return { rps, ok, total };
}

/** The child's CPU time so far, user and system, in microseconds. */
function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    child.once('message', (usage) => done((usage as NodeJS.CpuUsage).user + (usage as NodeJS.CpuUsage).system));
    child.send('cpu');
  });
}

/** Requests a second, and the server's CPU microseconds per request answered. */
async function measure(server: BenchServer, headers: Record<string, string>) {
  const before = await cpuMicros(server.child);
  const result = await requestsPerSecond(server.port, SLICE_SECONDS, headers);
  return { ...result, cpuPerRequest: ((await cpuMicros(server.child)) - before) / result.ok };
}

type Measure = Awaited<ReturnType<typeof measure>>;

/** "0.62 (0.55–0.70)": the median of the rounds' ratios, and their range. */
function summary(ratios: readonly number[]): string {
  return `${percentile(ratios, 50).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
}

export async function benchHttp(): Promise<void> {
  const servers = {} as Record<Kind, BenchServer>;
  for (const kind of KINDS) servers[kind] = await startServer(kind);
  try {
    for (const kind of KINDS) await requestsPerSecond(servers[kind].port, 2);
    console.log(
      `http (${CONNECTIONS} keep-alive connections, cached forecast, 3 days + 24 h; ${ROUNDS} rounds of ${SLICE_SECONDS} s a server, taking turns; bare node:http sends the same bytes)`,
    );
    for (const [coding, headers] of [
      ['identity', {}],
      ['gzip', { 'Accept-Encoding': 'gzip' }],
    ] as const) {
      const ratios = { rps: [] as number[], cpu: [] as number[], headRps: [] as number[], headCpu: [] as number[] };
      for (let round = 1; round <= ROUNDS; round++) {
        const order = round % 2 === 1 ? KINDS : [...KINDS].reverse();
        const got = {} as Record<Kind, Measure>;
        for (const kind of order) got[kind] = await measure(servers[kind], headers);
        const { bare, 'bare-head': head, service } = got;
        ratios.rps.push(service.rps / bare.rps);
        // Throughput as the CPU time allows it: the bare server's CPU per request over ours.
        ratios.cpu.push(bare.cpuPerRequest / service.cpuPerRequest);
        ratios.headRps.push(service.rps / head.rps);
        ratios.headCpu.push(head.cpuPerRequest / service.cpuPerRequest);
        const line = (m: Measure) => `${m.rps.toFixed(0)} req/s at ${m.cpuPerRequest.toFixed(0)} µs CPU`;
        console.log(
          `  ${coding} round ${round}: bare ${line(bare)}, bare with our head ${line(head)}, weather service ${line(service)} (${service.ok} of ${service.total} answered 200): ratio ${ratios.rps.at(-1)!.toFixed(2)}, by CPU ${ratios.cpu.at(-1)!.toFixed(2)}`,
        );
      }
      console.log(
        `  ${coding}: ours against bare, median (range) of ${ROUNDS} rounds: ratio ${summary(ratios.rps)}, by CPU per request ${summary(ratios.cpu)} (goal ≥ 0.8); against bare with our head: ratio ${summary(ratios.headRps)}, by CPU ${summary(ratios.headCpu)}`,
      );
      writeFigure(
        'http',
        coding,
        `${percentile(ratios.rps, 50).toFixed(2)}× / ${percentile(ratios.cpu, 50).toFixed(2)}×`,
        `bare node:http, taking turns; with our head ${percentile(ratios.headCpu, 50).toFixed(2)}× by CPU`,
      );
    }
  } finally {
    for (const kind of KINDS) servers[kind].child.kill();
  }
}
