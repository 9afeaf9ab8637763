// Figures for the service core: handle() calls per second, from the cache and not.
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createEmbeddedSource } from '../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../src/sources/embedded/load-assets-from-disk.ts';
import { writeFigure } from './bench-report.ts';

/** Enough pro keys that the rate limit never refuses a benchmark request. */
export function benchKeys(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`bench-${i}`, 'pro']));
}

async function callsPerSecond(seconds: number, call: (run: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let runs = 0;
  while (performance.now() - started < seconds * 1000) await call(runs++);
  return runs / ((performance.now() - started) / 1000);
}

export async function benchService(): Promise<void> {
  const keys = benchKeys(1000);
  const source = createEmbeddedSource({ loadFile: loadAssetsFromDisk() });
  const service = createWeatherService({ source, keys });
  const key = (run: number) => `bench-${run % 1000}`;
  await service.handle('forecast', { key: 'bench-0', place: 'Paris' });

  const cached = await callsPerSecond(2, (run) =>
    service.handle('forecast', { key: key(run), place: 'Paris', days: '3', hourly: '24' }),
  );
  // Every call a new coordinate on a 0.1° land-and-sea grid: place lookup and weather from scratch.
  const uncached = await callsPerSecond(2, (run) =>
    service.handle('forecast', {
      key: key(run),
      lat: String(-60 + ((run * 7) % 1300) / 10),
      lon: String(-180 + ((run * 13) % 3600) / 10),
      days: '3',
      hourly: '24',
    }),
  );
  console.log('service');
  console.log(`  handle() forecast (3 days, 24 h), cached:   ${cached.toFixed(0)} calls/s`);
  console.log(`  handle() forecast (3 days, 24 h), uncached: ${uncached.toFixed(0)} calls/s`);
  writeFigure('service', 'cached', `${cached.toFixed(0)} calls/s`);
  writeFigure('service', 'uncached', `${uncached.toFixed(0)} calls/s`, `cached ${cached.toFixed(0)} calls/s`);
}
