// What the tests of apps built on the packed package share: `npm pack` installed offline into a
// throwaway app, Chromium, and pages opened with what a developer would look at (console
// problems, requests, workers).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startDemoServer } from '../../src/build/serve-demo.ts';
import { ensureChromium } from '../e2e/find-chromium.ts';
import { appManifests } from './app-lockfile.ts';

export const repo = resolve(import.meta.dirname, '../..');
/** The first answer decodes the embedded world: seconds on a loaded two-core machine. */
export const LOADED = { timeout: 60_000 };

export function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Packs the repository (after `npm run build`) into `app`, writes the app's files, and installs
 * the package with lit (or the dependencies named) from the npm cache that `npm ci` filled, in
 * an ES module project unless `type` says commonjs. Returns the packed files' paths.
 */
export function installPackedApp(
  app: string,
  files: Record<string, string>,
  options: { dependencies?: string[]; type?: 'module' | 'commonjs' } = {},
): string[] {
  mkdirSync(join(app, 'src'), { recursive: true });
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', app], repo)) as [
    { filename: string; files: { path: string }[] },
  ];
  const { packageJson, packageLock } = appManifests(
    repo,
    join(app, packed.filename),
    options.dependencies ?? ['lit'],
    options.type,
  );
  writeFileSync(join(app, 'package.json'), JSON.stringify(packageJson, null, 2));
  writeFileSync(join(app, 'package-lock.json'), JSON.stringify(packageLock, null, 2));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, name)), { recursive: true });
    writeFileSync(join(app, name), text);
  }
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], app);
  return packed.files.map((file) => file.path);
}

/** An app's build served over HTTP, and a Chromium to open it in. */
export interface ServedApp {
  browser: Browser;
  /** The server's base URL. */
  url: string;
  /** Stops both and removes `folder`, the app's temporary folder. */
  close(): Promise<void>;
}

export async function serveApp(built: string, folder: string): Promise<ServedApp> {
  const server = await startDemoServer({ port: 0, dir: built });
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  return {
    browser,
    url: server.url,
    async close() {
      await browser.close();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A page of the app, with the console's errors and warnings, the paths requested and the workers started. */
export async function openAppPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; problems: string[]; requests: string[]; workers: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.context().on('request', (request) => void requests.push(new URL(request.url()).pathname));
  await page.goto(url);
  return { page, problems, requests, workers };
}

/** Types `typed` into the page's search, chooses the first option named `place` by keyboard, and waits for the forecast to show it. */
export async function chooseInSearch(page: Page, typed: string, place: string): Promise<void> {
  const input = page.getByRole('combobox');
  await input.pressSequentially(typed, { delay: 40 });
  await page
    .getByRole('option', { name: new RegExp(place) })
    .first()
    .waitFor(LOADED);
  await input.press('ArrowDown');
  await input.press('Enter');
  await page.locator('weather-forecast').getByRole('heading', { name: place }).waitFor(LOADED);
}
