// A first climate chart against a first forecast on slow 4G, cold, each alone on the same page
// (bench-first-climate.html): the bytes the CDN sent for each and the time to real figures. The
// climate's goal is to cost no more bytes than the forecast.
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

async function firstShown(browser: Browser, element: 'climate' | 'forecast', run: string): Promise<FirstShown> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`http://127.0.0.1:${BENCH_SITE_PORT}/bench-first-climate.html?element=${element}&run=${run}`);
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

/** Prints a first climate chart's bytes and time against a first forecast's, measured in turns. */
export async function benchFirstClimate(browser: Browser): Promise<void> {
  const climate: FirstShown[] = [];
  const forecast: FirstShown[] = [];
  await firstShown(browser, 'climate', `climate-warmup-${Date.now()}`);
  for (let run = 0; run < RUNS; run += 1) {
    forecast.push(await firstShown(browser, 'forecast', `first-forecast-${Date.now()}-${run}`));
    climate.push(await firstShown(browser, 'climate', `first-climate-${Date.now()}-${run}`));
  }
  const p50 = (visits: FirstShown[], pick: (one: FirstShown) => number) => percentile(visits.map(pick), 50);
  const line = (name: string, visits: FirstShown[]) =>
    `  ${name}: ${p50(visits, (one) => one.ms).toFixed(0)} ms, ${kb(p50(visits, (one) => one.brotli))} in Brotli, ${kb(p50(visits, (one) => one.gzip))} in gzip (${visits[0]!.files})`;
  console.log(`slow 4G, cold, one element alone on the page, place="Oslo" (p50 of ${RUNS}, the two taking turns):`);
  console.log(line('a first forecast', forecast));
  console.log(line('a first climate chart', climate));
  const climateGzip = p50(climate, (one) => one.gzip);
  const forecastGzip = p50(forecast, (one) => one.gzip);
  console.log(`  the climate chart's bytes against the forecast's: ${ratio(climateGzip, forecastGzip)} in gzip`);
  writeFigure(
    'firstVisit',
    'climateBytes',
    kb(climateGzip),
    `a first forecast ${kb(forecastGzip)}: ${ratio(climateGzip, forecastGzip)}`,
  );
}
