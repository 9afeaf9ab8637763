// The page client of the development server and the tests' pages (src/components/index.ts
// imports it): its worker and its main-thread service hold the engine and the HTTP sources as
// chunks of the bundle.
import WeatherWorker from './worker.ts?worker&inline';
import { providePageClient } from '../../page-client/page-api.ts';
import { bundledLoaders } from '../../worker/bundled-loaders.ts';
import { createWeatherClient } from '../../page-client/weather-client.ts';

providePageClient(() =>
  createWeatherClient({
    createWorker: () => new WeatherWorker({ name: 'weather-widgets' }),
    startMainThread: async () => (await import('../../worker/service-host.ts')).createServiceHost('memory', bundledLoaders),
    defaultDataUrl: new URL(/* @vite-ignore */ './data/', import.meta.url).href,
  }),
);
