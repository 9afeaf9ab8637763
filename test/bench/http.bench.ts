// Requests per second of our HTTP server against a bare node:http server sending the very same
// bytes (the forecast's JSON, or its gzip), both in a child process, loaded from this process
// over keep-alive loopback: three runs each for identity and gzip, taking turns.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { BENCH_QUERY } from './http-bench-query.ts';

const CONNECTIONS = 32;
const SECONDS = 4;

async function startServer(kind: 'bare' | 'service'): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'http-server.ts'), kind], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const port = await new Promise<number>((done, fail) => {
    child.stdout!.once('data', (chunk: Buffer) => done(Number(chunk.toString().trim())));
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return { port, child };
}

function get(agent: Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

async function requestsPerSecond(port: number, path: (run: number) => string, headers: Record<string, string> = {}): Promise<{ rps: number; ok: number; total: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = performance.now() + SECONDS * 1000;
  let total = 0;
  let ok = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const status = await get(agent, port, path(total++), headers);
      if (status === 200) ok++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const rps = ok / ((performance.now() - started) / 1000);
  agent.destroy();
  return { rps, ok, total };
}

const RUNS = 3;

/** The child's CPU time so far, user and system, in microseconds. */
function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    child.once('message', (usage) => done((usage as NodeJS.CpuUsage).user + (usage as NodeJS.CpuUsage).system));
    child.send('cpu');
  });
}

/** Requests a second, and the server's CPU microseconds per request answered. */
async function measure(server: { port: number; child: ChildProcess }, path: (run: number) => string, headers: Record<string, string>) {
  const before = await cpuMicros(server.child);
  const result = await requestsPerSecond(server.port, path, headers);
  return { ...result, cpuPerRequest: ((await cpuMicros(server.child)) - before) / result.ok };
}

export async function benchHttp(): Promise<void> {
  const bare = await startServer('bare');
  const ours = await startServer('service');
  try {
    const warm = (run: number) => `/v1/forecast?key=bench-${run % 1000}&${BENCH_QUERY}`;
    await requestsPerSecond(ours.port, warm);
    console.log(`http (${CONNECTIONS} keep-alive connections, ${SECONDS} s each, cached forecast, 3 days + 24 h; bare node:http sends the same bytes)`);
    for (const [coding, headers] of [['identity', {}], ['gzip', { 'Accept-Encoding': 'gzip' }]] as const) {
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const baseline = await measure(bare, () => '/', headers);
        const service = await measure(ours, warm, headers);
        ratios.push(service.rps / baseline.rps);
        // Throughput as the CPU time allows it: bare's CPU per request over ours.
        cpuRatios.push(baseline.cpuPerRequest / service.cpuPerRequest);
        console.log(`  ${coding} run ${run}: bare ${baseline.rps.toFixed(0)} req/s at ${baseline.cpuPerRequest.toFixed(0)} µs CPU each, weather service ${service.rps.toFixed(0)} req/s at ${service.cpuPerRequest.toFixed(0)} µs (${service.ok} of ${service.total} answered 200): ratio ${ratios.at(-1)!.toFixed(2)}, by CPU ${cpuRatios.at(-1)!.toFixed(2)}`);
      }
      const range = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return `${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)}, median ${sorted[1]!.toFixed(2)}`;
      };
      console.log(`  ${coding}: ratio ${range(ratios)}; by CPU per request ${range(cpuRatios)} (goal ≥ 0.8)`);
    }
  } finally {
    bare.child.kill();
    ours.child.kill();
  }
}
