import { releaseProxy, wrap, type Remote } from 'comlink';
import type { RequestContext, ServiceReply } from '../service/types.ts';
import type { ResolvedConfig } from '../protocol/config.ts';
import { isWorkerRefusal, type ServiceHost, type WireQuery, type WorkerLike } from '../protocol/protocol.ts';
import { unavailable } from '../protocol/unavailable.ts';
import { messageOf } from '../contract/message-of.ts';

/** How the client watches a worker; every figure in milliseconds. */
export interface ConnectionTimings {
  /** The worker must have composed its service within this. Default 10 s. */
  startTimeoutMs: number;
  /** While calls are pending, the worker is pinged this often. Default 500. */
  heartbeatMs: number;
  /**
   * A ping unanswered for this long means the worker died or hangs. Default 2,000. Until the
   * worker's first answer startTimeoutMs applies instead: the first request decodes the embedded
   * world's data, which blocks the worker for a few hundred milliseconds, longer on a slow phone.
   */
  unresponsiveMs: number;
  /** One call may take this long, however alive the worker is. Default 30 s. */
  callTimeoutMs: number;
}

export const DEFAULT_TIMINGS: ConnectionTimings = {
  startTimeoutMs: 10_000,
  heartbeatMs: 500,
  unresponsiveMs: 2_000,
  callTimeoutMs: 30_000,
};

/** Why a worker did not start: its bootstrap refused to run code that is not the file the build pinned. */
export class WorkerRefused extends Error {
  override name = 'WorkerRefused';
}

/** A started worker, as the client uses it. */
export interface Connection {
  handle(operation: string, query: WireQuery, context: RequestContext): Promise<ServiceReply>;
  /** Whether it still answers; false once it has died, hung or been closed. */
  readonly alive: boolean;
  /** Settles once the worker is gone: `retired` when closed as asked, `died` when it died or hung. */
  readonly ended: Promise<'retired' | 'died'>;
  /** Terminates the worker once its pending calls have settled. */
  retire(): void;
}

/**
 * Starts the service in a worker and watches it. A worker that errors or stays silent while
 * starting is a start failure (the promise rejects). After that, a worker that stops answering
 * pings (it died or its event loop is stuck) is terminated, and every pending call settles with
 * a 503 within unresponsiveMs + heartbeatMs (2.5 s by default; startTimeoutMs + heartbeatMs
 * before its first answer).
 */
export async function connect(
  worker: WorkerLike,
  config: ResolvedConfig,
  timings: ConnectionTimings = DEFAULT_TIMINGS,
): Promise<Connection> {
  const remote = wrap<ServiceHost>(worker);
  const pending = new Set<(reply: ServiceReply) => void>();
  let alive = true;
  let retiring = false;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let ended: (why: 'retired' | 'died') => void = () => {};
  const endedPromise = new Promise<'retired' | 'died'>((resolve) => (ended = resolve));

  // Retired, it has no calls left to settle; dead, each pending call gets a 503 with `detail`.
  function end(why: 'retired' | 'died', detail = ''): void {
    if (!alive) return;
    alive = false;
    ended(why);
    clearTimeout(heartbeat);
    worker.terminate();
    remote[releaseProxy]();
    for (const settle of [...pending]) settle(unavailable(detail));
  }

  await startWithin(remote, worker, config, timings.startTimeoutMs).catch((error: unknown) => {
    end('died', 'The weather service could not start.');
    throw error;
  });

  // Pinged every heartbeatMs while calls are pending; any answer proves the worker alive. Silence
  // is counted in heartbeats, not read off Date: a test may freeze the page's Date
  // (page.clock.setFixedTime), and a frozen Date would hide a dead worker for ever.
  let silentBeats = 0;
  let answeredACall = false;
  const heard = () => (silentBeats = 0);
  function watch(): void {
    clearTimeout(heartbeat);
    heard();
    remote.ping().then(heard, () => {});
    heartbeat = setTimeout(function tick() {
      if (!alive || pending.size === 0) return;
      silentBeats += 1;
      if (silentBeats * timings.heartbeatMs > (answeredACall ? timings.unresponsiveMs : timings.startTimeoutMs)) {
        end('died', 'The weather service in this page stopped answering; a fresh one is starting.');
        return;
      }
      remote.ping().then(heard, () => {});
      heartbeat = setTimeout(tick, timings.heartbeatMs);
    }, timings.heartbeatMs);
  }

  return {
    get alive() {
      return alive;
    },
    ended: endedPromise,
    handle(operation, query, context) {
      if (!alive) return Promise.resolve(unavailable('The weather service in this page has stopped.'));
      return new Promise<ServiceReply>((resolve) => {
        const timer = setTimeout(
          () => settle(unavailable(`The weather service did not answer within ${timings.callTimeoutMs} ms.`)),
          timings.callTimeoutMs,
        );
        const settle = (reply: ServiceReply) => {
          if (!pending.delete(settle)) return;
          clearTimeout(timer);
          heard();
          resolve(reply);
          if (retiring && pending.size === 0) end('retired');
        };
        pending.add(settle);
        if (pending.size === 1) watch();
        remote.handle(operation, query, context).then(
          (reply) => {
            answeredACall = true;
            settle(reply);
          },
          (error: unknown) => settle(unavailable(`The weather service failed to answer: ${messageOf(error)}`)),
        );
      });
    },
    retire() {
      retiring = true;
      if (pending.size === 0) end('retired');
    },
  };
}

async function startWithin(
  remote: Remote<ServiceHost>,
  worker: WorkerLike,
  config: ResolvedConfig,
  timeoutMs: number,
): Promise<void> {
  let onError: (event: Event) => void = () => {};
  let onMessage: (event: Event) => void = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failure = new Promise<never>((_, reject) => {
    // A bootstrap that refuses the worker's code says so in a message of its own (protocol.ts).
    onMessage = (event) => {
      const data: unknown = (event as MessageEvent).data;
      if (isWorkerRefusal(data)) reject(new WorkerRefused(data.weatherWidgetsRefused.detail));
    };
    worker.addEventListener('message', onMessage);
    // A worker blocked by a Content-Security-Policy, or whose script fails, reports an error event.
    onError = (event) => {
      const message =
        'message' in event && typeof event.message === 'string' && event.message ? `: ${event.message}` : '';
      reject(new Error(`the worker failed to load${message}`));
    };
    worker.addEventListener('error', onError);
    timer = setTimeout(() => reject(new Error(`the worker did not start within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([remote.start(config), failure]);
  } finally {
    clearTimeout(timer);
    worker.removeEventListener('error', onError);
    worker.removeEventListener('message', onMessage);
  }
}
