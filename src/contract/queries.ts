import type { Violation, ViolationCode } from './problems.ts';
import { canonicalLanguageTag } from './place-language.ts';
import { UNIT_SYSTEMS, type UnitSystem } from './units.ts';

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

/** The name of each parameter an operation may read. */
export const PARAMETER_NAMES = ['key', 'lat', 'lon', 'place', 'units', 'days', 'hourly', 'limit', 'language'] as const;
export type ParameterName = (typeof PARAMETER_NAMES)[number];

/** Each parameter's value, once parsed. */
export interface ParameterValues {
  key: string;
  lat: number;
  lon: number;
  place: string;
  units: UnitSystem;
  days: number;
  hourly: number;
  limit: number;
  language: string;
}

/** One raw string read: the value it stands for, or the violation codes it breaks. */
export type ParameterOutcome<T> = { value: T } | { codes: ViolationCode[] };

const broken = (code: ViolationCode): ParameterOutcome<never> => ({ codes: [code] });

// The rules are written out rather than parsed by the schemas the OpenAPI document shows
// (parameter-schemas.ts): this file is in the worker's code of every page, which then carries no
// schema library. A test holds the two to the same answers.
const inRange = (value: number, min: number, max: number): ParameterOutcome<number> =>
  value >= min && value <= max ? { value } : broken('out_of_range');

function decimalIn(min: number, max: number) {
  return (text: string) => (DECIMAL.test(text) ? inRange(Number(text), min, max) : broken('not_a_number'));
}

function integerIn(min: number, max: number) {
  return (text: string) => {
    if (!DECIMAL.test(text)) return broken('not_a_number');
    return INTEGER.test(text) ? inRange(Number(text), min, max) : broken('not_an_integer');
  };
}

// Lengths count Unicode code points, not UTF-16 units, so one emoji is one character.
function placeName(text: string): ParameterOutcome<string> {
  const value = text.trim();
  const length = [...value].length;
  if (length < LIMITS.place.minLength) return broken('too_short');
  return length > LIMITS.place.maxLength ? broken('too_long') : { value };
}

// A language tag, canonical ("pt-br" → "pt-BR"): the language places are named in.
function languageTag(text: string): ParameterOutcome<string> {
  const value = canonicalLanguageTag(text);
  return value === undefined ? broken('not_allowed') : { value };
}

const unitSystem = (text: string): ParameterOutcome<UnitSystem> =>
  (UNIT_SYSTEMS as readonly string[]).includes(text) ? { value: text as UnitSystem } : broken('not_allowed');

/** Each parameter's reading: one raw string in, the typed value or its violation codes out. */
export const PARAMETER_READERS: { [P in ParameterName]: (text: string) => ParameterOutcome<ParameterValues[P]> } = {
  key: (text) => (text.length >= 1 ? { value: text } : broken('missing')),
  lat: decimalIn(LIMITS.lat.min, LIMITS.lat.max),
  lon: decimalIn(LIMITS.lon.min, LIMITS.lon.max),
  place: placeName,
  units: unitSystem,
  days: integerIn(LIMITS.days.min, LIMITS.days.max),
  hourly: integerIn(LIMITS.hourly.min, LIMITS.hourly.max),
  limit: integerIn(LIMITS.limit.min, LIMITS.limit.max),
  language: languageTag,
};

/** Which parameters each operation reads; any other parameter is ignored. */
export const OPERATION_PARAMETERS = {
  forecast: ['key', 'lat', 'lon', 'place', 'units', 'days', 'hourly', 'language'],
  current: ['key', 'lat', 'lon', 'place', 'units', 'language'],
  geocode: ['key', 'place', 'limit', 'language'],
  climate: ['key', 'lat', 'lon', 'place', 'units', 'language'],
} as const satisfies Record<Operation, readonly ParameterName[]>;

/** Parameter values as they arrived, before any parsing. */
export type ParsedParameters = Partial<ParameterValues>;

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
    const outcome = PARAMETER_READERS[name](given[0]!);
    if ('value' in outcome) {
      // -0 parses as a number but is a surprising value to hand on.
      const value = outcome.value === 0 ? 0 : outcome.value;
      Object.assign(parameters, { [name]: value });
    } else {
      for (const code of new Set(outcome.codes)) violations.push(violation(name, code));
    }
  }
  return { parameters, violations };
}
