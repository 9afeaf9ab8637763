// Requests per second of our HTTP server against a bare node:http server answering a fixed
// JSON body, both in a child process, loaded from this process over keep-alive loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { BENCH_QUERY } from './http-bench-query.ts';

const CONNECTIONS = 32;
const SECONDS = 4;

async function startServer(kind: 'bare' | 'service'): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'http-server.ts'), kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((done, fail) => {
    child.stdout!.once('data', (chunk: Buffer) => done(Number(chunk.toString().trim())));
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return { port, child };
}

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

async function requestsPerSecond(port: number, path: (run: number) => string): Promise<{ rps: number; ok: number; total: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = performance.now() + SECONDS * 1000;
  let total = 0;
  let ok = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const status = await get(agent, port, path(total++));
      if (status === 200) ok++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const rps = ok / ((performance.now() - started) / 1000);
  agent.destroy();
  return { rps, ok, total };
}

export async function benchHttp(): Promise<void> {
  const bare = await startServer('bare');
  const ours = await startServer('service');
  try {
    const warm = (run: number) => `/v1/forecast?key=bench-${run % 1000}&${BENCH_QUERY}`;
    await requestsPerSecond(ours.port, warm);
    const baseline = await requestsPerSecond(bare.port, () => '/');
    const service = await requestsPerSecond(ours.port, warm);
    console.log(`http (${CONNECTIONS} keep-alive connections, ${SECONDS} s each, cached forecast, 3 days + 24 h)`);
    console.log(`  bare node:http, the same JSON fixed: ${baseline.rps.toFixed(0)} req/s`);
    console.log(`  weather service:                    ${service.rps.toFixed(0)} req/s (${service.ok} of ${service.total} answered 200)`);
    console.log(`  ratio: ${(service.rps / baseline.rps).toFixed(2)} (goal ≥ 0.5)`);
  } finally {
    bare.child.kill();
    ours.child.kill();
  }
}
