// Sustained load on the HTTP server with its production limits: 64 keep-alive
// connections for 60 s (WEATHER_BENCH_LOAD_SECONDS to shorten it), forecasts of 50 places under
// 1,000 keys so the rate limit is not what is measured. Prints throughput, p50/p99 latency and
// the count of 5xx answers, which must be zero.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { LOAD_QUERIES } from './load-queries.ts';
import { writeFigure } from './bench-report.ts';

const CONNECTIONS = 64;
const SECONDS = Number(process.env['WEATHER_BENCH_LOAD_SECONDS'] || 60);

async function startServer(): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'http-server.ts'), 'service'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((done, fail) => {
    child.stdout.once('data', (chunk: Buffer) => done(Number(chunk.toString().trim())));
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return { port, child };
}

function timedGet(agent: Agent, port: number, path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => done({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => done({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchLoad(): Promise<void> {
  const server = await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  try {
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          const run = next++;
          const { status, ms } = await timedGet(
            agent,
            server.port,
            `/v1/forecast?key=bench-${run % 1000}&${LOAD_QUERIES[run % LOAD_QUERIES.length]}`,
          );
          latencies.push(ms);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const serverErrors = [...statuses]
      .filter(([status]) => status >= 500 || status === 0)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `load (${CONNECTIONS} keep-alive connections, ${SECONDS} s, forecasts of ${LOAD_QUERIES.length} place × days mixes)`,
    );
    console.log(
      `  ${(latencies.length / elapsed).toFixed(0)} req/s; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
    console.log(
      `  statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status || 'failed'} × ${count}`)
        .join(', ')}; 5xx or failed: ${serverErrors}`,
    );
    writeFigure(
      'http',
      'load',
      `${serverErrors} 5xx or failed of ${latencies.length}`,
      `${(latencies.length / elapsed).toFixed(0)} req/s, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
  } finally {
    agent.destroy();
    server.child.kill();
  }
}
