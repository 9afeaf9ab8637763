// Finds a Chromium that Playwright can drive, installing one when the machine has none:
// Playwright's own download where the network allows it, else Debian's package when root.
// Prints the path on stdout so that scripts and the Playwright config can use it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The first Chromium found: $CHROMIUM_PATH, a system package, or Playwright's own build. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, ...SYSTEM_CHROMIUMS];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? playwrightChromium();
}

function run(command: string, args: string[]): boolean {
  console.error(`find-chromium: running ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 }).status === 0;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Finds a Chromium, installing one if needed; throws with what was tried when none can be had. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  console.error('find-chromium: no Chromium on this machine; installing one.');
  if (run('npx', ['playwright', 'install', 'chromium'])) {
    const installed = playwrightChromium();
    if (installed) return installed;
  }
  if (isRoot() && run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    const installed = findChromium();
    if (installed) return installed;
  }
  const hint = isRoot() ? '' : ' (not root, so apt-get was not tried)';
  throw new Error(`find-chromium: no Chromium could be found or installed${hint}; set CHROMIUM_PATH to one.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  console.error(`find-chromium: using ${version} at ${path}`);
  console.log(path);
}

/** How the browser tests and the bench launch Chromium: headless, and kept from phoning home (there is no network here). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
