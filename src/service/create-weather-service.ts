import { andThen, isPromise, type MaybePromise } from '../contract/maybe-promise.ts';
import { problem, type Violation } from '../contract/problems.ts';
import { DEFAULT_LANGUAGE } from '../contract/place-language.ts';
import { LIMITS, OPERATIONS, violation, type Operation } from '../contract/queries.ts';
import type { Location } from '../contract/records.ts';
import { UNIT_SYSTEMS } from '../contract/units.ts';
import type { Source } from '../sources/source.ts';
import {
  isConfigurationError,
  isUpstreamError,
  isUpstreamRefusal,
  UPSTREAM_FAILURES,
} from '../contract/source-error.ts';
import type { KeyValueStore } from '../stores/key-value-store.ts';
import { createMemoryStore } from '../stores/memory-store.ts';
import type { CacheEntry, CachedAnswer, CachePolicy } from './cache.ts';
import { ageOf, cachePolicies, cacheStatus, createCachedSource, type TtlKind } from './cached-source.ts';
import { climateEnvelope } from './climate-envelope.ts';
import type { Exclusive } from './exclusive.ts';
import { currentEnvelope, forecastEnvelope } from './envelopes.ts';
import { createSharedEnvelopes, variantKey } from './shared-envelopes.ts';
import {
  joinRateLimitHeaders,
  memoryRateLimiter,
  rateLimitHeaders,
  storeRateLimiter,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimitState,
} from './rate-limit.ts';
import { parsedQueries, type ParsedQuery } from './parsed-queries.ts';
import type { RawQuery } from './read-query.ts';
import { clientShareOf } from './client-share.ts';
import { DEFAULT_KEYS, keyRegistry, TIERS, type KeySettings, type Tier } from './tiers.ts';
import type { RequestContext, ServiceReply } from './types.ts';

/** Options of {@link createWeatherService}; everything but `source` has a default. */
export interface WeatherServiceOptions {
  /** Where places and weather come from. */
  source: Source;
  /**
   * API key → tier name (`free`, `standard`, `pro`), or `{ tier, origins?, clientShare? }`: the
   * origins whose pages may use a publishable key, and the share of its quota one client may use
   * (docs/server.md, "Publishable keys"). Default: the documented demo keys.
   */
  keys?: Readonly<Record<string, KeySettings>>;
  /**
   * The clock, epoch milliseconds. Default: `Date.now`. The rate limit always counts on it; a
   * request's own `now` (see {@link RequestContext}) picks the hours shown and ages cached answers.
   */
  now?: () => number;
  /** Where the rate limiter counts requests. Default: memory. */
  quotaStore?: KeyValueStore<RateLimitState>;
  /** Counts requests itself, instead of through `quotaStore`: e.g. on Redis, shared by many servers. */
  rateLimiter?: RateLimiter;
  /** Where source answers are cached. Default: memory, 2,000 entries. */
  cacheStore?: KeyValueStore<CacheEntry>;
  /** Told about unexpected failures (answered as 500). Default: console.error. */
  onError?: (error: unknown) => void;
  /** Fresh lifetime of cached answers, in seconds, per kind; the others keep their defaults (current 600, forecast 1800, geocode 2592000, climate 2592000). */
  cacheTtlSeconds?: Partial<Record<TtlKind, number>>;
  /**
   * Runs `task` while holding the lock `name`, shared with other copies of the service on this
   * origin (in browsers: Web Locks, navigator.locks.request). Default: runs it at once.
   */
  exclusive?: Exclusive;
}

/** The weather service: one `handle` that decides every reply. */
export interface WeatherService {
  /** Answers one request; never throws, never rejects. */
  handle(operation: string, query: RawQuery, context?: RequestContext): Promise<ServiceReply>;
  /**
   * The same answer, at once when nothing needs waiting for (a cached answer in memory), else a
   * promise of it: for a caller that can use a reply without a turn of the event loop. Never
   * throws, never rejects. Optional: a service that stands for another (a worker's host) may
   * offer `handle` alone.
   */
  handleAtOnce?(operation: string, query: RawQuery, context?: RequestContext): MaybePromise<ServiceReply>;
}

const CACHE_CONTROL = {
  forecast: 'private, max-age=300',
  current: 'private, max-age=300',
  geocode: 'private, max-age=86400',
  climate: 'private, max-age=86400',
};

const JSON_TYPE = 'application/json; charset=utf-8';
// Weather is modelled for the years a date can be written with four digits.
const MAX_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59);
const PROBLEM_TYPE = 'application/problem+json';

/** Creates the weather service of docs/http-api.md over a source. */
export function createWeatherService(options: WeatherServiceOptions): WeatherService {
  const {
    source,
    now = Date.now,
    onError = (error) => console.error('weather service: internal error', error),
  } = options;
  const registry = keyRegistry(options.keys ?? DEFAULT_KEYS);
  const limiter =
    options.rateLimiter ?? (options.quotaStore ? storeRateLimiter(options.quotaStore) : memoryRateLimiter());
  // Clients come and go without end: in memory their shares are bounded, the least recent forgotten.
  const shares = clientShareOf(
    options.rateLimiter ?? storeRateLimiter(createMemoryStore<RateLimitState>({ maxEntries: 10_000 })),
  );
  const policies = cachePolicies(options.cacheTtlSeconds);
  if (options.exclusive !== undefined && typeof options.exclusive !== 'function')
    throw new TypeError('exclusive must be a function (name, task) => Promise.');
  const cacheStore = options.cacheStore ?? createMemoryStore<CacheEntry>({ maxEntries: 2000 });
  const reader = createCachedSource(source, cacheStore, { policies, exclusive: options.exclusive });
  const shared = createSharedEnvelopes();
  const parse = parsedQueries();

  function answer(
    operation: Operation,
    query: RawQuery,
    atMs: number,
    context: RequestContext,
  ): MaybePromise<ServiceReply> {
    const parsed = parse(operation, query);
    const { parameters } = parsed;
    if (parsed.keyInvalid) return invalid(parsed.violations, {});

    const policy = registry.get(parameters.key!);
    if (policy === undefined)
      return reply(401, {}, problem('invalid_key', 'The API key is not known. Check the key parameter.'));
    if (
      policy.origins &&
      context.origin !== undefined &&
      (context.origin === null || !policy.origins.has(context.origin))
    ) {
      const from =
        context.origin === null
          ? 'a request that names no origin (no Origin or Referer header)'
          : `pages of ${context.origin}`;
      return reply(
        403,
        {},
        problem('origin_not_allowed', `This key is bound to its site's origins and may not be used from ${from}.`),
      );
    }
    const asked: Asked = { operation, parsed, tier: policy.tier, atMs, requestId: context.requestId };
    if (context.client === undefined || policy.clientShare >= 1) return answerCounted(asked, undefined);
    return answerWithinShare(asked, context.client, policy.clientShare);
  }

  // One client may spend only its share of a publishable key's quota, so no visitor can use
  // up the site's; a request its share refuses costs the key nothing.
  async function answerWithinShare(asked: Asked, client: string, clientShare: number): Promise<ServiceReply> {
    const quota = TIERS[asked.tier].perMinute;
    const key = asked.parsed.parameters.key!;
    const sharedAt = now();
    const share = await shares.admit(key, client, quota, clientShare, sharedAt, asked.requestId);
    if (share && !share.admitted) {
      const wait = share.retryAfterSeconds!;
      const detail = `One client may make ${share.quota} of this key's ${quota} requests a minute; try again in ${wait} s.`;
      return reply(429, rateLimitHeaders(share, 'client'), problem('rate_limited', detail, { retry_after: wait }));
    }
    return answerCounted({ ...asked, refunds: [() => shares.refund(key, client, sharedAt)] }, share);
  }

  // The quota is the site's, shared by tabs: counted on the service's own clock, never on a
  // caller's, so a tab with a faked clock can neither spend nor free another tab's requests.
  function answerCounted(asked: Asked, share: RateLimitDecision | undefined): MaybePromise<ServiceReply> {
    const key = asked.parsed.parameters.key!;
    const quota = TIERS[asked.tier].perMinute;
    const countedAt = now();
    const counted = { ...asked, refunds: [...(asked.refunds ?? []), async () => limiter.refund?.(key, countedAt)] };
    if (limiter.admitSync) return answerAdmitted(counted, share, limiter.admitSync(key, quota, countedAt));
    return countThenAnswer(counted, share, key, quota, countedAt);
  }

  async function countThenAnswer(
    asked: Asked,
    share: RateLimitDecision | undefined,
    key: string,
    quota: number,
    countedAt: number,
  ): Promise<ServiceReply> {
    return answerAdmitted(asked, share, await limiter.admit(key, quota, countedAt, asked.requestId));
  }

  function answerAdmitted(
    asked: Asked,
    share: RateLimitDecision | undefined,
    decision: RateLimitDecision,
  ): MaybePromise<ServiceReply> {
    const limitHeaders = share
      ? joinRateLimitHeaders(rateLimitHeaders(decision), rateLimitHeaders(share, 'client'))
      : rateLimitHeaders(decision);
    if (!decision.admitted) {
      const wait = decision.retryAfterSeconds!;
      const detail = `This key may make ${decision.quota} requests a minute; try again in ${wait} s.`;
      return reply(429, limitHeaders, problem('rate_limited', detail, { retry_after: wait }));
    }
    const violations = asked.parsed.violationsFor(asked.tier);
    if (violations.length > 0) return invalid(violations, limitHeaders);
    return refundingOwnFailures(asked, () => lookUp(asked, limitHeaders));
  }

  // A request the service fails on its own (a bug, or a configuration that cannot work) is no
  // request the caller could have done without: it does not count against the quota, so a page
  // that meets one keeps its requests for when it is fixed. The failure still reaches failed().
  // A failure thrown at once is answered at once (handleAtOnce): its refunds are started, not
  // awaited; the memory limiter's, the one such a caller counts with, is done when they start.
  function refundingOwnFailures(asked: Asked, work: () => MaybePromise<ServiceReply>): MaybePromise<ServiceReply> {
    // A refund that fails leaves the request counted: the answer is still the failure's.
    const refunds = (error: unknown) =>
      Promise.all(isOwnFailure(error) ? (asked.refunds ?? []).map((refundOne) => refundOne()) : []).catch(() => {});
    try {
      const answered = work();
      return isPromise(answered)
        ? answered.catch(async (error: unknown) => {
            await refunds(error);
            throw error;
          })
        : answered;
    } catch (error) {
      void refunds(error);
      throw error;
    }
  }

  function lookUp(asked: Asked, limitHeaders: Record<string, string>): MaybePromise<ServiceReply> {
    const { operation, parsed, atMs } = asked;
    const { parameters } = parsed;
    const language = parameters.language ?? DEFAULT_LANGUAGE;
    if (operation === 'geocode') {
      return andThen(
        reader.geocode(parameters.place!, parameters.limit ?? LIMITS.limit.default, language, atMs),
        (answer) => ({
          status: 200,
          headers: okHeaders(limitHeaders, CACHE_CONTROL.geocode, answer, policies.places),
          body: { results: answer.value.map((place) => ({ ...place })) },
        }),
      );
    }
    if (operation === 'climate' && source.climate === undefined) {
      const detail = 'This source has no observed climate normals; the embedded world and our own server have them.';
      return reply(501, limitHeaders, problem('not_implemented', detail));
    }
    const answerAt = operation === 'climate' ? climateAt : weatherAt;
    const where = parsed.whereabouts();
    if ('place' in where) {
      return andThen(reader.geocode(where.place, 1, language, atMs), (found) => {
        const location = found.value[0];
        return location === undefined
          ? invalid([unknownPlace(where.place)], limitHeaders)
          : answerAt(asked, location, language, limitHeaders);
      });
    }
    return andThen(reader.locate(where.lat, where.lon, language, atMs), ({ value: location }) =>
      answerAt(asked, location, language, limitHeaders),
    );
  }

  function climateAt(
    asked: Asked,
    location: Location,
    language: string,
    limitHeaders: Record<string, string>,
  ): MaybePromise<ServiceReply> {
    const units = asked.parsed.parameters.units ?? 'metric';
    return andThen(reader.climate(location, asked.atMs), (answer) => ({
      status: 200,
      headers: okHeaders(limitHeaders, CACHE_CONTROL.climate, answer, policies.climate),
      // One set of normals serves every language; the place's name in the envelope is the language's.
      body: shared(answer.value, `${language}:${location.name}`, UNIT_SYSTEMS.indexOf(units), () =>
        climateEnvelope(location, answer.value, units),
      ),
    }));
  }

  function weatherAt(
    asked: Asked,
    location: Location,
    language: string,
    limitHeaders: Record<string, string>,
  ): MaybePromise<ServiceReply> {
    const {
      parsed: { parameters },
      tier,
      atMs,
    } = asked;
    // Geocode requests were answered in lookUp.
    const operation = asked.operation as 'current' | 'forecast';
    const units = parameters.units ?? 'metric';
    const current = operation === 'current';
    const days = current ? 1 : (parameters.days ?? LIMITS.days.default);
    const hours = current ? 1 : (parameters.hourly ?? TIERS[tier].maxHourly);
    return andThen(reader.weather(operation, location, atMs, hours, days), (answer) => {
      const {
        value: series,
        window: { hourIndex, dayIndex },
      } = answer;
      // One series serves every language; the place's name in the envelope is the language's.
      const body = shared(series, language, variantKey({ current, units, days, hours, hourIndex, dayIndex }), () =>
        current
          ? currentEnvelope(location, series.hourly[hourIndex]!, series.daily[dayIndex]!, units)
          : forecastEnvelope(
              location,
              series.daily.slice(dayIndex, dayIndex + days),
              series.hourly.slice(hourIndex, hourIndex + hours),
              units,
            ),
      );
      return {
        status: 200,
        headers: okHeaders(limitHeaders, CACHE_CONTROL[operation], answer, policies[operation]),
        body,
      };
    });
  }

  // Unexpected failures are answered, never thrown: 500, or the upstream's own refusal.
  function failed(error: unknown): ServiceReply {
    if (isUpstreamRefusal(error)) return reply(error.status, error.headers, error.problem);
    if (isUpstreamError(error))
      return reply(UPSTREAM_FAILURES[error.failure], {}, problem(error.failure, error.message));
    if (isConfigurationError(error)) return reply(500, {}, problem('invalid_configuration', error.message));
    onError(error);
    return reply(500, {}, problem('internal', 'The service failed unexpectedly; this is a bug on our side.'));
  }

  function handleAtOnce(operation: string, query: RawQuery, context: RequestContext = {}): MaybePromise<ServiceReply> {
    try {
      if (!(OPERATIONS as readonly string[]).includes(operation)) {
        return reply(
          404,
          {},
          problem('not_found', `There is no operation "${operation}"; use ${OPERATIONS.join(', ')}.`),
        );
      }
      const atMs = context.now ?? now();
      if (!isInstant(atMs))
        return invalid(
          [
            violation(
              'now',
              'out_of_range',
              `now must be an instant (an ISO 8601 date-time with an offset, or epoch milliseconds) from 1970 to 9999; got ${String(atMs)}.`,
            ),
          ],
          {},
        );
      const answered = answer(operation as Operation, query, atMs, context);
      return isPromise(answered) ? answered.catch(failed) : answered;
    } catch (error) {
      return failed(error);
    }
  }

  return {
    // An async function, so that nothing is ever thrown at its caller, not even by onError.
    async handle(operation, query, context) {
      return handleAtOnce(operation, query, context);
    },
    handleAtOnce,
  };
}

/** What a request asks, once its key is known. */
interface Asked {
  operation: Operation;
  parsed: ParsedQuery;
  tier: Tier;
  /** The instant the answer is for: the caller's clock, else the service's. */
  atMs: number;
  /** The balancer's id for the request (RequestContext). */
  requestId: string | undefined;
  /** What takes back the requests counted for this one, should the service fail it on its own. */
  refunds?: (() => Promise<void>)[];
}

/** A failure of the service's own (a bug, a configuration that cannot work), not the upstream's. */
function isOwnFailure(error: unknown): boolean {
  return !isUpstreamRefusal(error) && !isUpstreamError(error);
}

function reply(status: number, headers: Record<string, string>, body: unknown): ServiceReply {
  const contentType = status === 200 ? JSON_TYPE : PROBLEM_TYPE;
  return { status, headers: { 'Content-Type': contentType, ...headers }, body };
}

/** The header fields of a 200 answer, in one object of one shape. */
function okHeaders(
  limit: Record<string, string>,
  cacheControl: string,
  answer: CachedAnswer<unknown>,
  policy: CachePolicy<unknown>,
): Record<string, string> {
  return {
    'Content-Type': JSON_TYPE,
    'RateLimit-Policy': limit['RateLimit-Policy']!,
    RateLimit: limit.RateLimit!,
    'Cache-Control': cacheControl,
    Age: ageOf(answer),
    'Cache-Status': cacheStatus(answer, policy),
  };
}

function unknownPlace(place: string): Violation {
  return violation('place', 'unknown_place', `No known place matches "${place}".`);
}

function invalid(violations: readonly Violation[], headers: Record<string, string>): ServiceReply {
  const params = [...new Set(violations.map((v) => v.param))].join(', ');
  return reply(
    400,
    headers,
    problem('invalid_request', `The request is invalid: see ${params}.`, { errors: [...violations] }),
  );
}

function isInstant(ms: unknown): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= MAX_INSTANT_MS;
}
