import WeatherWorker from './worker-entry.ts?worker&inline';
import { loadMainThreadHost } from './load-main-thread-host.ts';
import { createWeatherClient, type WeatherClient } from './weather-client.ts';

/**
 * The client of a real page: the worker is inlined (a blob: URL) so that it starts even when
 * our script is served from another origin, where `new Worker(url)` throws a SecurityError.
 * The data files are in `data/` beside the script (the build defines import.meta.url as its URL).
 * The npm package's build swaps this module for page-client.module.ts.
 */
export function createPageClient(): WeatherClient {
  return createWeatherClient({
    createWorker: () => new WeatherWorker({ name: 'weather-widgets' }),
    startMainThread: async () => (await loadMainThreadHost()).createServiceHost('memory'),
    defaultDataUrl: new URL(/* @vite-ignore */ './data/', import.meta.url).href,
  });
}
