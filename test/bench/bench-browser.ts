// The setting of the browser benches: the e2e tests' second origins (a "site" serving
// test/e2e/sites/ and a "CDN" serving dist/ under /cdn/) and one headless Chromium.
// The bench starts its own pair on ports of its own: a test run may hold the usual ports, and
// servers it started would stop with it, in the middle of the bench.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/find-chromium.ts';

/** The bench's "CDN" origin (see test/e2e/servers/second-origin.ts). */
export const BENCH_CDN_PORT = Number(process.env['WEATHER_BENCH_CDN_PORT'] || 5188);
/** The bench's "site" origin. */
export const BENCH_SITE_PORT = Number(process.env['WEATHER_BENCH_SITE_PORT'] || 5187);
/** The bare hello-world's origin, beside the widgets on the bench's pages ({{HELLO}} in them). */
export const BENCH_HELLO_PORT = Number(process.env['WEATHER_BENCH_HELLO_PORT'] || 5186);
/** The project's own server as the HTTP source of bench-http-source.html ({{HTTP_SOURCE}} in it). */
export const BENCH_HTTP_SOURCE_PORT = Number(process.env['WEATHER_BENCH_HTTP_SOURCE_PORT'] || 5189);

/** Starts the second-origin servers on the bench's ports; resolves to what stops them. */
async function startSecondOrigins(): Promise<() => void> {
  const env = {
    ...process.env,
    WEATHER_TEST_CDN_PORT: String(BENCH_CDN_PORT),
    WEATHER_TEST_SITE_PORT: String(BENCH_SITE_PORT),
    WEATHER_BENCH_HELLO_PORT: String(BENCH_HELLO_PORT),
    WEATHER_BENCH_HTTP_SOURCE_PORT: String(BENCH_HTTP_SOURCE_PORT),
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, '../e2e/servers/second-origin.ts')],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let listening = 0;
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      listening += chunk.toString().split('listening').length - 1;
      if (listening >= 2) done();
    });
    child.once('exit', (code) =>
      fail(
        new Error(
          `bench: the second-origin servers exited with ${code} (ports ${BENCH_CDN_PORT}, ${BENCH_SITE_PORT}: is another bench running?)`,
        ),
      ),
    );
  });
  return () => void child.kill();
}

/** Runs `work` with the second origins up and a headless Chromium; stops both afterwards. */
export async function withBrowserBench(work: (browser: Browser) => Promise<void>): Promise<void> {
  const stopServers = await startSecondOrigins();
  try {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    try {
      await work(browser);
    } finally {
      await browser.close();
    }
  } finally {
    stopServers();
  }
}
