// A first climate chart against a first forecast on slow 4G, cold, each alone on the same page
// (bench-first-climate.html): the bytes the CDN sent for each and the time to real figures, each
// element on its own script (weather-widgets-climate.js, weather-widgets-forecast.js, as a site
// owner with a page of one kind loads it) and on the script of both. The climate's goal is to cost
// no more bytes than the forecast on their own scripts.
import { loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { BENCH_SITE_PORT } from './bench-browser.ts';
import { ratio, writeFigure } from './bench-report.ts';
import { kindOf, throttle, transfers } from './slow-network.bench.ts';
import { percentile } from './stats.ts';

const RUNS = 3;
const TIMEOUT_MS = 120_000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface FirstShown {
  ms: number;
  brotli: number;
  gzip: number;
  files: string;
}

type Element = 'climate' | 'forecast';
/** The element's own script, or the script of both elements (which loads the climate's module after it). */
type Script = 'own' | 'both';

async function firstShown(browser: Browser, element: Element, script: Script, run: string): Promise<FirstShown> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(
      `http://127.0.0.1:${BENCH_SITE_PORT}/bench-first-climate.html?element=${element}&script=${script}&run=${run}`,
    );
    await page.waitForFunction(() => 'shown' in (window.benchMarks ?? {}), undefined, {
      timeout: TIMEOUT_MS,
      polling: 50,
    });
    const sent = await transfers(run);
    return {
      ms: await page.evaluate(() => window.benchMarks!['shown']!),
      brotli: sent.reduce((sum, file) => sum + file.bytes, 0),
      gzip: sent.reduce((sum, file) => sum + file.gzipBytes, 0),
      files: sent.map(({ file }) => kindOf(file)).join(', '),
    };
  } finally {
    await context.close();
  }
}

/** Prints a first climate chart's bytes and time against a first forecast's, on each script, measured in turns. */
export async function benchFirstClimate(browser: Browser): Promise<void> {
  const kinds = (['own', 'both'] as const).flatMap((script) =>
    (['forecast', 'climate'] as const).map((element) => ({ element, script, visits: [] as FirstShown[] })),
  );
  await firstShown(browser, 'climate', 'own', `climate-warmup-${Date.now()}`);
  for (let run = 0; run < RUNS; run += 1)
    for (const kind of kinds)
      kind.visits.push(
        await firstShown(browser, kind.element, kind.script, `first-${kind.element}-${Date.now()}-${run}`),
      );
  const p50 = (visits: FirstShown[], pick: (one: FirstShown) => number) => percentile(visits.map(pick), 50);
  const of = (element: Element, script: Script) =>
    kinds.find((kind) => kind.element === element && kind.script === script)!.visits;
  const line = (name: string, visits: FirstShown[]) =>
    `  ${name}: ${p50(visits, (one) => one.ms).toFixed(0)} ms, ${kb(p50(visits, (one) => one.brotli))} in Brotli, ${kb(p50(visits, (one) => one.gzip))} in gzip (${visits[0]!.files})`;
  console.log(
    `slow 4G, cold, one element alone on the page, place="Oslo" (p50 of ${RUNS}, the four kinds taking turns; load average ${loadavg()[0]!.toFixed(1)}):`,
  );
  const figures = { own: 'climateBytes', both: 'climateBytesBothScript' } as const;
  for (const script of ['own', 'both'] as const) {
    const scripts = script === 'own' ? "on the element's own script" : 'on the script of both elements';
    console.log(line(`a first forecast ${scripts}`, of('forecast', script)));
    console.log(line(`a first climate chart ${scripts}`, of('climate', script)));
    const climateGzip = p50(of('climate', script), (one) => one.gzip);
    const forecastGzip = p50(of('forecast', script), (one) => one.gzip);
    console.log(
      `  ${scripts}, the climate chart's bytes against the forecast's: ${ratio(climateGzip, forecastGzip)} in gzip`,
    );
    writeFigure(
      'firstVisit',
      figures[script],
      kb(climateGzip),
      `a first forecast ${kb(forecastGzip)}: ${ratio(climateGzip, forecastGzip)}`,
    );
  }
}
