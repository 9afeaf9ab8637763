// A clone anywhere builds: the repository alone, with Node and npm, in a folder with no
// ../shared beside it and no apt-get or dpkg to call, installs, builds the same dist/ as this
// checkout's build, and serves a demo that shows a forecast in Chromium.
// It runs npm ci, a build and the demo server in the clone: minutes on a 2-core machine, so it
// is a file of its own that runs beside the others, reusing npm's cache.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/find-chromium.ts';
import { cloneWorkingTree } from './working-tree-clone.ts';

const root = resolve(import.meta.dirname, '../..');
const parent = mkdtempSync(join(tmpdir(), 'weather-clone-'));
const clone = join(parent, 'weather-widgets');
const shadowBin = join(parent, 'bin');
const shadowLog = join(parent, 'shadowed-calls.log');
// The tools a build once needed and must not need now: each stands in for the real one, fails, and leaves a note.
const SHADOWED = ['apt-get', 'apt', 'dpkg', 'dpkg-deb'];
// Where the build once looked for data outside the repository.
const OUTSIDE_DATA = ['WEATHER_CLIMATE_DIR', 'WEATHER_GEONAMES_LOCALE_DIR', 'WEATHER_DATA_DIR'];
const INSTANT = '2026-07-15T12:00:00Z';
// The stand-ins for apt-get and dpkg are shell scripts, and the server's process group a POSIX one.
const UNSUPPORTED =
  process.platform === 'win32'
    ? 'the stand-ins for apt-get and dpkg are shell scripts, which Windows does not run'
    : undefined;

/** The environment of a contributor's shell: no test runner's variables (NODE_ENV=test changes what Vite builds), no data from outside, the shadowing tools first. */
function cloneEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: [shadowBin, process.env.PATH ?? ''].join(delimiter) };
  for (const name of Object.keys(env))
    if (name === 'NODE_ENV' || name.startsWith('VITEST') || OUTSIDE_DATA.includes(name)) delete env[name];
  return env;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    cwd: clone,
    env: cloneEnv(),
    encoding: 'utf8',
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(
    result.status,
    `${command} ${args.join(' ')} failed:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
  ).toBe(0);
}

/** Every file under `dir`, by path, with its SHA-256. */
function hashTree(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hashes.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return hashes;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

/** Waits until `url` answers 200, or the server has exited, or `ms` have passed. */
async function answers(url: string, server: ChildProcess, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && server.exitCode === null) {
    const ok = await fetch(url).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((next) => setTimeout(next, 500));
  }
  return false;
}

let server: ChildProcess | undefined;

beforeAll(() => {
  if (UNSUPPORTED !== undefined) return;
  mkdirSync(shadowBin);
  for (const tool of SHADOWED) {
    const path = join(shadowBin, tool);
    writeFileSync(
      path,
      `#!/bin/sh\necho "${tool} $*" >> '${shadowLog}'\necho "${tool}: not available to this build" >&2\nexit 127\n`,
    );
    chmodSync(path, 0o755);
  }
  cloneWorkingTree(root, clone, parent);
}, 120_000);

afterAll(() => {
  // The server's process group: npm, tsx and the server itself.
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  rmSync(parent, { recursive: true, force: true });
}, 120_000);

describe.skipIf(UNSUPPORTED !== undefined)(
  UNSUPPORTED === undefined
    ? 'a fresh clone with no ../shared, apt-get or dpkg'
    : `a fresh clone (skipped: ${UNSUPPORTED})`,
  () => {
    it('runs npm ci && npm run build, and its dist/ is byte for byte the dist/ of this checkout', () => {
      expect(existsSync(join(parent, '..', 'shared')) || existsSync(join(parent, 'shared'))).toBe(false);
      expect(
        existsSync(join(root, 'dist', 'weather-widgets.js')),
        'this checkout has no dist/: npm test builds it before vitest (or run npm run build)',
      ).toBe(true);
      run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
      run('npm', ['run', 'build']);
      expect(existsSync(shadowLog) ? readFileSync(shadowLog, 'utf8') : '').toBe('');

      const built = hashTree(join(clone, 'dist'));
      const ours = hashTree(join(root, 'dist'));
      expect([...built.keys()].sort()).toEqual([...ours.keys()].sort());
      const differing = [...built].filter(([path, hash]) => ours.get(path) !== hash).map(([path]) => path);
      expect(differing).toEqual([]);
    }, 1_200_000);

    it('serves the demo with npm start, and a forecast shows in Chromium', async () => {
      expect(existsSync(join(clone, 'dist')), 'the build above did not run').toBe(true);
      const port = await freePort();
      // Its own process group, so that npm, tsx and the server end together.
      server = spawn('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1'], {
        cwd: clone,
        env: cloneEnv(),
        detached: true,
        stdio: 'ignore',
      });
      const url = `http://127.0.0.1:${port}/`;
      expect(await answers(url, server, 300_000), `npm start did not serve ${url}`).toBe(true);

      const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
      try {
        const context = await browser.newContext();
        await context.clock.setFixedTime(INSTANT);
        const page = await context.newPage();
        await page.goto(url);
        const forecast = page.locator('weather-forecast#forecast');
        await forecast.locator('[aria-busy="false"]').waitFor({ timeout: 60_000 });
        const shown = (await forecast.locator('[part]').allInnerTexts()).join(' | ');
        expect(await forecast.locator('[part="error"]').count(), shown).toBe(0);
        expect(await forecast.locator('[part="place"]').first().innerText(), shown).toMatch(/Oslo/);
        expect(await forecast.locator('[part="current"]').first().innerText(), shown).toMatch(/-?\d+°/);
      } finally {
        await browser.close();
      }
    }, 600_000);
  },
);
