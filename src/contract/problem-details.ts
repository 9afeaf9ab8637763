// The problems the service answers with, as plain data: what a page's client needs to answer one
// itself, without the schemas (and zod) that problems.ts adds for the code that checks them.

/** Every problem the service can answer with: its HTTP status and title. */
export const PROBLEMS = {
  invalid_request: { status: 400, title: 'Invalid request' },
  invalid_key: { status: 401, title: 'Invalid API key' },
  origin_not_allowed: { status: 403, title: 'Origin not allowed' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  rate_limited: { status: 429, title: 'Rate limit exceeded' },
  internal: { status: 500, title: 'Internal error' },
  // The site's source has no data for the operation (climate on Open-Meteo): none is invented.
  not_implemented: { status: 501, title: 'Not implemented' },
  upstream_error: { status: 502, title: 'Upstream error' },
  upstream_unavailable: { status: 503, title: 'Upstream unavailable' },
  upstream_timeout: { status: 504, title: 'Upstream timeout' },
  // Only in browsers: the page client answers it when the service in its worker stops answering.
  service_unavailable: { status: 503, title: 'Service unavailable' },
  // Only in browsers: the page client answers it, asking nothing, while the site's configuration
  // cannot work (the script tag's data-* were refused); the detail names what to fix.
  invalid_configuration: { status: 500, title: 'Invalid configuration' },
  // Only in browsers: a file the script loads does not match the hash the script (or the world's
  // manifest) carries for it, so it was not used; the detail names the file.
  integrity: { status: 502, title: 'Integrity check failed' },
} as const;

/** A machine-readable problem code: what clients switch on. */
export type ProblemCode = keyof typeof PROBLEMS;

/** What is wrong with one parameter of an invalid request. */
export const VIOLATION_CODES = [
  'missing',
  'not_a_number',
  'not_an_integer',
  'out_of_range',
  'not_allowed',
  'too_short',
  'too_long',
  'duplicate',
  'conflict',
  'exceeds_tier',
  'unknown_place',
] as const;
export type ViolationCode = (typeof VIOLATION_CODES)[number];

/** What is wrong with one parameter: which, how (a code), and in words. */
export interface Violation {
  param: string;
  code: ViolationCode;
  detail: string;
}

/** An RFC 9457 problem details body, with our `code` and, where they apply, `errors` and `retry_after`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
  errors?: Violation[] | undefined;
  retry_after?: number | undefined;
}

/** The stable URI that names a problem type (a URN: it identifies, it is not fetched). */
export function problemType(code: ProblemCode): string {
  return `urn:weather-widgets:problem:${code}`;
}

/** Builds a problem body; `extra` carries `errors` or `retry_after`. */
export function problem(
  code: ProblemCode,
  detail: string,
  extra: Pick<Problem, 'errors' | 'retry_after'> = {},
): Problem {
  const { status, title } = PROBLEMS[code];
  return { type: problemType(code), title, status, detail, code, ...extra };
}
