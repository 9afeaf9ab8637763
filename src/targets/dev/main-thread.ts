// The development server's service for a page where no worker can start: the engine and the HTTP
// sources are chunks of the bundle, as in its worker.
import type { ServiceHost } from '../../protocol/protocol.ts';
import { bundledLoaders } from '../../worker/bundled-loaders.ts';
import { createServiceHost } from '../../worker/service-host.ts';

/** The service on the main thread, its caches in memory. */
export const createMainThreadHost = (): ServiceHost => createServiceHost('memory', bundledLoaders);
