// The example apps of examples/, each installed, built with its framework's tool from the packed
// package, served in production and used in Chromium (`npm run test:examples`).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/find-chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  projects: [{ name: 'examples' }],
  outputDir: '../../test-results/examples',
  // An app's install and build take minutes on a loaded two-core machine; its checks wait on
  // conditions within that.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  // Each app's tests run in order in one worker (serial describes); apps may share the two workers.
  fullyParallel: true,
  workers: Number(process.env.EXAMPLES_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: ensureChromium(), args: CHROMIUM_ARGS },
  },
});
