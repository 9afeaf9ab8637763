// The header fields of the API's replies, as OpenAPI header objects.
import type { JsonSchema } from './json-schemas.ts';

/** An OpenAPI header object. */
export interface HeaderObject {
  description: string;
  required?: boolean;
  schema: JsonSchema;
  /** The value a real reply carried. */
  example?: unknown;
}

// One Structured Field list item per policy: the key's ("minute"), and a publishable key's client share ("client").
const POLICY_ITEM = '"[a-z]+";q=[0-9]+;w=[0-9]+';
const LIMIT_ITEM = '"[a-z]+";r=[0-9]+;t=[0-9]+';
const listOf = (item: string) => `^${item}(, ${item})*$`;

/** Every header field the document names, by its component name (the field's own). */
export const HEADERS = {
  'RateLimit-Policy': {
    description:
      'The IETF RateLimit policy of the key (and of one client of a publishable key): `"minute";q=<requests a minute>;w=60`.',
    schema: { type: 'string', pattern: listOf(POLICY_ITEM) },
  },
  RateLimit: {
    description:
      'What is left of the quota: `"minute";r=<remaining>;t=<seconds until the oldest counted request leaves the window>`.',
    schema: { type: 'string', pattern: listOf(LIMIT_ITEM) },
  },
  'Retry-After': {
    description: 'Seconds to wait (rounded up): a request after that is admitted.',
    schema: { type: 'integer', minimum: 0 },
  },
  'Cache-Control': { description: 'How long a client may keep the answer.', schema: { type: 'string' } },
  Age: { description: 'Seconds since the source answered.', schema: { type: 'integer', minimum: 0 } },
  'Cache-Status': {
    description: 'RFC 9211: how the service cache answered (`weather-widgets; hit; ttl=600`).',
    schema: { type: 'string', pattern: '^weather-widgets;' },
  },
  ETag: {
    description: "A strong entity tag of the answer's JSON, with `-gzip` or `-br` for those codings.",
    schema: { type: 'string', pattern: '^"[A-Za-z0-9_-]+"$' },
  },
  'Content-Encoding': {
    description: 'The coding of a body of 1 KB or more, as the client accepts: brotli, else gzip.',
    schema: { type: 'string', enum: ['br', 'gzip'] },
  },
  Vary: { description: 'The body depends on `Accept-Encoding`.', schema: { type: 'string', const: 'Accept-Encoding' } },
  'Access-Control-Allow-Origin': {
    description: 'Any page may read the reply.',
    schema: { type: 'string', const: '*' },
  },
  'X-Content-Type-Options': {
    description: 'No browser may sniff the reply into another type.',
    schema: { type: 'string', const: 'nosniff' },
  },
  Allow: { description: 'The methods the path answers.', schema: { type: 'string' } },
} as const satisfies Record<string, HeaderObject>;

export type HeaderName = keyof typeof HEADERS;

/** The header objects of a reply: the fields it always carries, required, and those it may carry. */
export function headerFields(
  required: readonly HeaderName[],
  optional: readonly HeaderName[] = [],
): Record<string, HeaderObject> {
  return Object.fromEntries([
    ...required.map((name) => [name, { ...HEADERS[name], required: true }]),
    ...optional.map((name) => [name, { ...HEADERS[name], required: false }]),
  ]) as Record<string, HeaderObject>;
}
