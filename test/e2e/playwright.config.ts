import { defineConfig } from '@playwright/test';
import type { WeatherTestOptions } from '../../src/testing/index.ts';
import { SUITE_TIME } from './servers/suite-time.ts';
import { CHROMIUM_ARGS, ensureChromium } from './find-chromium.ts';
import { CDN_PORT, SITE_PORT, VITE_PORT as PORT } from './servers/ports.ts';

export default defineConfig<WeatherTestOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  projects: [
    { name: 'suite' },
    // The example of docs/testing.md, run as a site's own tests of its page would run.
    { name: 'docs', testDir: '../../docs/examples', use: { baseURL: `http://127.0.0.1:${SITE_PORT}/` } },
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
