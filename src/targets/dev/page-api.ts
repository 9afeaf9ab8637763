// The page API of the development server and the tests' pages: its worker and its main-thread
// service hold the engine and the HTTP sources as chunks of the bundle.
import WeatherWorker from './worker.ts?worker&inline';
import { createPageApi } from '../../page-client/page-api.ts';
import { createWeatherClient } from '../../page-client/weather-client.ts';

/** The page's API; nothing starts before the first request. */
export const pageApi = createPageApi(() =>
  createWeatherClient({
    createWorker: () => new WeatherWorker({ name: 'weather-widgets' }),
    startMainThread: async () => (await import('./main-thread.ts')).createMainThreadHost(),
    defaultDataUrl: new URL(/* @vite-ignore */ './data/', import.meta.url).href,
  }),
);
