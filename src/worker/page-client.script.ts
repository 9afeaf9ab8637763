// The script tag's page client: the worker is a blob: URL of a bootstrap (it must start on the
// page's origin, and the script comes from a CDN's), which fetches the worker's code beside the
// script, checked against the pin the script holds for it. The data files are in `data/` beside
// the script (the build defines import.meta.url as its URL).
import { integrityOf } from '../integrity/pinned.ts';
import { SCRIPT_FILES } from '../integrity/script-files.ts';
import { loadMainThreadHost } from './load-main-thread-host.ts';
import { createWeatherClient, type WeatherClient } from './weather-client.ts';
import { workerBootstrapSource } from './worker-bootstrap.ts';

export function createPageClient(): WeatherClient {
  const code = new URL(SCRIPT_FILES.worker, import.meta.url).href;
  let bootstrap: string | undefined;
  return createWeatherClient({
    createWorker: () => {
      bootstrap ??= URL.createObjectURL(new Blob([workerBootstrapSource(code, integrityOf(SCRIPT_FILES.integrity, code) ?? '')], { type: 'text/javascript' }));
      return new Worker(bootstrap, { name: 'weather-widgets' });
    },
    startMainThread: async () => (await loadMainThreadHost()).createServiceHost('memory'),
    defaultDataUrl: new URL(/* @vite-ignore */ './data/', import.meta.url).href,
  });
}
