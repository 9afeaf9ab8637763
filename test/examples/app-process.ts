// The commands the example tests run in an app's folder: npm and the frameworks' tools, as a
// developer runs them, and long-running servers stopped with everything they started.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

/** Next.js asks to phone home unless told not to; there is no network here. */
export const APP_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NG_CLI_ANALYTICS: 'false', CI: '1' };

/** Runs `command` in `cwd` to its end; rejects with its output when it fails. */
export async function runIn(cwd: string, command: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command[0]!, command.slice(1), {
      cwd,
      env: APP_ENV,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout + stderr;
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string };
    throw new Error(
      `${command.join(' ')} failed in ${cwd}:\n${failed.stdout ?? ''}${failed.stderr ?? failed.message}`,
      {
        cause: error,
      },
    );
  }
}

/** A port that was free a moment ago on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A server started in its own process group, so that stopping it stops npx and node beneath. */
export interface AppServer {
  url: string;
  /** What it printed, for the failure message of a test. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `command` in `cwd` and waits until `url` answers (any HTTP status), or fails naming its output. */
export async function startServer(
  cwd: string,
  command: string[],
  url: string,
  timeoutMs = 180_000,
): Promise<AppServer> {
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd,
    env: APP_ENV,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: AppServer = {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!stopped) process.kill(-child.pid!, 'SIGKILL');
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`${command.join(' ')} did not answer at ${url} within ${timeoutMs / 1000} s:\n${output}`);
}
