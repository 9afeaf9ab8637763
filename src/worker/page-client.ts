import WeatherWorker from './worker-entry.ts?worker&inline';
import { loadMainThreadHost } from './load-main-thread-host.ts';
import { createWeatherClient, type WeatherClient } from './weather-client.ts';

/**
 * The client of a real page: the worker is inlined (a blob: URL) so that it starts even when
 * our script is served from another origin, where `new Worker(url)` throws a SecurityError.
 */
export function createPageClient(defaultDataUrl: string): WeatherClient {
  return createWeatherClient({
    createWorker: () => new WeatherWorker({ name: 'weather-widgets' }),
    startMainThread: async () => (await loadMainThreadHost()).createServiceHost('memory'),
    defaultDataUrl,
  });
}
