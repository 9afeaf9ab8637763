import type { Location } from '../../contract/records.ts';
import type { Source, WeatherSeries, WeatherSpan } from '../source.ts';
import { coordinatePlace } from './coordinate-place.ts';
import { searchPlaces } from './geocoding.ts';
import { createUpstreamClient } from './upstream-client.ts';
import { fetchWeather } from './forecast.ts';

/** Options of {@link createOpenMeteoSource}; all have defaults. */
export interface OpenMeteoSourceOptions {
  /** Base URL of the forecast API (self-hosted or commercial instances). Default `https://api.open-meteo.com`. */
  forecastBaseUrl?: string;
  /** Base URL of the geocoding API. Default `https://geocoding-api.open-meteo.com`. */
  geocodingBaseUrl?: string;
  /** The fetch used for every request. Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Per-request timeout in milliseconds. Default 8000. */
  timeoutMs?: number;
  /**
   * Names a coordinate (Open-Meteo has no reverse geocoding), e.g. the embedded gazetteer's.
   * Default: a coordinate label such as `40.00°N, 30.00°W` with empty admin, country and iso2,
   * in the time zone Open-Meteo's forecast API reports for the point.
   */
  locate?: (lat: number, lon: number, language?: string) => Promise<Location>;
}

const DEFAULT_TIMEOUT_MS = 8000;

/**
 * A source over Open-Meteo's keyless forecast (`/v1/forecast`) and geocoding (`/v1/search`)
 * APIs, mapped to the contract's metric records. Upstream failures reject with UpstreamError.
 */
export function createOpenMeteoSource(options: OpenMeteoSourceOptions = {}): Source {
  const forecastBaseUrl = baseUrl('forecastBaseUrl', options.forecastBaseUrl ?? 'https://api.open-meteo.com');
  const geocodingBaseUrl = baseUrl(
    'geocodingBaseUrl',
    options.geocodingBaseUrl ?? 'https://geocoding-api.open-meteo.com',
  );
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new RangeError(`timeoutMs must be a positive number, got ${timeoutMs}`);
  // Bound late so a test (or polyfill) that replaces globalThis.fetch afterwards is honoured.
  const transport = { fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)), timeoutMs };
  // The two APIs are separate servers with separate limits: a pause one asks for is its own.
  const geocodingGet = createUpstreamClient(transport);
  const forecastGet = createUpstreamClient(transport);
  const { locate } = options;

  return {
    geocode: (query: string, limit: number, language?: string) =>
      searchPlaces(geocodingGet, geocodingBaseUrl, query, limit, language),
    locate: (lat: number, lon: number, language?: string) =>
      locate ? locate(lat, lon, language) : coordinatePlace(forecastGet, forecastBaseUrl, lat, lon),
    weather: (location: Location, span: WeatherSpan): Promise<WeatherSeries> =>
      fetchWeather(forecastGet, forecastBaseUrl, location, span),
  };
}

function baseUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return value;
}
