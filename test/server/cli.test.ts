// `npm run serve` as an operator runs it: a real process, a real port, a signal to stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.pattern.test(line))) waiter.resolve(line);
  });
  const nextLine = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) resolve(seen);
      else waiters.push({ pattern, resolve });
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, nextLine, exited };
}

describe('the serve command', () => {
  it('names its URL, logs each request without the key, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'weather-keys-'));
    const keysFile = join(dir, 'keys.json');
    writeFileSync(keysFile, JSON.stringify({ 'secret-operator-key': 'standard' }));
    const cli = startCli(['--port', '0', '--host', '127.0.0.1', '--keys', keysFile, '--data', '.data']);

    const startLine = await cli.nextLine(/listening on/);
    const base = /(http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(startLine)![1]!;
    const response = await fetch(`${base}/current?key=secret-operator-key&place=Hobart`);
    expect(response.status).toBe(200);
    expect(response.headers.get('RateLimit-Policy')).toBe('"minute";q=600;w=60');
    await response.arrayBuffer();

    const logLine = await cli.nextLine(/^GET /);
    expect(logLine).toMatch(/^GET \/v1\/current 200 \d+\.\dms$/);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(cli.lines.join('\n')).toContain('SIGTERM');
    expect(cli.lines.join('\n')).not.toContain('secret-operator-key');
  });

  it('refuses a port that is not a number, saying so', async () => {
    const cli = startCli(['--port', 'eighty']);
    let errors = '';
    cli.child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    expect(await cli.exited).toBe(2);
    expect(errors).toContain('--port must be a whole number');
  });
});
