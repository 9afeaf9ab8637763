import * as z from 'zod/mini';
import { PROBLEMS, VIOLATION_CODES, type Problem, type ProblemCode, type Violation } from './problem-details.ts';

// The problems as plain data live in problem-details.ts, which a page's client imports without zod.
export * from './problem-details.ts';

export const ViolationSchema = z.object({
  param: z.string(),
  code: z.enum(VIOLATION_CODES),
  detail: z.string(),
});

/** An RFC 9457 problem details body, with our `code` and, where they apply, `errors` and `retry_after`. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  code: z.enum(Object.keys(PROBLEMS) as [ProblemCode, ...ProblemCode[]]),
  errors: z.optional(z.array(ViolationSchema)),
  retry_after: z.optional(z.int()),
});

// The hand-written types of problem-details.ts are the schemas' own: a change to either fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ProblemTypesMatchSchemas = [
  Holds<Same<z.infer<typeof ProblemSchema>, Problem>>,
  Holds<Same<z.infer<typeof ViolationSchema>, Violation>>,
];
