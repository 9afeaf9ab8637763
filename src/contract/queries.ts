import * as z from 'zod/mini';
import type { Violation, ViolationCode } from './problems.ts';
import { canonicalLanguageTag } from './place-language.ts';
import { UNIT_SYSTEMS } from './units.ts';

/** The read-only operations of the service. */
export const OPERATIONS = ['forecast', 'current', 'geocode', 'climate'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Bounds of the contract's parameters (docs/http-api.md, "Operations"). */
export const LIMITS = {
  lat: { min: -90, max: 90 },
  lon: { min: -180, max: 180 },
  days: { min: 1, max: 14, default: 3 },
  hourly: { min: 0, max: 168 },
  limit: { min: 1, max: 25, default: 5 },
  place: { minLength: 1, maxLength: 50 },
} as const;

// Plain decimals only: no exponent, no sign but '-', no hex, no spaces, no locale separators.
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

// Each number ends in a typed schema of its range, so its JSON Schema (the OpenAPI document's) is
// the number the text stands for: a type, a minimum and a maximum.
function decimalIn(min: number, max: number) {
  return z.pipe(
    z.pipe(z.string().check(z.regex(DECIMAL, { error: 'not_a_number' })), z.transform(Number)),
    z
      .number({ error: 'out_of_range' })
      .check(z.gte(min, { error: 'out_of_range' }), z.lte(max, { error: 'out_of_range' })),
  );
}

function integerIn(min: number, max: number) {
  const digits = z
    .string()
    .check(z.regex(DECIMAL, { error: 'not_a_number', abort: true }), z.regex(INTEGER, { error: 'not_an_integer' }));
  return z.pipe(
    z.pipe(digits, z.transform(Number)),
    z
      .int({ error: 'out_of_range' })
      .check(z.gte(min, { error: 'out_of_range' }), z.lte(max, { error: 'out_of_range' })),
  );
}

// Lengths count Unicode code points, not UTF-16 units, so one emoji is one character.
const placeName = z
  .pipe(
    z.string(),
    z.transform((value) => value.trim()),
  )
  .check(
    z.refine((value) => [...value].length >= LIMITS.place.minLength, { error: 'too_short' }),
    z.refine((value) => [...value].length <= LIMITS.place.maxLength, { error: 'too_long' }),
  );

// A language tag, canonical ("pt-br" → "pt-BR"): the language places are named in.
const languageTag = z.pipe(
  z.string().check(z.refine((value) => canonicalLanguageTag(value) !== undefined, { error: 'not_allowed' })),
  z.transform((value) => canonicalLanguageTag(value)!),
);

/** Each parameter's schema: one raw string in, the typed value out, failures named by violation code. */
export const PARAMETERS = {
  key: z.string().check(z.minLength(1, { error: 'missing' })),
  lat: decimalIn(LIMITS.lat.min, LIMITS.lat.max),
  lon: decimalIn(LIMITS.lon.min, LIMITS.lon.max),
  place: placeName,
  units: z.enum(UNIT_SYSTEMS, { error: 'not_allowed' }),
  days: integerIn(LIMITS.days.min, LIMITS.days.max),
  hourly: integerIn(LIMITS.hourly.min, LIMITS.hourly.max),
  limit: integerIn(LIMITS.limit.min, LIMITS.limit.max),
  language: languageTag,
} as const;
export type ParameterName = keyof typeof PARAMETERS;
type ParameterValue<P extends ParameterName> = z.output<(typeof PARAMETERS)[P]>;

/** Which parameters each operation reads; any other parameter is ignored. */
export const OPERATION_PARAMETERS = {
  forecast: ['key', 'lat', 'lon', 'place', 'units', 'days', 'hourly', 'language'],
  current: ['key', 'lat', 'lon', 'place', 'units', 'language'],
  geocode: ['key', 'place', 'limit', 'language'],
  climate: ['key', 'lat', 'lon', 'place', 'units', 'language'],
} as const satisfies Record<Operation, readonly ParameterName[]>;

/** Parameter values as they arrived, before any parsing. */
export type ParsedParameters = { [P in ParameterName]?: ParameterValue<P> };

// The parameters that take one of a list of words.
const ALLOWED_VALUES: Record<string, readonly string[]> = { units: UNIT_SYSTEMS };

const DETAILS: Record<ViolationCode, (param: string) => string> = {
  missing: (param) => `${param} is required.`,
  not_a_number: (param) => `${param} must be a plain decimal number such as 52.52 (no exponent, spaces or '+').`,
  not_an_integer: (param) => `${param} must be a whole number such as 3.`,
  out_of_range: (param) => `${param} must be between ${rangeOf(param)}.`,
  not_allowed: (param) =>
    param === 'language'
      ? 'language must be a language tag such as it, pt-BR or zh-Hant.'
      : `${param} must be one of: ${(ALLOWED_VALUES[param] ?? []).join(', ')}.`,
  too_short: (param) => `${param} must not be empty or only spaces.`,
  too_long: (param) => `${param} must be at most ${LIMITS.place.maxLength} characters.`,
  duplicate: (param) => `${param} was given more than once; give it once.`,
  conflict: (param) => `${param} cannot be combined with lat and lon; give one or the other.`,
  exceeds_tier: (param) => `${param} exceeds what the key's tier allows.`,
  unknown_place: (param) => `${param} matches no known place.`,
};

function rangeOf(param: string): string {
  const bounds = (LIMITS as Record<string, { min?: number; max?: number }>)[param];
  return `${bounds?.min} and ${bounds?.max}`;
}

/** A violation of `code` on `param`, with the standard sentence unless `detail` is given. */
export function violation(param: string, code: ViolationCode, detail = DETAILS[code](param)): Violation {
  return { param, code, detail };
}

/**
 * Parses the parameters an operation reads, reporting every violation of a single
 * parameter (missing key, duplicates, malformed or out-of-range values) at once.
 * Rules that tie parameters together live with the operations.
 */
export function parseParameters(
  operation: Operation,
  values: ReadonlyMap<string, readonly string[]>,
): { parameters: ParsedParameters; violations: Violation[] } {
  const parameters: ParsedParameters = {};
  const violations: Violation[] = [];
  for (const name of OPERATION_PARAMETERS[operation]) {
    const given = values.get(name) ?? [];
    if (given.length > 1) {
      violations.push(violation(name, 'duplicate'));
      continue;
    }
    if (given.length === 0) continue;
    const result = PARAMETERS[name].safeParse(given[0]);
    if (result.success) {
      // -0 parses as a number but is a surprising value to hand on.
      const value = result.data === 0 ? 0 : result.data;
      Object.assign(parameters, { [name]: value });
    } else {
      const codes = new Set(result.error.issues.map((issue) => issue.message as ViolationCode));
      for (const code of codes) violations.push(violation(name, code));
    }
  }
  return { parameters, violations };
}
