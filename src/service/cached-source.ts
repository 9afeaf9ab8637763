import { boundedMemo } from '../contract/bounded-memo.ts';
import { flatString } from '../contract/flat-string.ts';
import { andThen, type MaybePromise } from '../contract/maybe-promise.ts';
import { LIMITS } from '../contract/queries.ts';
import { DEFAULT_LANGUAGE } from '../contract/place-language.ts';
import type { Location } from '../contract/records.ts';
import { UpstreamError } from '../contract/source-error.ts';
import type { ClimateNormals, Source, WeatherSeries } from '../sources/source.ts';
import type { KeyValueStore } from '../stores/key-value-store.ts';
import { createCache, type CacheEntry, type CachedAnswer, type CachePolicy } from './cache.ts';
import type { Exclusive } from './exclusive.ts';
import { seriesWindow, type SeriesWindow } from './series-window.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long each kind of answer stays fresh, and may stand in when stale (RFC 5861 terms). */
export const CACHE_POLICIES = {
  current: { ttlMs: 10 * MINUTE_MS, staleWhileRevalidateMs: 30 * MINUTE_MS, staleIfErrorMs: DAY_MS },
  forecast: { ttlMs: 30 * MINUTE_MS, staleWhileRevalidateMs: 30 * MINUTE_MS, staleIfErrorMs: DAY_MS },
  places: { ttlMs: 30 * DAY_MS, staleWhileRevalidateMs: 30 * DAY_MS, staleIfErrorMs: 365 * DAY_MS },
  // Normals of 1991–2020 change only with a new build of the data or the upstream's.
  climate: { ttlMs: 30 * DAY_MS, staleWhileRevalidateMs: 30 * DAY_MS, staleIfErrorMs: 365 * DAY_MS },
} as const satisfies Record<string, CachePolicy<unknown>>;

/** The policy of each kind of answer, as the cached source uses them. */
export type CachePolicies = Record<keyof typeof CACHE_POLICIES, CachePolicy<unknown>>;

/** The kinds whose fresh lifetime can be set; `geocode` sets the places policy (geocode and coordinate lookups). */
export type TtlKind = 'current' | 'forecast' | 'geocode' | 'climate';

const POLICY_OF_KIND = new Map<string, keyof CachePolicies>([
  ['current', 'current'],
  ['forecast', 'forecast'],
  ['geocode', 'places'],
  ['climate', 'climate'],
]);

/**
 * The default policies with the fresh lifetimes given, in seconds, per kind; the stale windows
 * stay. Throws a TypeError/RangeError naming `cacheTtlSeconds.<kind>` for an unknown kind or a
 * lifetime that is not a positive finite number.
 */
export function cachePolicies(ttlSeconds: Partial<Record<TtlKind, number>> = {}): CachePolicies {
  if (typeof ttlSeconds !== 'object' || ttlSeconds === null)
    throw new TypeError('cacheTtlSeconds must be an object of seconds per kind.');
  const policies: CachePolicies = { ...CACHE_POLICIES };
  for (const [kind, seconds] of Object.entries(ttlSeconds)) {
    const name = `cacheTtlSeconds.${kind}`;
    const policy = POLICY_OF_KIND.get(kind);
    if (policy === undefined)
      throw new TypeError(`${name} is not a kind of answer; use ${[...POLICY_OF_KIND.keys()].join(', ')}.`);
    if (seconds === undefined) continue;
    if (typeof seconds !== 'number') throw new TypeError(`${name} must be a number of seconds, not ${typeof seconds}.`);
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw new RangeError(`${name} must be a positive finite number of seconds, not ${seconds}.`);
    policies[policy] = { ...CACHE_POLICIES[policy], ttlMs: seconds * 1000 };
  }
  return policies;
}

/** Options of {@link createCachedSource}. */
export interface CachedSourceOptions {
  /** Default: {@link CACHE_POLICIES}. */
  policies?: CachePolicies;
  /** The lock refreshes run under, shared with other copies of the service. Default: none. */
  exclusive?: Exclusive;
}

// One cached weather entry per place holds the most any tier may ask for; each request takes
// its window from it, by time, so a series fetched at 10:50 still answers at 11:10.
const FULL_SPAN = { hours: LIMITS.hourly.max, days: LIMITS.days.max };

/**
 * Coordinates are resolved to 0.01° (at most 1.1 km): the precision of a coordinate's label
 * ("40.00°N, 30.00°W"), and finer than any source's grid (the embedded world's climate cells are
 * 0.5°, Open-Meteo's finest models 1–2 km). Finer digits would only make distinct cache entries
 * of one answer, without bound (docs/http-api.md, "Caching").
 */
export const COORDINATE_STEP_DEGREES = 0.01;

/** A latitude or longitude on the 0.01° grid (never -0). */
export function snapCoordinate(degrees: number): number {
  return Math.round(degrees / COORDINATE_STEP_DEGREES) / (1 / COORDINATE_STEP_DEGREES) + 0;
}

// English keeps the keys it had before places were named in other languages, so caches that
// outlive an upgrade (IndexedDB, Redis) are still read.
function languageKey(language: string): string {
  return language === DEFAULT_LANGUAGE ? '' : `${language}:`;
}

/** Weather answered from the cache or the source, with the window the request reads. */
export type WeatherAnswer = CachedAnswer<WeatherSeries> & { window: SeriesWindow };

/**
 * The source behind the service's cache: one entry per question, shared by metric and imperial.
 * Every method takes the instant of the request (`atMs`), which ages the entries it reads, and
 * answers at once when the cache does.
 */
export function createCachedSource(
  source: Source,
  store: KeyValueStore<CacheEntry>,
  options: CachedSourceOptions = {},
) {
  const { policies = CACHE_POLICIES, exclusive } = options;
  const cached = createCache(store, exclusive);
  return {
    geocode(place: string, limit: number, language: string, atMs: number): MaybePromise<CachedAnswer<Location[]>> {
      return cached(
        geocodeKeyOf(place, limit, language),
        policies.places,
        () => source.geocode(place, limit, language),
        atMs,
      );
    },
    locate(lat: number, lon: number, language: string, atMs: number): MaybePromise<CachedAnswer<Location>> {
      // The source is asked for the snapped point too, so the entry is the answer for all of it.
      const [snappedLat, snappedLon] = [snapCoordinate(lat), snapCoordinate(lon)];
      return cached(
        `locate:${languageKey(language)}${snappedLat},${snappedLon}`,
        policies.places,
        () => source.locate(snappedLat, snappedLon, language),
        atMs,
      );
    },
    /** The normals of a source that has them (the service asks no other). */
    climate(location: Location, atMs: number): MaybePromise<CachedAnswer<ClimateNormals>> {
      const ask = source.climate!.bind(source);
      return cached(`climate:${location.lat},${location.lon}`, policies.climate, () => ask(location), atMs);
    },
    weather(
      kind: 'current' | 'forecast',
      location: Location,
      atMs: number,
      hours: number,
      days: number,
    ): MaybePromise<WeatherAnswer> {
      const asked = new WindowAsked(policies[kind], atMs, location.timezone, hours, days);
      return andThen(
        cached(weatherKeyOf(location), asked, () => source.weather(location, { now: atMs, ...FULL_SPAN }), atMs),
        (answer) => windowed(answer, asked),
      );
    },
  };
}

function windowed(answer: CachedAnswer<WeatherSeries>, asked: WindowAsked): WeatherAnswer {
  const window = asked.windowOf(answer.value);
  if (!window) throw new UpstreamError('upstream_error', 'The source answered fewer hours or days than were asked.');
  return { value: answer.value, ageMs: answer.ageMs, outcome: answer.outcome, window };
}

/**
 * A kind's cache policy for one request, whose entries must cover the window it asks. The cache
 * asks whether an entry covers it; the answer's window is then the one found, not sought again.
 */
class WindowAsked implements CachePolicy<WeatherSeries> {
  readonly ttlMs: number;
  readonly staleWhileRevalidateMs: number;
  readonly staleIfErrorMs: number;
  #series: WeatherSeries | undefined;
  #window: SeriesWindow | undefined;

  constructor(
    policy: CachePolicy<unknown>,
    readonly atMs: number,
    readonly timezone: string,
    readonly hours: number,
    readonly days: number,
  ) {
    this.ttlMs = policy.ttlMs;
    this.staleWhileRevalidateMs = policy.staleWhileRevalidateMs;
    this.staleIfErrorMs = policy.staleIfErrorMs;
  }

  covers(series: WeatherSeries): boolean {
    return this.windowOf(series) !== undefined;
  }

  windowOf(series: WeatherSeries): SeriesWindow | undefined {
    if (this.#series !== series) {
      this.#series = series;
      this.#window = seriesWindow(series, this.atMs, this.timezone, this.hours, this.days);
    }
    return this.#window;
  }
}

// A name's entry key: normalising and lowercasing it each time costs more than remembering it.
// Keyed by language and limit, then by the name as asked, which is the same string for a
// repeated query. Languages are canonical tags and limits 1–25: their Maps stay few.
const geocodeKeys = new Map<string, Map<string, string>[]>();
const MAX_REMEMBERED_NAMES = 4096;

function geocodeKeyOf(place: string, limit: number, language: string): string {
  let byLimit = geocodeKeys.get(language);
  if (byLimit === undefined) {
    byLimit = [];
    geocodeKeys.set(language, byLimit);
  }
  const names = (byLimit[limit] ??= new Map());
  let key = names.get(place);
  if (key === undefined) {
    key = `geocode:${limit}:${languageKey(language)}${place.normalize('NFC').toLowerCase()}`;
    if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
    names.set(place, key);
  }
  return key;
}

// A place's entry key, written once per location object the cache holds.
const weatherKeys = new WeakMap<Location, string>();

function weatherKeyOf(location: Location): string {
  let key = weatherKeys.get(location);
  if (key === undefined) {
    key = `weather:${location.lat},${location.lon},${location.timezone}`;
    weatherKeys.set(location, key);
  }
  return key;
}

/** The `Age` field of an answer: whole seconds since the source produced it. */
export function ageOf(answer: CachedAnswer<unknown>): string {
  return String(Math.max(0, Math.floor(answer.ageMs / 1000)));
}

// Fresh answers of one second share their field: each is written once, not on every request.
const MAX_REMEMBERED_TTLS = 4096;
const freshStatus = boundedMemo(MAX_REMEMBERED_TTLS, (ttl: number) => flatString(`weather-widgets; hit; ttl=${ttl}`));

/** The RFC 9211 `Cache-Status` field that tells a client how fresh an answer is. */
export function cacheStatus({ outcome, ageMs }: CachedAnswer<unknown>, policy: CachePolicy<unknown>): string {
  if (outcome === 'miss') return 'weather-widgets; fwd=miss; stored';
  const ttl = Math.round((policy.ttlMs - ageMs) / 1000);
  if (outcome === 'fresh') return freshStatus(ttl);
  if (outcome === 'stale-while-revalidate')
    return flatString(`weather-widgets; hit; ttl=${ttl}; detail=stale-while-revalidate`);
  return flatString(`weather-widgets; fwd=stale; ttl=${ttl}; detail=stale-if-error`);
}
