import { ClimateEnvelopeSchema, climateUnitsObject } from '../../contract/climate.ts';
import { GeocodeEnvelopeSchema, type ForecastEnvelope } from '../../contract/envelopes.ts';
import { DEFAULT_LANGUAGE } from '../../contract/place-language.ts';
import { LIMITS } from '../../contract/queries.ts';
import { LocationSchema, type Location } from '../../contract/records.ts';
import { unitsObject } from '../../contract/units.ts';
import { UpstreamError } from '../../contract/source-error.ts';
import type { Source, WeatherSpan } from '../source.ts';
import { plainDecimal } from '../../contract/plain-decimal.ts';
import { localDate } from '../../contract/time-zones.ts';
import { alignSeries } from './align-series.ts';
import { createContractClient } from './contract-client.ts';
import { geocodeParameters, languageParameter } from './contract-request.ts';
import { createHourlyCap, isTierRefusal } from './hourly-cap.ts';
import { completeForecast, UpstreamCurrentSchema, UpstreamForecastSchema } from './upstream-envelopes.ts';

/** Options of {@link createContractSource}. */
export interface ContractSourceOptions {
  /** Where the upstream's operations live, e.g. `http://127.0.0.1:8787/v1` (a trailing slash is fine). */
  baseUrl: string;
  /** The key sent upstream as the `key` query parameter; never shown in errors. */
  apiKey: string;
  /** Default: `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** How long one upstream request may take, body included, in ms. Default 8,000. */
  timeoutMs?: number;
  /** The clock for Retry-After waits, epoch ms. Default `Date.now`. */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 8000;

// The contract's units for units=metric (src/contract/units.ts): an upstream that answers in anything else is not speaking our contract.
const METRIC_UNITS = unitsObject('metric');
const METRIC_CLIMATE_UNITS = climateUnitsObject('metric');
const SPEC_UNIT_KEYS = [
  'temp',
  'feels_like',
  'dew',
  'wind_speed',
  'wind_gust',
  'pressure',
  'vis',
  'rain',
  'snow',
] as const;

/**
 * A source that reads from any server speaking our contract (for example our own server), with
 * one key. Refusals of the upstream (400, 401, 429) pass through as UpstreamRefusal; after a 429
 * nothing is sent before its Retry-After has passed. When the key's tier grants fewer hours than
 * asked, the source asks again for the tier's default (its maximum) and returns fewer hours.
 */
export function createContractSource(options: ContractSourceOptions): Source {
  const { apiKey, timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now } = options;
  if (typeof apiKey !== 'string' || apiKey === '') throw new TypeError('apiKey must be a non-empty string');
  if (typeof timeoutMs !== 'number' || !(timeoutMs > 0) || !Number.isFinite(timeoutMs)) {
    throw new RangeError(`timeoutMs must be a positive number of milliseconds, not ${timeoutMs}`);
  }
  // Called through a wrapper: a bare globalThis.fetch called as a method of another object throws in browsers.
  const fetchUpstream = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createContractClient({ baseUrl: options.baseUrl, apiKey, fetch: fetchUpstream, timeoutMs, now });
  const cap = createHourlyCap(now);

  async function forecast(location: Location, hours: number | undefined, days: number): Promise<ForecastEnvelope> {
    const parameters: Record<string, string> = {
      lat: plainDecimal(location.lat),
      lon: plainDecimal(location.lon),
      units: 'metric',
      days: String(days),
    };
    if (hours !== undefined) parameters['hourly'] = String(hours);
    const envelope = await client.get('forecast', parameters, UpstreamForecastSchema);
    if (SPEC_UNIT_KEYS.some((key) => envelope.units[key] !== METRIC_UNITS[key])) {
      throw new UpstreamError('upstream_error', 'The upstream answered the forecast in units other than metric.');
    }
    return completeForecast(envelope, location.timezone);
  }

  return {
    async geocode(query, limit, language = DEFAULT_LANGUAGE) {
      if (typeof query !== 'string' || query.trim() === '') throw new TypeError('query must be a non-empty string');
      if (!Number.isInteger(limit) || limit < LIMITS.limit.min || limit > LIMITS.limit.max) {
        throw new RangeError(`limit must be an integer from ${LIMITS.limit.min} to ${LIMITS.limit.max}, not ${limit}`);
      }
      const { results } = await client.get('geocode', geocodeParameters(query, limit, language), GeocodeEnvelopeSchema);
      return results.slice(0, limit);
    },

    async locate(lat, lon, language = DEFAULT_LANGUAGE) {
      checkCoordinate('lat', lat, LIMITS.lat);
      checkCoordinate('lon', lon, LIMITS.lon);
      // The contract names places at coordinates only through /current: one request, its location kept.
      const { location } = await client.get(
        'current',
        { lat: plainDecimal(lat), lon: plainDecimal(lon), units: 'metric', ...languageParameter(language) },
        UpstreamCurrentSchema,
      );
      return location;
    },

    // The upstream's own normals, as it answers them: our server answers from its observed normals.
    async climate(location) {
      checkLocation(location);
      const envelope = await client.get(
        'climate',
        { lat: plainDecimal(location.lat), lon: plainDecimal(location.lon), units: 'metric' },
        ClimateEnvelopeSchema,
      );
      if (envelope.units.temp !== METRIC_CLIMATE_UNITS.temp || envelope.units.rain !== METRIC_CLIMATE_UNITS.rain) {
        throw new UpstreamError('upstream_error', 'The upstream answered the climate in units other than metric.');
      }
      return { sources: envelope.sources, months: envelope.months };
    },

    async weather(location, span) {
      checkLocation(location);
      checkSpan(span);
      const asked = cap.hoursToAsk(span.hours);
      let envelope: ForecastEnvelope;
      try {
        envelope = await forecast(location, asked, span.days);
      } catch (error) {
        if (asked === 0 || !isTierRefusal(error)) throw error;
        // The contract makes a tier's maximum the default of `hourly`: asking without it gets
        // every hour the key may have, whatever its tier, with no need to read the prose detail.
        envelope = await forecast(location, undefined, span.days);
        cap.learn(envelope.hourly.length);
      }
      return alignSeries(envelope, span, location.timezone);
    },
  };
}

function checkCoordinate(name: string, value: number, range: { min: number; max: number }): void {
  if (typeof value !== 'number' || !(value >= range.min && value <= range.max)) {
    throw new RangeError(`${name} must be a number from ${range.min} to ${range.max}, not ${value}`);
  }
}

function checkLocation(location: Location): void {
  if (!LocationSchema.safeParse(location).success) throw new TypeError('location must be a Location of the contract');
  try {
    localDate(0, location.timezone);
  } catch {
    throw new RangeError(`location.timezone must be an IANA time zone, not "${location.timezone}"`);
  }
}

function checkSpan(span: WeatherSpan): void {
  if (typeof span !== 'object' || span === null) throw new TypeError('span must be an object { now, hours, days }');
  if (!Number.isFinite(span.now)) throw new RangeError(`span.now must be epoch milliseconds, not ${span.now}`);
  const { hourly, days } = LIMITS;
  if (!Number.isInteger(span.hours) || span.hours < hourly.min || span.hours > hourly.max) {
    throw new RangeError(`span.hours must be an integer from ${hourly.min} to ${hourly.max}, not ${span.hours}`);
  }
  if (!Number.isInteger(span.days) || span.days < days.min || span.days > days.max) {
    throw new RangeError(`span.days must be an integer from ${days.min} to ${days.max}, not ${span.days}`);
  }
}
