import { parseInstant } from '../contract/instant.ts';
import { plainDecimal } from '../contract/plain-decimal.ts';
import type { RequestContext, ServiceReply } from '../service/types.ts';
import { checkConfig } from './check-config.ts';
import { resolveConfig, type Loading, type ResolvedConfig, type WeatherWidgetsConfig } from '../protocol/config.ts';
import type { PageQuery, ServiceHost, WireQuery, WorkerLike } from '../protocol/protocol.ts';
import { answerThroughHook } from './testing-hook.ts';
import { problemReply, unavailable } from '../protocol/unavailable.ts';
import { isUpstreamError, UpstreamError } from '../contract/source-error.ts';
import {
  connect,
  DEFAULT_TIMINGS,
  WorkerRefused,
  type Connection,
  type ConnectionTimings,
} from './worker-connection.ts';
import { messageOf } from '../contract/message-of.ts';
import { placeAsked, type PlaceAsked } from '../protocol/place-asked.ts';

/** The ports of a client: how it starts a worker, and the service it falls back to. */
export interface WeatherClientOptions {
  /**
   * Starts the worker for `config`, told where the request that starts it asks (so that it may
   * fetch that place's data early); may throw (no Worker, or a Content-Security-Policy without blob:).
   */
  createWorker: (config: ResolvedConfig, asked: PlaceAsked) => WorkerLike;
  /** The same service on the main thread, with memory stores; imported only when needed. */
  startMainThread: () => Promise<ServiceHost>;
  /** The folder of the embedded world's files when `dataUrl` is not configured. */
  defaultDataUrl: string;
  timings?: Partial<ConnectionTimings>;
  /** Told once when the client falls back to the main thread. Default: console.warn. */
  warn?: (message: string) => void;
}

/** Options of one request beside its query. */
export interface RequestOptions {
  /**
   * The instant to answer for (ISO 8601 with offset, epoch ms or a Date). Default: the configured
   * `now`, else the page's clock, so `page.clock` in a Playwright test governs the answers.
   */
  now?: string | number | Date;
}

/**
 * Where the page's service stands: `up` (started, or started by the next request), `restarting`
 * (its worker died or hung, and a fresh one is starting), `gone` (no service could start; the
 * next request tries again).
 */
export type ServiceState = 'up' | 'restarting' | 'gone';

/** The page's one door to the weather service. */
export interface WeatherClient {
  /** Where the service stands. */
  readonly state: ServiceState;
  /** Calls `listener` on each change of state; returns the function that stops it. */
  onState(listener: (state: ServiceState) => void): () => void;
  /** Merges options into the configuration; the next request uses them (in a fresh worker). */
  configure(config: WeatherWidgetsConfig): void;
  /**
   * Marks the site's configuration as one that cannot work (the script tag's was refused):
   * until a configure() succeeds, every request answers an invalid_configuration problem with
   * this detail, and nothing is asked of any source.
   */
  refuseConfiguration(detail: string): void;
  /** The detail given to refuseConfiguration(), while it stands. */
  readonly configurationError: string | undefined;
  /** The key requests carry when they name none. */
  readonly defaultKey: string;
  /** Where answers come from: credited in the widgets' footers. */
  readonly source: ResolvedConfig['source'];
  /** The widgets' language when the site sets one (`locale`), else undefined. */
  readonly locale: string | undefined;
  /** When forecasts ask, unless an element says: the configured `loading`, else `lazy`. */
  readonly loading: Loading;
  /** The units per quantity the site chose (`windUnit`, …), as configured. */
  readonly unitOptions: Pick<WeatherWidgetsConfig, 'windUnit' | 'pressureUnit' | 'precipUnit' | 'temperatureUnit'>;
  /** The instant requests are answered for when they name none: the configured `now`, else the page's clock. */
  readonly now: number;
  /** Asks the service; never rejects: every failure is a reply with a problem body. */
  request(operation: string, query?: PageQuery, options?: RequestOptions): Promise<ServiceReply>;
}

/** A started (or starting) backend and the requests that are using it. */
interface Slot {
  backend: Promise<Connection>;
  users: number;
  retired: boolean;
}

/**
 * One worker per page, started on the first request and shared by every caller. If it dies or
 * hangs, pending calls get a 503 and a fresh one starts at once (state `restarting`, then `up`);
 * if no worker can start at all, the service runs on the main thread for the rest of the page's life.
 */
export function createWeatherClient(options: WeatherClientOptions): WeatherClient {
  const timings = { ...DEFAULT_TIMINGS, ...options.timings };
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let config: WeatherWidgetsConfig = {};
  let resolved: ResolvedConfig = resolveConfig(config, options.defaultDataUrl);
  let fixedNow: number | undefined;
  let configurationError: string | undefined;
  let current: Slot | undefined;
  let mainThreadOnly = false;
  let state: ServiceState = 'up';
  const stateListeners = new Set<(state: ServiceState) => void>();

  function enter(next: ServiceState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  }

  async function startBackend(config: ResolvedConfig, asked: PlaceAsked): Promise<Connection> {
    if (!mainThreadOnly) {
      try {
        return await connect(options.createWorker(config, asked), config, timings);
      } catch (error) {
        // A worker's code that is not the file the build pinned is refused, not stood in for.
        if (error instanceof WorkerRefused) throw new UpstreamError('integrity', error.message);
        mainThreadOnly = true;
        warn(
          `weather-widgets: could not start a Web Worker (${messageOf(error)}); ` +
            'running on the main thread, with answers kept in memory only. A Content-Security-Policy must allow the worker: ' +
            "worker-src blob: for the script tag, worker-src 'self' for the npm package's worker file, and script-src blob: for the modules it checks.",
        );
      }
    }
    const host = await options.startMainThread();
    await host.start(config);
    return {
      handle: (operation, query, context) => host.handle(operation, query, context),
      alive: true,
      ended: new Promise(() => {}),
      retire: () => {},
    };
  }

  // The slot of the current backend, started for a request asking for `asked` if there is none.
  function slot(asked: PlaceAsked = {}): Slot {
    if (current) return current;
    const started: Slot = { backend: startBackend(resolved, asked), users: 0, retired: false };
    current = started;
    started.backend.then(
      (backend) => {
        if (current === started) enter('up');
        // A worker that dies while it is the page's is replaced at once, so that the callers
        // its death answered with a 503 find a fresh one starting when they ask again.
        void backend.ended.then((why) => {
          if (why !== 'died' || current !== started) return;
          current = undefined;
          enter('restarting');
          slot();
        });
      },
      () => {
        if (current !== started) return;
        // Forgotten, so that the next request tries to start again.
        current = undefined;
        enter('gone');
      },
    );
    return started;
  }

  // Every request holds its slot from the moment it is made, so a configure() that comes
  // later retires the worker only once the requests made before it have been answered.
  async function requestIn(
    held: Slot,
    operation: string,
    query: WireQuery,
    context: RequestContext,
  ): Promise<ServiceReply> {
    held.users += 1;
    let backend: Connection | undefined;
    try {
      backend = await held.backend;
      if (backend.alive) return await backend.handle(operation, query, context);
    } catch (error) {
      // A main-thread service whose file is not the one pinned must not look like a passing outage.
      return isUpstreamError(error)
        ? problemReply(error.failure, error.message)
        : unavailable(`The weather service could not start: ${messageOf(error)}`);
    } finally {
      held.users -= 1;
      if (held.retired && held.users === 0) backend?.retire();
    }
    // It died before this request reached it: the first to notice clears it, all share the next.
    if (current === held) current = undefined;
    return requestIn(slot(placeAsked(query)), operation, query, context);
  }

  return {
    get state() {
      return state;
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    configure(partial) {
      // An option given as undefined keeps its value: configure() adds, it never unsets.
      const given = Object.entries(checkConfig(partial)).filter(([, value]) => value !== undefined);
      const merged: WeatherWidgetsConfig = { ...config, ...Object.fromEntries(given) };
      const next = resolveConfig(merged, options.defaultDataUrl);
      config = merged;
      configurationError = undefined;
      fixedNow = parseInstant(merged.now);
      // Options of the page alone (the widgets' locale, a fixed clock, loading, units) leave the worker as it is.
      const workerUnchanged = JSON.stringify(next) === JSON.stringify(resolved);
      resolved = next;
      if (workerUnchanged) return;
      if (current) {
        const retiring = current;
        retiring.retired = true;
        if (retiring.users === 0)
          retiring.backend.then(
            (backend) => backend.retire(),
            () => {},
          );
      }
      current = undefined;
    },
    refuseConfiguration(detail) {
      configurationError = detail;
    },
    get configurationError() {
      return configurationError;
    },
    get defaultKey() {
      return resolved.apiKey;
    },
    get source() {
      return resolved.source;
    },
    get locale() {
      return config.locale;
    },
    get loading() {
      return config.loading ?? 'lazy';
    },
    get unitOptions() {
      const { windUnit, pressureUnit, precipUnit, temperatureUnit } = config;
      return { windUnit, pressureUnit, precipUnit, temperatureUnit };
    },
    get now() {
      return fixedNow ?? Date.now();
    },
    request(operation, query = {}, options = {}) {
      if (configurationError !== undefined) {
        return Promise.resolve(problemReply('invalid_configuration', configurationError));
      }
      // Read when asked, not when the worker answers: the page's clock at the moment of asking.
      // An unreadable instant goes on as NaN, which the service refuses naming `now`.
      const now = options.now === undefined ? this.now : (parseInstant(options.now) ?? NaN);
      const wire = wireQuery(query, resolved.apiKey);
      const ask = () => requestIn(slot(placeAsked(wire)), operation, wire, { now });
      return answerThroughHook(operation, ask, wire);
    },
  };
}

/** Strings as in a URL, numbers as plain decimals, the default key when none is given. */
function wireQuery(query: PageQuery, defaultKey: string): WireQuery {
  const wire = Object.create(null) as WireQuery;
  for (const name of Object.keys(query)) {
    const value = query[name];
    if (value !== undefined) wire[name] = typeof value === 'number' ? plainDecimal(value) : String(value);
  }
  if (!('key' in wire)) wire['key'] = defaultKey;
  return wire;
}
