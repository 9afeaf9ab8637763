// Opens the page-client test page and reads what reached the test upstream.
import type { Page } from '@playwright/test';
import type { ClientHarness } from './pages/client-page.ts';
import { CDN_PORT } from './servers/ports.ts';

declare global {
  interface Window {
    harness: ClientHarness;
    harnessReady: boolean;
  }
}

export async function openClientPage(page: Page): Promise<void> {
  await page.goto('/test/e2e/pages/client.html');
  await page.waitForFunction(() => window.harnessReady);
}

/** How the test upstream behaves: see the MODES of servers/second-origin.ts. */
export type UpstreamMode =
  'ok' | 'fail500' | 'garbage' | 'slow' | 'slowOnce' | 'limited' | 'limitedOnce' | 'hostile' | 'switch' | 'noUv';

/** A fresh run on the test upstream: its base URL in a given mode, and its request counts. */
export function upstreamRun(name: string) {
  const run = `${name}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    baseUrl: (mode: UpstreamMode = 'ok') => `http://127.0.0.1:${CDN_PORT}/upstream/${run}/${mode}/v1`,
    /** For the `switch` mode: the upstream answers 500 until `up()`. */
    async down(): Promise<void> {
      await fetch(`http://127.0.0.1:${CDN_PORT}/down/${run}`);
    },
    async up(): Promise<void> {
      await fetch(`http://127.0.0.1:${CDN_PORT}/up/${run}`);
    },
    async counts(): Promise<Record<string, number>> {
      return (await fetch(`http://127.0.0.1:${CDN_PORT}/counts/${run}`)).json() as Promise<Record<string, number>>;
    },
  };
}

/** The console warnings of a page (its workers' included), as they come. */
export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  return warnings;
}
