// Finds a Chromium that Playwright can drive, in this order: $CHROMIUM_PATH, one installed on the
// system, Playwright's own build (`npx playwright install chromium`). When there is none it tries
// to install Playwright's, then, as root on Debian, Debian's package; else it says what to install.
// Prints the path on stdout so that scripts and the Playwright config can use it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { installAdvice, installDebianPackages, runVisibly } from './debian-packages.ts';

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The first Chromium found: $CHROMIUM_PATH, a system install, or Playwright's own build. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, ...SYSTEM_CHROMIUMS];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? playwrightChromium();
}

/** Finds a Chromium, installing one if it can; throws saying what to install when none can be had. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  console.error('find-chromium: no Chromium on this machine; installing one.');
  if (runVisibly('find-chromium', 'npx', ['playwright', 'install', 'chromium'])) {
    const installed = playwrightChromium();
    if (installed) return installed;
  }
  if (installDebianPackages('find-chromium', ['chromium'])) {
    const installed = findChromium();
    if (installed) return installed;
  }
  const advice = installAdvice(
    {
      debian: 'apt-get install chromium',
      macos: 'brew install --cask chromium',
      windows: '`winget install Google.Chrome`',
    },
    'CHROMIUM_PATH',
  );
  throw new Error(
    `find-chromium: no Chromium could be found, and \`npx playwright install chromium\` could not download one; ${advice}`,
  );
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
