// Checking the options of configure() and of the script tag's data-* attributes. Written out by
// hand rather than with zod: this runs on the page, and zod there would put a copy of it in the
// script and in weather-widgets/api (the worker has its own), about 7 KB gzip of every visitor's
// download, for a dozen options.
import { INSTANT_EXPECTED, parseInstant } from '../contract/instant.ts';
import { TIERS } from '../service/tiers.ts';
import {
  LOADINGS,
  PRECIP_UNITS,
  PRESSURE_UNITS,
  SOURCES,
  TEMPERATURE_UNITS,
  WIND_UNITS,
  type WeatherWidgetsConfig,
} from '../protocol/config.ts';

/** What is wrong with a value: `[path, message]` pairs, none when it is right. */
type Check = (value: unknown, path: string) => [string, string][];

const TIER_NAMES = Object.keys(TIERS);

/** A check of one value: the message when `ok` is false. */
const rule =
  (ok: (value: unknown) => boolean, message: string): Check =>
  (value, path) =>
    ok(value) ? [] : [[path, message]];

// Relative URLs are resolved against the page here: inside a blob worker they would resolve against blob:.
const httpUrl = rule(
  (value) => typeof value === 'string' && /^https?:$/.test(safeUrl(value)?.protocol ?? ''),
  'must be an http(s) URL, absolute or relative to the page',
);
const seconds = rule(
  (value) => typeof value === 'number' && Number.isFinite(value) && value > 0,
  'must be a positive number of seconds',
);

const keys: Check = (value, path) => {
  if (!isRecord(value)) return [[path, 'must be an object of key → tier']];
  // A key is a secret of the site's: an error names it by its place in the object, never by its
  // text, nor by the tier's (a key and its tier swapped by mistake would put the key there).
  return Object.entries(value).flatMap(([key, tier], index): [string, string][] => {
    if (key === '') return [[path, 'a key must not be empty']];
    return TIER_NAMES.includes(tier as string)
      ? []
      : [[`${path} (key ${index + 1})`, `a tier must be one of ${TIER_NAMES.join(', ')}`]];
  });
};

const cacheTtl: Check = (value, path) => {
  if (!isRecord(value)) return [[path, 'must be an object of seconds per kind']];
  return [
    ...Object.entries(value).flatMap(([kind, ttl]) =>
      ['current', 'forecast', 'geocode', 'climate'].includes(kind)
        ? ttl === undefined
          ? []
          : seconds(ttl, `${path}.${kind}`)
        : [[path, `unknown option ${kind}`] as [string, string]],
    ),
  ];
};

// In the order messages are given.
const CHECKS: Record<keyof WeatherWidgetsConfig, Check> = {
  source: rule((value) => (SOURCES as readonly unknown[]).includes(value), `must be one of ${SOURCES.join(', ')}`),
  baseUrl: httpUrl,
  geocodingBaseUrl: httpUrl,
  apiKey: (value, path) =>
    typeof value !== 'string' ? [[path, 'must be a string']] : value === '' ? [[path, 'must not be empty']] : [],
  keys,
  cacheTtl,
  dataUrl: httpUrl,
  upstreamTimeout: rule(
    (value) => Number.isInteger(value) && (value as number) > 0,
    'must be a positive number of milliseconds',
  ),
  locale: rule(
    (value) => typeof value === 'string' && isLanguageTag(value),
    'must be a language tag such as de, pt-BR or ja',
  ),
  now: rule((value) => parseInstant(value) !== undefined, `must be ${INSTANT_EXPECTED}`),
  loading: rule((value) => (LOADINGS as readonly unknown[]).includes(value), `must be one of ${LOADINGS.join(', ')}`),
  windUnit: unitRule(WIND_UNITS),
  pressureUnit: unitRule(PRESSURE_UNITS),
  precipUnit: unitRule(PRECIP_UNITS),
  temperatureUnit: unitRule(TEMPERATURE_UNITS),
};

/** A unit of one of `units`, in any case ("hPa" for hpa). */
function unitRule(units: readonly string[]): Check {
  return rule(
    (value) => typeof value === 'string' && units.includes(value.trim().toLowerCase()),
    `must be one of ${units.join(', ')}`,
  );
}

/** Checks a partial configuration, throwing a TypeError that names every bad option; returns a copy of the known options. */
export function checkConfig(input: unknown): WeatherWidgetsConfig {
  if (!isRecord(input))
    throw new TypeError('weather-widgets configure(): the options must be an object, such as { source: "open-meteo" }');
  const problems: [string, string][] = [];
  const checked: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(CHECKS)) {
    const value = Object.hasOwn(input, name) ? input[name] : undefined;
    if (value === undefined) continue;
    problems.push(...check(value, name));
    checked[name] = isRecord(value) ? { ...value } : value;
  }
  const unknown = Object.keys(input).filter((name) => !Object.hasOwn(CHECKS, name));
  if (unknown.length > 0) problems.push(['', `unknown option${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`]);
  if (problems.length > 0)
    throw new TypeError(
      `weather-widgets configure(): ${problems.map(([path, message]) => (path ? `${path}: ${message}` : message)).join('; ')}`,
    );
  return checked;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function isLanguageTag(text: string): boolean {
  try {
    return Intl.getCanonicalLocales(text).length === 1;
  } catch {
    return false;
  }
}

// What a relative URL is checked against on a server, where there is no page yet.
const SOME_PAGE = 'http://localhost/';

/** The URL `text` names, relative to the page, or undefined. */
export function safeUrl(text: string): URL | undefined {
  try {
    // On a server (no page), a relative URL is checked as relative to any http(s) page.
    return new URL(text, globalThis.location?.href ?? SOME_PAGE);
  } catch {
    return undefined;
  }
}
