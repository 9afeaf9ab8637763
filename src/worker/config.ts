import * as z from 'zod/mini';
import { INSTANT_EXPECTED, parseInstant } from '../contract/instant.ts';
import { DEFAULT_KEYS, TIERS } from '../service/tiers.ts';
import type { EmbeddedFiles } from '../sources/embedded/embedded-files.ts';

/** The sources the worker can read from. */
export const SOURCES = ['embedded', 'contract', 'open-meteo'] as const;
export type SourceName = (typeof SOURCES)[number];

/** The key every request carries when none is configured and the caller gives none. */
export const DEMO_KEY = 'demo';

const TIER_NAMES = Object.keys(TIERS) as [keyof typeof TIERS, ...(keyof typeof TIERS)[]];
// Relative URLs are resolved against the page here: inside a blob worker they would resolve against blob:.
const httpUrl = z.string().check(z.refine((text) => /^https?:$/.test(safeUrl(text)?.protocol ?? ''), 'must be an http(s) URL, absolute or relative to the page'));
const languageTag = z.string().check(z.refine(isLanguageTag, 'must be a language tag such as de, pt-BR or ja'));
const instant = z.custom<string | number | Date>((value) => parseInstant(value) !== undefined, `must be ${INSTANT_EXPECTED}`);
const seconds = z.number().check(z.refine((n) => Number.isFinite(n) && n > 0, 'must be a positive number of seconds'));

const ConfigSchema = z.strictObject({
  source: z.optional(z.enum(SOURCES, `must be one of ${SOURCES.join(', ')}`)),
  baseUrl: z.optional(httpUrl),
  geocodingBaseUrl: z.optional(httpUrl),
  apiKey: z.optional(z.string('must be a string').check(z.minLength(1, 'must not be empty'))),
  keys: z.optional(z.record(z.string().check(z.minLength(1, 'a key must not be empty')), z.enum(TIER_NAMES, `a tier must be one of ${TIER_NAMES.join(', ')}`))),
  cacheTtl: z.optional(z.strictObject({ current: z.optional(seconds), forecast: z.optional(seconds), geocode: z.optional(seconds) })),
  dataUrl: z.optional(httpUrl),
  upstreamTimeout: z.optional(z.int().check(z.positive('must be a positive number of milliseconds'))),
  locale: z.optional(languageTag),
  now: z.optional(instant),
});

/**
 * Everything a page can configure, in one place: `configure({...})` or the script tag's
 * `data-*` attributes. Every field is optional; the defaults give the embedded world with the
 * `demo` key. `now` fixes the widgets' clock at one instant (for demos and screenshots); without
 * it they follow the page's clock, `Date.now()`.
 */
export type WeatherWidgetsConfig = z.infer<typeof ConfigSchema>;

/**
 * The embedded world's files, each at its own URL: the npm package's copies, wherever the app's
 * bundler put them (it renames them, so they are not in one folder under their build names).
 */
export type EmbeddedFileUrls = Required<EmbeddedFiles>;

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
  /** Absolute URL of the folder holding the embedded world's data files, or each file's own URL. */
  dataUrl: string | EmbeddedFileUrls;
  upstreamTimeout?: number;
}

/** Checks a partial configuration, throwing a TypeError that names every bad option. */
export function checkConfig(input: unknown): WeatherWidgetsConfig {
  const result = ConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const detail = issue.code === 'unrecognized_keys' ? `unknown option${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}` : issue.message;
    return path ? `${path}: ${detail}` : detail;
  });
  throw new TypeError(`weather-widgets configure(): ${problems.join('; ')}`);
}

/**
 * Fills the defaults and applies the rules between options. The contract source needs a
 * `baseUrl` and an `apiKey`; its key is accepted by the worker as a free-tier key unless
 * `keys` says otherwise, so widgets work with the one key the site owner has.
 */
export function resolveConfig(config: WeatherWidgetsConfig, defaultDataUrl: string | EmbeddedFileUrls): ResolvedConfig {
  const source = config.source ?? 'embedded';
  if (source === 'contract' && (config.baseUrl === undefined || config.apiKey === undefined)) {
    throw new TypeError('weather-widgets configure(): the contract source needs baseUrl (e.g. https://weather.example/v1) and apiKey');
  }
  const apiKey = config.apiKey ?? DEMO_KEY;
  const keys = config.keys ?? (source === 'contract' ? { [apiKey]: 'free' as const } : { ...DEFAULT_KEYS });
  return {
    source,
    apiKey,
    keys,
    cacheTtl: config.cacheTtl ?? {},
    // A configured folder wins over the default, whichever form the default has.
    dataUrl: config.dataUrl !== undefined ? absolute(config.dataUrl) : typeof defaultDataUrl === 'string' ? absolute(defaultDataUrl) : defaultDataUrl,
    ...(config.baseUrl === undefined ? {} : { baseUrl: absolute(config.baseUrl) }),
    ...(config.geocodingBaseUrl === undefined ? {} : { geocodingBaseUrl: absolute(config.geocodingBaseUrl) }),
    ...(config.upstreamTimeout === undefined ? {} : { upstreamTimeout: config.upstreamTimeout }),
  };
}

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

function isLanguageTag(text: string): boolean {
  try {
    return Intl.getCanonicalLocales(text).length === 1;
  } catch {
    return false;
  }
}

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text, globalThis.location?.href);
  } catch {
    return undefined;
  }
}
