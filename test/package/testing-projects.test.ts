// weather-widgets/testing as a QA engineer gets it: the packed package installed into a
// Playwright project of each module system (`npm init -y` makes a CommonJS one), whose spec
// imports the entry, chooses the weather and reads it back from a page with the script tag.
// Needs `npm run build` first (npm test runs it) and the npm cache that `npm ci` filled.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../src/build/serve-demo.ts';
import { ensureChromium } from '../e2e/find-chromium.ts';
import { installPackedApp } from './packed-app.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const CONFIG = `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  reporter: 'line',
  workers: 1,
  use: {
    baseURL: process.env.SITE_URL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] },
  },
});
`;

const SPEC = `import { clearFaults, expect, failAnswers, ForecastHarness, setWeather, test } from 'weather-widgets/testing';

test.use({ locale: 'en-GB' });

test('a snowy week, then a service that is down until cleared', async ({ page }) => {
  await setWeather(page, { scenario: 'snow' });
  await page.goto('/');
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady({ timeout: 60_000 });
  expect(await forecast.day(0).values()).toMatchObject({ high: -2, low: -7, description: 'Moderate snow fall' });
  await clearFaults(page);
  await failAnswers(page, { status: 'network' });
  await forecast.root.evaluate((element) => (element as HTMLElement & { refresh(): Promise<void> }).refresh());
  await expect(forecast.error).toContainText('Weather is unavailable right now.');
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><script src="/weather/weather-widgets.js" defer></script></head>
  <body><weather-forecast place="Oslo" loading="eager"></weather-forecast></body>
</html>
`;

describe('weather-widgets/testing in a Playwright project', () => {
  const folder = mkdtempSync(join(tmpdir(), 'weather-widgets-qa-'));
  let site: DemoServer | undefined;

  beforeAll(async () => {
    mkdirSync(join(folder, 'site'));
    writeFileSync(join(folder, 'site/index.html'), PAGE);
    site = await startDemoServer({ port: 0, dir: join(folder, 'site') });
  });

  afterAll(async () => {
    await site?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  for (const type of ['commonjs', 'module'] as const) {
    it(`runs a spec in a ${type} project`, async () => {
      const project = join(folder, type);
      installPackedApp(
        project,
        { 'playwright.config.ts': CONFIG, 'weather.spec.ts': SPEC },
        { dependencies: ['@playwright/test'], type },
      );
      // The site serves the script and its data folder from the installed package.
      cpSync(join(project, 'node_modules/weather-widgets/dist'), join(folder, 'site/weather'), {
        recursive: true,
        force: true,
      });
      const env = { ...process.env, SITE_URL: site!.url, CHROMIUM_PATH: ensureChromium(), CI: '' };
      let output: string;
      try {
        // Not execFileSync: the site is served from this process, which must keep answering.
        ({ stdout: output } = await promisify(execFile)('node', ['node_modules/@playwright/test/cli.js', 'test'], {
          cwd: project,
          env,
          encoding: 'utf8',
        }));
      } catch (error) {
        const failed = error as { stdout: string; stderr: string };
        throw new Error(`the ${type} project's spec failed:\n${failed.stdout}\n${failed.stderr}`, { cause: error });
      }
      expect(output).toMatch(/1 passed/);
    }, 600_000);
  }
});
