import { DEFAULT_KEYS, type TIERS } from '../service/tiers.ts';

/** The sources the worker can read from. */
export const SOURCES = ['embedded', 'contract', 'open-meteo'] as const;
export type SourceName = (typeof SOURCES)[number];

/** The key every request carries when none is configured and the caller gives none. */
export const DEMO_KEY = 'demo';

/**
 * Everything a page can configure, in one place: `configure({...})` or the script tag's
 * `data-*` attributes. Every field is optional; the defaults give the embedded world with the
 * `demo` key. `now` fixes the widgets' clock at one instant (for demos and screenshots); without
 * it they follow the page's clock, `Date.now()`.
 */
export interface WeatherWidgetsConfig {
  /** `embedded` (default), `contract` (a server speaking this contract) or `open-meteo`. */
  source?: SourceName;
  /** contract: the server's operations, e.g. `https://weather.example/v1`; open-meteo: the forecast API. */
  baseUrl?: string;
  /** open-meteo: the geocoding API. */
  geocodingBaseUrl?: string;
  /** The key of requests that name none; with `contract` also the key sent upstream. */
  apiKey?: string;
  /** Key → tier (`free`, `standard`, `pro`) that the worker checks keys against. */
  keys?: Record<string, keyof typeof TIERS>;
  /** Fresh lifetimes of cached answers, in seconds. */
  cacheTtl?: { current?: number; forecast?: number; geocode?: number; climate?: number };
  /** The folder of the embedded world's files. */
  dataUrl?: string;
  /** Milliseconds an HTTP upstream may take. */
  upstreamTimeout?: number;
  /** The widgets' language for the whole site (BCP 47). */
  locale?: string;
  /** A fixed instant for every widget and request: ISO 8601 with an offset, epoch ms, or a Date. */
  now?: string | number | Date;
  /**
   * When forecasts ask for their weather: `lazy` (default) once they come within a margin of the
   * viewport, `eager` at once. An element's own `loading` attribute wins.
   */
  loading?: Loading;
  /** The wind's unit in every forecast that names none (`wind-unit`): `km/h`, `m/s`, `mph`, `kn` or `bft`. */
  windUnit?: string;
  /** The pressure's unit in every forecast that names none (`pressure-unit`): `hPa`, `mmHg` or `inHg`. */
  pressureUnit?: string;
  /** Precipitation's unit in every forecast that names none (`precip-unit`): `mm` or `in`. */
  precipUnit?: string;
  /** Temperatures' unit in every forecast that names none (`temperature-unit`): `celsius` or `fahrenheit`. */
  temperatureUnit?: string;
}

/** The units a page may choose per quantity, site-wide or per forecast (written in any case). */
export const WIND_UNITS = ['km/h', 'm/s', 'mph', 'kn', 'bft'] as const;
export const PRESSURE_UNITS = ['hpa', 'mmhg', 'inhg'] as const;
export const PRECIP_UNITS = ['mm', 'in'] as const;
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;

/** The values of the `loading` option and attribute. */
export const LOADINGS = ['eager', 'lazy'] as const;
export type Loading = (typeof LOADINGS)[number];

/** A checked configuration with its defaults filled in: what the worker composes the service from. */
export interface ResolvedConfig {
  source: SourceName;
  baseUrl?: string;
  geocodingBaseUrl?: string;
  /** The key of requests that carry none; with the contract source also the key sent upstream. */
  apiKey: string;
  /** Key → tier registry that the service in the worker checks keys against. */
  keys: Record<string, keyof typeof TIERS>;
  cacheTtl: NonNullable<WeatherWidgetsConfig['cacheTtl']>;
  /** Absolute URL of the folder holding the embedded world's files. */
  dataUrl: string;
  upstreamTimeout?: number;
}

/**
 * Fills the defaults and applies the rules between options. The contract source needs a
 * `baseUrl` and an `apiKey`; its key is accepted by the worker as a free-tier key unless
 * `keys` says otherwise, so widgets work with the one key the site owner has.
 */
export function resolveConfig(config: WeatherWidgetsConfig, defaultDataUrl: string): ResolvedConfig {
  const source = config.source ?? 'embedded';
  if (source === 'contract' && (config.baseUrl === undefined || config.apiKey === undefined)) {
    throw new TypeError(
      'weather-widgets configure(): the contract source needs baseUrl (e.g. https://weather.example/v1) and apiKey',
    );
  }
  const apiKey = config.apiKey ?? DEMO_KEY;
  const keys = config.keys ?? (source === 'contract' ? { [apiKey]: 'free' as const } : { ...DEFAULT_KEYS });
  return {
    source,
    apiKey,
    keys,
    cacheTtl: config.cacheTtl ?? {},
    dataUrl: absolute(config.dataUrl ?? defaultDataUrl),
    ...(config.baseUrl === undefined ? {} : { baseUrl: absolute(config.baseUrl) }),
    ...(config.geocodingBaseUrl === undefined ? {} : { geocodingBaseUrl: absolute(config.geocodingBaseUrl) }),
    ...(config.upstreamTimeout === undefined ? {} : { upstreamTimeout: config.upstreamTimeout }),
  };
}

// On a server there is no page to resolve against: a relative URL stays as written, and the
// browser's own configure() resolves it (nothing is fetched on the server).
function absolute(url: string): string {
  const page = globalThis.location?.href;
  try {
    return new URL(url, page).href;
  } catch (error) {
    if (page === undefined) return url;
    throw error;
  }
}
