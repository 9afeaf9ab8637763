// The page client of the npm package's ES modules, which an app's bundler builds into the app.
// `npm run build` swaps it in for page-client.ts, and writes the two placeholders below into the
// built chunk as literal `new Worker(new URL('…/worker.js', import.meta.url), { type: 'module' })`
// and `new URL('…/data/<file>', import.meta.url)` expressions: the one form Vite, webpack 5 and
// other bundlers follow to build the worker, with the app's own copy of the dependencies, and
// to copy the data files into the app's build.
import type { EmbeddedFileUrls } from './config.ts';
import { loadMainThreadHost } from './load-main-thread-host.ts';
import { createWeatherClient, type WeatherClient } from './weather-client.ts';

declare const __WEATHER_WIDGETS_MODULE_WORKER__: Worker;
declare const __WEATHER_WIDGETS_EMBEDDED_URLS__: EmbeddedFileUrls;

/** The client of a page that imports the package: a module worker, the data files wherever the app put them. */
export function createPageClient(): WeatherClient {
  return createWeatherClient({
    createWorker: () => __WEATHER_WIDGETS_MODULE_WORKER__,
    // The main-thread service is a chunk of its own, loaded only on a page where no worker starts.
    startMainThread: async () => (await loadMainThreadHost()).createServiceHost('memory'),
    defaultDataUrl: __WEATHER_WIDGETS_EMBEDDED_URLS__,
  });
}
