// A real redis-server for the tests, on a free loopback port, without persistence: the one
// $REDIS_SERVER_PATH names, else one on the PATH or in the usual places, else Debian's package
// installed as root on Debian (saying so), as the browser tests find or install Chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { installAdvice, installDebianPackages } from '../e2e/debian-packages.ts';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/opt/homebrew/bin/redis-server'];

function found(): string | undefined {
  const fromPath = spawnSync(
    process.platform === 'win32' ? 'where' : 'sh',
    process.platform === 'win32' ? ['redis-server'] : ['-c', 'command -v redis-server'],
    { encoding: 'utf8' },
  )
    .stdout?.split(/\r?\n/)[0]
    ?.trim();
  return [process.env['REDIS_SERVER_PATH'], fromPath, ...CANDIDATES].find(
    (path): path is string => !!path && existsSync(path),
  );
}

/** The path of a redis-server, installing Debian's package when the machine has none; throws saying what to install. */
export function ensureRedisServer(): string {
  const path = found();
  if (path) return path;
  console.error('redis-server: none on this machine.');
  if (installDebianPackages('redis-server', ['redis-server'])) {
    const installed = found();
    if (installed) return installed;
  }
  const advice = installAdvice(
    {
      debian: 'apt-get install redis-server',
      macos: 'brew install redis',
      windows: 'Redis has no Windows build: install it in WSL (`apt-get install redis-server`) or use Memurai',
    },
    'REDIS_SERVER_PATH',
  );
  throw new Error(`redis-server: none found; ${advice}`);
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
    child = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
        ...settings,
      ],
      { stdio: 'ignore' },
    );
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
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    restart: start,
    stop: async () => (signal('SIGCONT'), kill()),
  };
}
