// A "worker" in this process: the host is exposed through Comlink on one end of a
// MessageChannel, as the worker entry exposes it in a browser; terminate closes the channel.
import { expose } from 'comlink';
import type { ServiceHost, WorkerLike } from '../../src/protocol/protocol.ts';

export interface InProcessWorker extends WorkerLike {
  readonly terminated: boolean;
  /** Reports an error as a Worker does when its script cannot load. */
  dispatchError(): void;
}

export function inProcessWorker(host: ServiceHost): InProcessWorker {
  const { port1, port2 } = new MessageChannel();
  expose(host, port2);
  let terminated = false;
  return {
    postMessage: (message, transfer) => port1.postMessage(message, transfer as never),
    addEventListener: (type, listener) => port1.addEventListener(type, listener as never),
    removeEventListener: (type, listener) => port1.removeEventListener(type, listener as never),
    start: () => port1.start(),
    terminate() {
      terminated = true;
      port1.close();
      port2.close();
    },
    dispatchError: () => port1.dispatchEvent(new Event('error')),
    get terminated() {
      return terminated;
    },
  };
}

/** A host that works until frozen, then never answers anything again: a worker whose loop is stuck. */
export function freezableHost(host: ServiceHost) {
  let frozen = false;
  const never = new Promise<never>(() => {});
  const wrapped: ServiceHost = {
    start: (config) => (frozen ? never : host.start(config)),
    handle: (operation, query) => (frozen ? never : host.handle(operation, query)),
    ping: () => (frozen ? (never as unknown as boolean) : host.ping()),
  };
  return { host: wrapped, freeze: () => (frozen = true) };
}
