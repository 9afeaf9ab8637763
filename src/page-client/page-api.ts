// The page API of weather-widgets: raw data from the weather service, and its configuration.
// Each build target makes one for the page (src/targets/<target>/page.ts) over its own client;
// the elements read theirs from the page services they were defined with.
import type { ClimateEnvelope } from '../contract/climate.ts';
import type { CurrentEnvelope, ForecastEnvelope, GeocodeEnvelope } from '../contract/envelopes.ts';
import type { PROBLEMS, Problem } from '../contract/problem-details.ts';
import type { Loading, SourceName, WeatherWidgetsConfig } from '../protocol/config.ts';
import type { PageQuery } from '../protocol/protocol.ts';
import { problemReply } from '../protocol/unavailable.ts';
import type { ServiceReply } from '../service/types.ts';
import type { RequestOptions, ServiceState, WeatherClient } from './weather-client.ts';

export type {
  ClimateEnvelope,
  CurrentEnvelope,
  ForecastEnvelope,
  GeocodeEnvelope,
  Problem,
  ServiceReply,
  SourceName,
  WeatherWidgetsConfig,
  PageQuery,
  RequestOptions,
  ServiceState,
};

/** The service's operations, and the body each answers with when it succeeds. */
export interface Envelopes {
  forecast: ForecastEnvelope;
  current: CurrentEnvelope;
  geocode: GeocodeEnvelope;
  climate: ClimateEnvelope;
}

/** The HTTP status of a problem: 400 to 504, never 200. */
export type ProblemStatus = (typeof PROBLEMS)[keyof typeof PROBLEMS]['status'];

/** An operation of the service: `forecast`, `current`, `geocode` or `climate`. */
export type Operation = keyof Envelopes;

/**
 * A reply of request(): on success (`status` 200) the operation's envelope, otherwise a problem
 * (RFC 9457) whose `status` is the reply's. Test `reply.status === 200` to read the envelope.
 */
export type PageReply<O extends Operation = Operation> =
  | { status: 200; headers: Record<string, string>; body: Envelopes[O] }
  | { status: ProblemStatus; headers: Record<string, string>; body: Problem };

/** The units per quantity a site may choose for every forecast. */
export type UnitOptions = Pick<WeatherWidgetsConfig, 'windUnit' | 'pressureUnit' | 'precipUnit' | 'temperatureUnit'>;

/** The page's API: one per page, shared by the widgets and the site's own code. */
export interface PageApi {
  /**
   * Asks the weather service of this page, e.g. `request('forecast', { place: 'Oslo', days: 3 })`.
   * The reply is what the HTTP API would answer: `{status, headers, body}`, the body the
   * operation's envelope (status 200) or a problem. Never rejects. Without a `key`, the configured
   * default key is used. The answer is for the page's clock (`Date.now()`), the configured `now`,
   * or `options.now`. On a server (no `window`), it answers a 503 `service_unavailable` problem at
   * once and starts nothing: the service runs in the browser.
   */
  request: <O extends Operation>(operation: O, query?: PageQuery, options?: RequestOptions) => Promise<PageReply<O>>;
  /**
   * Sets options for every widget and request on the page (see WeatherWidgetsConfig); later calls
   * merge into earlier ones, and the widgets on the page ask again. Throws a TypeError that names
   * each bad option. Safe on a server: it checks and keeps the options, and touches nothing of the
   * browser's (a relative `dataUrl` is resolved against the page once there is one).
   */
  configure: (config: WeatherWidgetsConfig) => void;
  /**
   * Marks the site's configuration as one that cannot work, e.g. the script tag's refused data-*:
   * every widget shows a configuration error with `detail` (which names what to fix), and no
   * request is made, until a configure() succeeds.
   */
  refuseConfiguration: (detail: string) => void;
  /** What refuseConfiguration() said, while it stands: the widgets show it. */
  configurationError: () => string | undefined;
  /** The key requests and widgets use when they name none: the configured apiKey, else `demo`. */
  defaultKey: () => string;
  /** Where the answers come from: `embedded`, `contract` or `open-meteo`. */
  sourceName: () => SourceName;
  /** The widgets' language set for the whole site (`locale`, or the script tag's `data-locale`), if any. */
  defaultLocale: () => string | undefined;
  /** When forecasts ask for their weather unless they say (`loading`, or the script tag's `data-loading`). */
  defaultLoading: () => Loading;
  /** The units per quantity the site chose (`windUnit`…, or the script tag's `data-wind-unit`…), for forecasts that name none. */
  defaultUnitOptions: () => UnitOptions;
  /** The instant the widgets show when they name none: the configured `now`, else the page's clock. */
  currentInstant: () => number;
  /** Where the page's service stands: `up`, `restarting` (a fresh worker is starting) or `gone`. */
  serviceState: () => ServiceState;
  /** Calls `listener` on each change of serviceState(); returns the function that stops it. */
  onServiceState: (listener: (state: ServiceState) => void) => () => void;
  /** Calls `listener` after each successful configure(); returns the function that stops it. */
  onConfigure: (listener: () => void) => () => void;
}

/** Whether this realm is a browser's page: a server rendering the app has no window and no document. */
const inBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/** What request() answers on a server, where no weather service runs. */
const ON_SERVER =
  'request() asks the weather service that runs in the browser; on the server it asks nothing. Ask from the browser, or use weather-widgets/service in Node.';

/**
 * The page API over one client, made by `makeClient` on first use: one client, hence one worker,
 * per page. Every function is a closure, so it may be passed around unbound.
 */
export function createPageApi(makeClient: () => WeatherClient): PageApi {
  let made: WeatherClient | undefined;
  const client = () => (made ??= makeClient());
  const configureListeners = new Set<() => void>();
  const configured = () => {
    for (const listener of configureListeners) listener();
  };
  return {
    request(operation, query, options) {
      if (!inBrowser())
        return Promise.resolve(problemReply('service_unavailable', ON_SERVER) as PageReply<typeof operation>);
      // The service answers each operation with its envelope or a problem (see the contract).
      return client().request(operation, query, options) as Promise<PageReply<typeof operation>>;
    },
    configure(config) {
      client().configure(config);
      configured();
    },
    refuseConfiguration(detail) {
      client().refuseConfiguration(detail);
      configured();
    },
    configurationError: () => client().configurationError,
    defaultKey: () => client().defaultKey,
    sourceName: () => client().source,
    defaultLocale: () => client().locale,
    defaultLoading: () => client().loading,
    defaultUnitOptions: () => client().unitOptions,
    currentInstant: () => client().now,
    serviceState: () => client().state,
    onServiceState: (listener) => client().onState(listener),
    onConfigure(listener) {
      configureListeners.add(listener);
      return () => configureListeners.delete(listener);
    },
  };
}
