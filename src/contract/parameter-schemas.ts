// The query parameters as schemas: what the OpenAPI document shows of each (its JSON Schema is
// the value the text stands for: a type, a minimum and a maximum). The service reads parameters
// with the rules of queries.ts, written out so that the worker's code carries no schema library;
// a test holds both to the same answers for every text.
import * as z from 'zod/mini';
import { canonicalLanguageTag } from './place-language.ts';
import { LIMITS, type ParameterName, type ParameterValues } from './queries.ts';
import { UNIT_SYSTEMS } from './units.ts';

// Plain decimals only: no exponent, no sign but '-', no hex, no spaces, no locale separators.
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

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
} as const satisfies Record<ParameterName, unknown>;

// The values the schemas give are the values the service reads: a change to either fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ParameterSchemasMatchValues = Holds<
  Same<{ [P in ParameterName]: z.output<(typeof PARAMETERS)[P]> }, ParameterValues>
>;
