// The Web Worker: the weather service, exposed to the page through Comlink. `expose` runs
// while this module is first evaluated, and the browser holds the page's messages until then,
// so nothing sent before it is lost (this file is bundled whole: no trampoline, no await).
import { expose } from 'comlink';
import { warmUpIntl } from './intl-warm-up.ts';
import type { ServiceHost } from './protocol.ts';
import { createServiceHost } from './service-host.ts';

const host = createServiceHost('indexeddb');
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
