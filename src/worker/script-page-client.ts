// The script tag's page client. The worker must start on the page's origin (a CDN's URL would
// throw a SecurityError in `new Worker(url)`), so it is a blob: URL of a bootstrap that fetches
// the worker's code beside the script, checked against the pin the script holds for it (see
// worker-bootstrap.ts). The main-thread service, for a page where no worker starts, is a module
// beside the script, loaded as a module <script integrity>. The data files are in `data/` beside
// the script (the build defines import.meta.url as the script's URL).
import { importPinnedScript } from '../integrity/import-pinned-script.ts';
import { integrityOf } from '../integrity/pinned.ts';
import { SCRIPT_FILES } from '../integrity/script-files.ts';
import { providePageClient } from '../page-api.ts';
import { createWeatherClient } from './weather-client.ts';
import { workerBootstrapSource } from './worker-bootstrap.ts';

providePageClient(() => {
  const code = new URL(SCRIPT_FILES.worker, import.meta.url).href;
  let bootstrap: string | undefined;
  return createWeatherClient({
    createWorker: () => {
      bootstrap ??= URL.createObjectURL(new Blob([workerBootstrapSource(code, integrityOf(SCRIPT_FILES.integrity, code) ?? '')], { type: 'text/javascript' }));
      return new Worker(bootstrap, { name: 'weather-widgets' });
    },
    startMainThread: async () => {
      const { mainThread, integrity } = SCRIPT_FILES;
      const module = await importPinnedScript<typeof import('./main-thread.script.ts')>(new URL(mainThread, import.meta.url).href, integrity[mainThread] ?? '');
      return module.createMainThreadHost();
    },
    defaultDataUrl: new URL(/* @vite-ignore */ './data/', import.meta.url).href,
  });
});
