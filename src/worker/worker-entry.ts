// The Web Worker: the weather service, exposed to the page through Comlink. `expose` runs
// while this module is first evaluated, and the browser holds the page's messages until then,
// so nothing sent before it is lost (this file is bundled whole: no trampoline, no await).
import { expose } from 'comlink';
import { createServiceHost } from './service-host.ts';

expose(createServiceHost('indexeddb'));
