// Puts the page API, and clients with workers a test can break, on window for Playwright.
// The page API is the development server's, as on the widgets' test page.
import { pageApi } from '../../../src/targets/dev/page-api.ts';
import type { PageQuery, WorkerLike } from '../../../src/protocol/protocol.ts';
import { createServiceHost } from '../../../src/worker/service-host.ts';
import { bundledLoaders } from '../../../src/worker/bundled-loaders.ts';
import { createWeatherClient, type WeatherClient } from '../../../src/page-client/weather-client.ts';
import type { WeatherWidgetsConfig } from '../../../src/protocol/config.ts';
import { databaseName } from '../../../src/stores/idb-store.ts';

/** How the worker of a test client misbehaves: not at all, or with IndexedDB that throws or hangs. */
export type WorkerKind = 'real' | 'idb-throws' | 'idb-hangs';

const workers: Worker[] = [];
let workersStarted = 0;
const clients = new Map<string, WeatherClient>();

function startWorker(kind: WorkerKind): WorkerLike {
  const worker =
    kind === 'real'
      ? new Worker(new URL('../../../src/targets/dev/worker.ts', import.meta.url), { type: 'module' })
      : new Worker(new URL('./broken-idb-worker.ts', import.meta.url), { type: 'module', name: kind });
  workers.push(worker);
  workersStarted += 1;
  return worker;
}

const harness = {
  /** The real page API: the product's one worker per page. */
  request: pageApi.request.bind(pageApi),
  configure: pageApi.configure.bind(pageApi),
  /** A separate client whose workers this page can terminate, or whose IndexedDB is broken. */
  makeClient(name: string, kind: WorkerKind, config: WeatherWidgetsConfig) {
    const client = createWeatherClient({
      createWorker: () => startWorker(kind),
      startMainThread: async () => createServiceHost('memory', bundledLoaders),
      defaultDataUrl: '/.data/',
    });
    client.configure(config);
    clients.set(name, client);
  },
  ask: (name: string, operation: string, query: PageQuery) => clients.get(name)!.request(operation, query),
  terminateWorkers: () => workers.splice(0).forEach((worker) => worker.terminate()),
  workersStarted: () => workersStarted,
  quotaDatabase: databaseName('quota'),
};

pageApi.configure({ dataUrl: '/.data/' });
Object.assign(window, { harness, harnessReady: true });
export type ClientHarness = typeof harness;
