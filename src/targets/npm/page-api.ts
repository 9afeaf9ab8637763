// The page API of the npm package's ES modules, which an app's bundler builds into the app (the
// package's entries import it; weather-widgets/api imports nothing else). `npm run build` writes
// the placeholder below into the built chunk as a literal
// `new Worker(new URL('…/worker.js', import.meta.url), { type: 'module' })` expression: the one
// form Vite, webpack 5 and other bundlers follow to build the worker, with the app's own copy of
// the dependencies. The embedded world's files are a folder the app serves itself: no bundler
// copies hundreds of files that no code names (they are found through the world's manifest), so
// the app copies dist/data/ to /weather-data/, or says where with dataUrl.
import { createPageApi } from '../../page-client/page-api.ts';
import { createWeatherClient } from '../../page-client/weather-client.ts';

declare const __WEATHER_WIDGETS_MODULE_WORKER__: Worker;

/** Where an app serves the embedded world's folder unless it configures dataUrl (docs/npm-package.md). */
const APP_DATA_FOLDER = '/weather-data/';

/** The page's API: a module worker, the data folder where the app serves it. Nothing starts before the first request. */
export const pageApi = createPageApi(() =>
  createWeatherClient({
    createWorker: () => __WEATHER_WIDGETS_MODULE_WORKER__,
    // The main-thread service is a chunk of its own, loaded only on a page where no worker starts.
    startMainThread: async () => (await import('./main-thread.ts')).createMainThreadHost(),
    defaultDataUrl: APP_DATA_FOLDER,
  }),
);
