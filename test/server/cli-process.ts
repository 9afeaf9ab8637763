// `npm run serve` as a real child process: its lines as they come, and its exit.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Starts src/server/cli.ts with `args`; stdout and stderr lines are collected. */
export function startCli(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.pattern.test(line))) waiter.resolve(line);
  });
  createInterface({ input: child.stderr }).on('line', (line) => errors.push(line));
  const nextLine = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) resolve(seen);
      else waiters.push({ pattern, resolve });
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** The base URL the server says it listens on. */
  const baseUrl = async () => /(http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(await nextLine(/listening on/))![1]!;
  return { child, lines, errors, nextLine, exited, baseUrl };
}
