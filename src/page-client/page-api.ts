// The page API of weather-widgets: raw data from the weather service, and its configuration.
import type { ServiceReply } from '../service/types.ts';
import type { Loading, SourceName, WeatherWidgetsConfig } from '../protocol/config.ts';
import type { PageQuery } from '../protocol/protocol.ts';
import type { RequestOptions, ServiceState, WeatherClient } from './weather-client.ts';

export type { ServiceReply, SourceName, WeatherWidgetsConfig, PageQuery, RequestOptions, ServiceState };

// One client, hence one worker, per page, whoever imports this module; made on first use by the
// factory its target passes in (src/targets/<target>/page-client.ts).
let makeClient: (() => WeatherClient) | undefined;
let pageClient: WeatherClient | undefined;

/** Tells the page how its client is made: each entry passes its own before anything asks. */
export function providePageClient(make: () => WeatherClient): void {
  makeClient = make;
}

function client(): WeatherClient {
  if (!makeClient) throw new Error('weather-widgets: no page client; import one of the package entries or load the script');
  return (pageClient ??= makeClient());
}
const configureListeners = new Set<() => void>();

/**
 * Asks the weather service of this page, e.g. `request('forecast', { place: 'Oslo', days: 3 })`.
 * The reply is what the HTTP API would answer: `{status, headers, body}`, the body a contract
 * envelope or a problem. Never rejects. Without a `key`, the configured default key is used.
 * The answer is for the page's clock (`Date.now()`), the configured `now`, or `options.now`.
 */
export function request(operation: 'forecast' | 'current' | 'geocode', query?: PageQuery, options?: RequestOptions): Promise<ServiceReply> {
  return client().request(operation, query, options);
}

/**
 * Sets options for every widget and request on the page (see WeatherWidgetsConfig); later calls
 * merge into earlier ones, and the widgets on the page ask again. Throws a TypeError that names
 * each bad option.
 */
export function configure(config: WeatherWidgetsConfig): void {
  client().configure(config);
  for (const listener of configureListeners) listener();
}

/**
 * Marks the site's configuration as one that cannot work, e.g. the script tag's refused data-*:
 * every widget shows a configuration error with `detail` (which names what to fix), and no
 * request is made, until a configure() succeeds.
 */
export function refuseConfiguration(detail: string): void {
  client().refuseConfiguration(detail);
  for (const listener of configureListeners) listener();
}

/** What refuseConfiguration() said, while it stands: the widgets show it. */
export function configurationError(): string | undefined {
  return client().configurationError;
}

/** The key requests and widgets use when they name none: the configured apiKey, else `demo`. */
export function defaultKey(): string {
  return client().defaultKey;
}

/** Where the answers come from: `embedded`, `contract` or `open-meteo`. */
export function sourceName(): SourceName {
  return client().source;
}

/** The widgets' language set for the whole site (`locale`, or the script tag's `data-locale`), if any. */
export function defaultLocale(): string | undefined {
  return client().locale;
}

/** When forecasts ask for their weather unless they say (`loading`, or the script tag's `data-loading`). */
export function defaultLoading(): Loading {
  return client().loading;
}

/** The units per quantity the site chose (`windUnit`…, or the script tag's `data-wind-unit`…), for forecasts that name none. */
export function defaultUnitOptions(): Pick<WeatherWidgetsConfig, 'windUnit' | 'pressureUnit' | 'precipUnit' | 'temperatureUnit'> {
  return client().unitOptions;
}

/** The instant the widgets show when they name none: the configured `now`, else the page's clock. */
export function currentInstant(): number {
  return client().now;
}

/** Where the page's service stands: `up`, `restarting` (a fresh worker is starting) or `gone`. */
export function serviceState(): ServiceState {
  return client().state;
}

/** Calls `listener` on each change of serviceState(); returns the function that stops it. */
export function onServiceState(listener: (state: ServiceState) => void): () => void {
  return client().onState(listener);
}

/** Calls `listener` after each successful configure(); returns the function that stops it. */
export function onConfigure(listener: () => void): () => void {
  configureListeners.add(listener);
  return () => configureListeners.delete(listener);
}
