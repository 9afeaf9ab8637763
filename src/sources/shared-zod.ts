// The service's side of sharing its zod with the HTTP sources' modules (see shared-zod-names.ts).
import * as z from 'zod/mini';
import { SHARED_ZOD_KEY, type SHARED_ZOD_NAMES } from './shared-zod-names.ts';

/** What the service hands over: its zod's exports the HTTP sources' modules read. */
const SHARED_ZOD = {
  array: z.array,
  enum: z.enum,
  extend: z.extend,
  gte: z.gte,
  int: z.int,
  length: z.length,
  literal: z.literal,
  looseObject: z.looseObject,
  lte: z.lte,
  maximum: z.maximum,
  minimum: z.minimum,
  minLength: z.minLength,
  nullable: z.nullable,
  number: z.number,
  object: z.object,
  optional: z.optional,
  pipe: z.pipe,
  refine: z.refine,
  regex: z.regex,
  string: z.string,
  transform: z.transform,
} satisfies Record<(typeof SHARED_ZOD_NAMES)[number], unknown>;

/** Puts this realm's zod where an HTTP source's module built for the data folder reads it: call before importing one. */
export function shareZod(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_ZOD_KEY)] = SHARED_ZOD;
}
