// The Web Worker's body: the weather service, exposed to the page through Comlink. Each worker
// entry calls it with its build's loaders while it is first evaluated; the browser holds the
// page's messages until then, so nothing sent before it is lost (no trampoline, no await).
import { expose } from 'comlink';
import { warmUpIntl } from './intl-warm-up.ts';
import type { ServiceHost } from '../protocol/protocol.ts';
import { createServiceHost } from './service-host.ts';
import type { ServiceLoaders } from './service-loaders.ts';

/** Exposes the service, with its caches in IndexedDB, to the page that started this worker. */
export function exposeService(loaders: ServiceLoaders): void {
  const host = createServiceHost('indexeddb', loaders);
  let warmedUp = false;
  expose({
    ...host,
    handle(operation, query, context) {
      const reply = host.handle(operation, query, context);
      // Once the first request has begun its reads (IndexedDB, the network), the worker spends
      // the wait loading the locale data that the page's first render of an answer needs.
      if (!warmedUp) {
        warmedUp = true;
        setTimeout(() => warmUpIntl(self.navigator.languages), 0);
      }
      return reply;
    },
  } satisfies ServiceHost);
}
