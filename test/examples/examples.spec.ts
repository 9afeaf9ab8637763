// Each example app as a developer gets it: installed from its lockfile with the packed package,
// built with its framework's tool, served in production, and used in Chromium: a forecast
// renders, a place chosen in the search by keyboard moves the forecast through the framework's
// own event binding, and the console stays clean. Each step's time is printed.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../../src/build/serve-demo.ts';
import { SUITE_TIME } from '../e2e/servers/suite-time.ts';
import { freePort, runIn, startServer, type AppServer } from './app-process.ts';
import { APPS, EXAMPLES, PACKED, type ExampleApp } from './example-apps.ts';

/** npm from the cache first: CI keeps the cache between runs; a package it lacks comes from the registry. */
const NPM_QUIET = ['--prefer-offline', '--no-audit', '--no-fund'];

/** Installs the app from its lockfile, then the packed package over the placeholder it names. */
async function install(dir: string): Promise<void> {
  await runIn(dir, ['npm', 'ci', ...NPM_QUIET]);
  // The lockfile pins the tarball's dependencies as they were when it was written; installing the
  // tarball again takes the ones it declares now, without rewriting the committed lockfile.
  await runIn(dir, ['npm', 'install', '--no-save', ...NPM_QUIET, PACKED]);
}

/** The console's errors and warnings, the page's uncaught errors and failed requests, from the first script on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  // The console's "Failed to load resource" names no URL: the failed response does.
  page.on(
    'response',
    (response) => response.status() >= 400 && problems.push(`${response.status()} ${new URL(response.url()).pathname}`),
  );
  page.on('pageerror', (error) => problems.push(error.message));
  page.on(
    'console',
    (message) => ['error', 'warning'].includes(message.type()) && problems.push(`${message.type()}: ${message.text()}`),
  );
  return problems;
}

/** The forecast's heading naming `place`. */
const forecastHeading = (page: Page, place: string) =>
  page.locator('weather-forecast').getByRole('heading', { name: place });

/** Types "Berl" into the search, chooses the first option by keyboard, and expects the forecast to follow. */
async function chooseBerlin(page: Page): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Find a place' });
  await input.pressSequentially('Berl', { delay: 40 });
  await expect(page.getByRole('option', { name: /Berlin/ }).first()).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(forecastHeading(page, 'Berlin')).toBeVisible();
}

/** What a development server always prints, whatever the page: React's and Lit's notices for developers. */
const DEV_ONLY_NOTICES = /\[HMR\] connected|Download the React DevTools|Lit is in dev mode/;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Serves the app's production build: its framework's server, or its static folder. */
async function serve(
  app: ExampleApp,
  dir: string,
): Promise<{ url: string; stop(): Promise<void>; server?: AppServer }> {
  if (app.start) {
    const port = await freePort();
    const server = await startServer(dir, app.start(port), `http://127.0.0.1:${port}/`);
    return { url: server.url, stop: () => server.stop(), server };
  }
  const server: DemoServer = await startDemoServer({ port: 0, dir: join(dir, app.staticDir!) });
  return { url: server.url, stop: () => server.close() };
}

for (const app of APPS) {
  test.describe(app.framework, () => {
    test.describe.configure({ mode: 'serial' });
    const dir = join(EXAMPLES, app.name);
    let served: Awaited<ReturnType<typeof serve>> | undefined;
    const times: string[] = [];

    test.beforeAll(async () => {
      let since = performance.now();
      await install(dir);
      times.push(`install ${seconds(since)}`);
      since = performance.now();
      await runIn(dir, ['npm', 'run', 'build']);
      times.push(`build ${seconds(since)}`);
      served = await serve(app, dir);
    });

    test.afterAll(async () => {
      await served?.stop();
      console.log(`examples: ${app.name}: ${times.join(', ')}`);
    });

    test("renders a forecast, and the search moves it through the framework's event binding", async ({ page }) => {
      const since = performance.now();
      const problems = watchConsole(page);
      await page.clock.setFixedTime(SUITE_TIME);
      await page.goto(served!.url);
      await expect(forecastHeading(page, 'Oslo')).toBeVisible();
      await chooseBerlin(page);
      expect(problems.filter((problem) => !app.knownProblems?.some((known) => known.test(problem)))).toEqual([]);
      times.push(`check ${seconds(since)}`);
    });

    if (app.name !== 'next-app') return;

    test('prerenders a page whose client module configures the Open-Meteo source at its top level', async () => {
      // `next build` above prerendered it (a failure there fails the build); the served HTML holds the element.
      const reply = await fetch(new URL('open-meteo', served!.url));
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('<weather-forecast');
    });

    test('shows no hydration issue in next dev', async ({ page }) => {
      const since = performance.now();
      await served?.stop();
      served = undefined;
      const port = await freePort();
      // `npm run dev` runs predev first: copy-data finds the world's folder up to date.
      const dev = await startServer(
        dir,
        ['npm', 'run', 'dev', '--', '--port', String(port), '--hostname', '127.0.0.1'],
        `http://127.0.0.1:${port}/`,
      );
      try {
        const problems = watchConsole(page);
        await page.clock.setFixedTime(SUITE_TIME);
        await page.goto(dev.url);
        await expect(forecastHeading(page, 'Oslo')).toBeVisible();
        await chooseBerlin(page);
        // The dev overlay's issue badge (in its open shadow root) appears with the first issue.
        await expect(page.locator('nextjs-portal [data-issues]')).toHaveCount(0);
        expect(problems.filter((problem) => !DEV_ONLY_NOTICES.test(problem))).toEqual([]);
        expect(dev.output()).toContain('weather-widgets: public/weather-data/ is up to date');
      } finally {
        await dev.stop();
      }
      times.push(`next dev ${seconds(since)}`);
    });

    test('builds with webpack as well as Turbopack, and the search moves the forecast there too', async ({ page }) => {
      const since = performance.now();
      // The data folder is public/'s, which Next serves whichever bundler built the app.
      await runIn(dir, ['npm', 'run', 'build', '--', '--webpack']);
      served = await serve(app, dir);
      const problems = watchConsole(page);
      await page.clock.setFixedTime(SUITE_TIME);
      await page.goto(served.url);
      await expect(forecastHeading(page, 'Oslo')).toBeVisible();
      await chooseBerlin(page);
      expect(problems).toEqual([]);
      times.push(`webpack build and check ${seconds(since)}`);
    });
  });
}
