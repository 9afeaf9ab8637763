// A real redis-server for the tests, on a free loopback port, without persistence: found on the
// machine, or installed from Debian's packages when we are root (saying so), as the browser
// tests find or install Chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

function found(): string | undefined {
  const fromPath = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  return [process.env['REDIS_SERVER_PATH'], fromPath, ...CANDIDATES].find((path): path is string => !!path && existsSync(path));
}

/** The path of a redis-server, installing Debian's package when the machine has none. */
export function ensureRedisServer(): string {
  const path = found();
  if (path) return path;
  console.error('redis-server: none on this machine; installing Debian\'s redis-server package.');
  if (process.getuid?.() === 0) {
    const run = (args: string[]) => spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 }).status === 0;
    if (run(['update', '-qq']) && run(['install', '-y', '-qq', 'redis-server'])) {
      const installed = found();
      if (installed) return installed;
    }
  }
  throw new Error('redis-server: none found or installed (apt-get needs root); set REDIS_SERVER_PATH to one.');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.on('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.on('error', () => resolve(false));
  });
}

/** A running redis-server: its URL, and how to kill it (as an outage) and start it again on the same port. */
export interface TestRedis {
  url: string;
  port: number;
  /** SIGKILL: an outage, not a shutdown. */
  kill(): Promise<void>;
  /** SIGSTOP: a Redis that hangs with its connections open. */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /** Starts it again, empty, on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server on a free port; `settings` are more of its command-line options (`--maxmemory 8mb`). */
export async function startRedis(settings: string[] = []): Promise<TestRedis> {
  const binary = ensureRedisServer();
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', ...settings], { stdio: 'ignore' });
    for (let tries = 0; tries < 100; tries++) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  const signal = (name: NodeJS.Signals) => void child?.kill(name);
  return { url: `redis://127.0.0.1:${port}`, port, kill, pause: () => signal('SIGSTOP'), resume: () => signal('SIGCONT'), restart: start, stop: async () => (signal('SIGCONT'), kill()) };
}
