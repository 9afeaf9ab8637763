// Pages that are not secure contexts, in each engine: a site on plain HTTP (no crypto.subtle) and
// forecasts in sandboxed frames (an opaque origin: no storage either). Each shows its forecast, and
// a chunk of the world, or the SHA-256 module such a page loads, changed on the CDN is still
// refused there. One page holds every case.
import { SITE_PORT } from '../e2e/servers/ports.ts';
import { expect, test } from './fixtures.ts';
import { INSECURE_HOST } from './insecure-host.ts';
import { shownForecast, waitFor } from './page-conditions.ts';

/** What a frame of insecure-contexts.html says it is and shows (framed-forecast.html). */
interface FrameReport {
  secure: boolean;
  subtle: boolean;
  origin: string;
  busy?: string;
  place?: string;
  temperature?: string;
  error?: string;
}

const FRAMES = ['sandboxed', 'sandboxed-tampered', 'tampered', 'hash-tampered'] as const;

test('on a plain-HTTP page and in sandboxed frames, forecasts show and a changed chunk is refused', async ({ tab }) => {
  await tab.goto(`http://${INSECURE_HOST}:${SITE_PORT}/insecure-contexts.html`);
  const page = await tab.evaluate(() => ({ secure: isSecureContext, subtle: !!globalThis.crypto?.subtle }));
  expect(page, 'the page is not a secure context').toEqual({ secure: false, subtle: false });
  const shown = await waitFor(tab, 'the forecast for Oslo on the page', shownForecast, '#forecast');
  expect(shown.place).toBe('Oslo');
  expect(shown.temperature).toMatch(/^-?\d+°C$/);

  const reports = await waitFor(
    tab,
    'every frame showing a forecast or an error',
    (names) => {
      const all = (window as unknown as { reports: Record<string, FrameReport> }).reports;
      const done = names.every((name) => all[name]?.busy === 'false' && (all[name]?.temperature || all[name]?.error));
      return done ? all : undefined;
    },
    [...FRAMES],
  );
  for (const frame of FRAMES) expect(reports[frame], frame).toMatchObject({ secure: false, subtle: false });
  expect(reports.sandboxed!.origin).toBe('null');
  expect(reports['sandboxed-tampered']!.origin).toBe('null');
  expect(reports.sandboxed).toMatchObject({ place: 'Oslo', temperature: expect.stringMatching(/^-?\d+°C$/) });
  for (const frame of ['sandboxed-tampered', 'tampered', 'hash-tampered'] as const) {
    // Nothing shown (WebDriver gives a missing value as null).
    expect(reports[frame]!.temperature ?? undefined, frame).toBeUndefined();
    expect(reports[frame]!.error, frame).toContain('is not the file this build pinned');
    expect(reports[frame]!.error, frame).not.toContain('Retry');
  }
  // The SHA-256 module itself, which such a page loads before it can check any other file.
  expect(reports['hash-tampered']!.error).toMatch(/sha256-[0-9a-f]{8}\.js/);
});
