import { defineConfig } from '@playwright/test';
import { ENGINE_NAMES } from '../engines/engine.ts';
import type { EngineOptions } from '../engines/fixtures.ts';
import { ensureEngines } from '../engines/find-engines.ts';
import type { WeatherTestOptions } from '../../src/testing/index.ts';
import { SUITE_TIME } from './servers/suite-time.ts';
import { CHROMIUM_ARGS, ensureChromium } from './find-chromium.ts';
import { CDN_PORT, SITE_PORT, VITE_PORT as PORT } from './servers/ports.ts';

// Installed here, once, before any worker starts: two workers must not run apt-get at once.
ensureEngines();

export default defineConfig<WeatherTestOptions, EngineOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  projects: [
    { name: 'suite' },
    // The example of docs/testing.md, run as a site's own tests of its page would run.
    { name: 'docs', testDir: '../../docs/examples', use: { baseURL: `http://127.0.0.1:${SITE_PORT}/` } },
    // The cross-engine suite (npm run test:engines): the same scenarios in each engine, driven
    // without Playwright's own browser builds, which cannot be downloaded everywhere. npm test runs
    // it after the Chromium suite, not beside it: two more browsers on a 2-core machine slowed the
    // suite's IndexedDB past its 1 s fallback, and three tabs then admitted 80 of a quota of 60.
    ...ENGINE_NAMES.map((engineName) => ({
      name: engineName,
      testDir: '../engines',
      testIgnore: 'compare-layouts.spec.ts',
      timeout: 90_000,
      use: { engineName },
    })),
    {
      name: 'engine-layouts',
      testDir: '../engines',
      testMatch: 'compare-layouts.spec.ts',
      dependencies: [...ENGINE_NAMES],
    },
  ],
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  webServer: [
    {
      command: `npx vite --host 127.0.0.1 --port ${PORT} --strictPort`,
      // Playwright starts the command beside this config; Vite must serve the project root.
      cwd: '../..',
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The other origins: the built script on a "CDN", an HTTP upstream, a site with a strict CSP.
      command: 'npx tsx servers/second-origin.ts',
      url: `http://127.0.0.1:${CDN_PORT}/counts/ready`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
  use: {
    // Every page's clock stands at one instant, so synthetic values are the same on any day.
    weatherTime: SUITE_TIME,
    baseURL: `http://127.0.0.1:${PORT}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: ensureChromium(),
      args: CHROMIUM_ARGS,
    },
  },
});
