// `npm run serve` as an operator runs it: a real process, a real port, a signal to stop.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCli } from './cli-process.ts';

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
    // The API's description, its examples real replies of the world this server serves.
    const described = await fetch(`${base}/openapi.json`);
    expect(described.status).toBe(200);
    const document = (await described.json()) as {
      paths: Record<
        string,
        { get: { responses: Record<string, { content?: Record<string, { examples?: object }> }> } }
      >;
    };
    const examples = document.paths['/forecast']!.get.responses['200']!.content!['application/json']!.examples!;
    expect(Object.values(examples)[0]).toMatchObject({ value: { location: { name: 'Oslo', iso2: 'NO' } } });

    const logLine = await cli.nextLine(/^GET /);
    expect(logLine).toMatch(/^GET \/v1\/current 200 \d+\.\dms$/);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(cli.lines.join('\n')).toContain('SIGTERM');
    expect(cli.lines.join('\n')).not.toContain('secret-operator-key');
  });

  it('refuses a port that is not a number, saying so', async () => {
    const cli = startCli(['--port', 'eighty']);
    expect(await cli.exited).toBe(2);
    expect(cli.errors.join('\n')).toContain('--port must be a whole number');
  });

  it('refuses an outage mode or a balancer address it does not know, naming the option', async () => {
    const mode = startCli(['--port', '0', '--quota-on-outage', 'open']);
    const proxy = startCli(['--port', '0', '--trust-proxy', 'balancer.local']);
    expect([await mode.exited, await proxy.exited]).toEqual([2, 2]);
    expect(mode.errors.join('\n')).toContain('--quota-on-outage must be share or refuse, not "open"');
    expect(proxy.errors.join('\n')).toContain('--trust-proxy must list IP addresses');
  });

  it("refuses --workers without --redis: each worker would admit a key's whole quota", async () => {
    const cli = startCli(['--port', '0', '--workers', '3'], { ...process.env, REDIS_URL: '' });
    expect(await cli.exited).toBe(2);
    expect(cli.errors.join('\n')).toContain('--workers 3 needs --redis');
  });

  it('refuses the public demo keys on a host other machines can reach, unless told to accept them', async () => {
    const cli = startCli(['--port', '0', '--host', '0.0.0.0']);
    expect(await cli.exited).toBe(2);
    expect(cli.errors.join('\n')).toContain('--host 0.0.0.0 can be reached from other machines');
    expect(cli.errors.join('\n')).toContain('--allow-demo-keys');
    const allowed = startCli(['--port', '0', '--host', '0.0.0.0', '--allow-demo-keys', '--data', '.data']);
    expect(await allowed.nextLine(/listening on/)).toContain('0.0.0.0');
    allowed.child.kill('SIGTERM');
    expect(await allowed.exited).toBe(0);
  });
});
