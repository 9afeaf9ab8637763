// The replies of each operation, and of any path: every status the HTTP server answers, each
// with its header fields and its body's schema (an envelope, or a problem narrowed to its codes).
import { PROBLEMS, type ProblemCode } from '../../contract/problems.ts';
import { PARSER_REFUSALS } from '../client-error.ts';
import { headerFields, type HeaderName, type HeaderObject } from './headers.ts';
import { schemaRef, type JsonSchema } from './json-schemas.ts';

/** A reply recorded from the server: what the document shows as an example. */
export interface ExampleReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** An OpenAPI response object. */
export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, { schema: JsonSchema; examples?: Record<string, { summary: string; value: unknown }> }>;
}

const PROBLEM_TYPE = 'application/problem+json';
const JSON_TYPE = 'application/json';

// Problems only a page's own client answers (its worker died, a file failed its pin): never HTTP.
const PAGE_ONLY: readonly ProblemCode[] = ['service_unavailable', 'integrity'];
// Problems of paths and methods no operation has: the document's components, for any path.
const OF_NO_OPERATION: readonly ProblemCode[] = ['not_found', 'method_not_allowed'];

const SECURITY_HEADERS: HeaderName[] = ['Access-Control-Allow-Origin', 'X-Content-Type-Options'];
const LIMIT_HEADERS: HeaderName[] = ['RateLimit-Policy', 'RateLimit'];
const FRESHNESS_HEADERS: HeaderName[] = ['Cache-Control', 'Age', 'Cache-Status', 'ETag'];

// What a problem reply of one status adds to the problem schema, and says in words.
const PROBLEM_DETAILS: Partial<Record<number, { description: string; schema?: JsonSchema }>> = {
  400: {
    description: 'The query breaks the contract: `errors` lists every violation, each naming its parameter.',
    schema: { properties: { errors: { minItems: 1 } }, required: ['errors'] },
  },
  401: { description: 'The key is not known (a missing or empty key is a 400 `missing` on `key`).' },
  403: { description: 'A publishable key used from a page of another origin, or from a request that names none.' },
  408: { description: 'The request did not arrive in time; the connection is closed.' },
  429: {
    description:
      'Over the quota, or a client that sent too many unknown keys: `retry_after` and `Retry-After` say how many seconds to wait.',
    schema: { properties: { retry_after: { type: 'integer', minimum: 0 } }, required: ['retry_after'] },
  },
  431: { description: 'The request line and headers are over the limit; the connection is closed.' },
  500: { description: 'A failure on the server: a bug (`internal`), or a configuration that cannot work.' },
  502: { description: 'The HTTP upstream answered with an error, and nothing cached could stand in.' },
  503: { description: 'The HTTP upstream could not be reached, and nothing cached could stand in.' },
  504: { description: 'The HTTP upstream did not answer in time, and nothing cached could stand in.' },
};

/** The body schema of problems of one status: the problem, its status and its codes. */
function problemSchema(status: number, codes: readonly ProblemCode[]): JsonSchema {
  const narrowed = PROBLEM_DETAILS[status]?.schema ?? {};
  const properties = (narrowed.properties ?? {}) as JsonSchema;
  return {
    allOf: [
      schemaRef('Problem'),
      {
        ...narrowed,
        properties: { ...properties, status: { const: status }, code: { enum: [...codes] } },
      },
    ],
  };
}

function examplesOf(status: number, examples: readonly ExampleReply[]) {
  const matching = examples.filter((example) => example.status === status);
  if (matching.length === 0) return {};
  return {
    examples: Object.fromEntries(
      matching.map((example, index) => [
        `reply${index + 1}`,
        { summary: `A real reply (${status})`, value: example.body },
      ]),
    ),
  };
}

function problemResponse(
  status: number,
  codes: readonly ProblemCode[],
  headers: Record<string, HeaderObject>,
  examples: readonly ExampleReply[],
): ResponseObject {
  const titles = codes.map((code) => `\`${code}\``).join(', ');
  return {
    description: `${PROBLEM_DETAILS[status]?.description ?? `${codes.map((code) => PROBLEMS[code].title).join('; ')}.`} (${titles})`,
    headers,
    content: { [PROBLEM_TYPE]: { schema: problemSchema(status, codes), ...examplesOf(status, examples) } },
  };
}

/** The statuses of problems an operation's GET may answer, each with its codes. */
function operationProblems(): Map<number, ProblemCode[]> {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const [code, { status }] of Object.entries(PROBLEMS) as [ProblemCode, { status: number }][]) {
    if (PAGE_ONLY.includes(code) || OF_NO_OPERATION.includes(code)) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  // What Node's HTTP parser refuses before any operation reads the request (a 400 of the parser
  // has no violations to list, and is described with the 400 above).
  for (const { status } of Object.values(PARSER_REFUSALS))
    if (!byStatus.has(status)) byStatus.set(status, ['invalid_request']);
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** The response with the header values a recorded reply of `status` carried, as its fields' examples. */
function withHeaderExamples(
  response: ResponseObject,
  status: number,
  examples: readonly ExampleReply[],
): ResponseObject {
  const recorded = examples.find((example) => example.status === status);
  if (recorded === undefined || response.headers === undefined) return response;
  const fields = new Map(Object.entries(recorded.headers).map(([name, value]) => [name.toLowerCase(), value]));
  for (const [name, header] of Object.entries(response.headers)) {
    const value = fields.get(name.toLowerCase());
    if (value !== undefined) header.example = header.schema.type === 'integer' ? Number(value) : value;
  }
  return response;
}

/** Every reply of one operation: its envelope, 304, and each problem. */
export function operationResponses(
  envelope: string,
  examples: readonly ExampleReply[],
): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {
    200: {
      description: 'The answer, with the quota left and how fresh it is.',
      headers: headerFields(
        [...LIMIT_HEADERS, ...FRESHNESS_HEADERS, 'Vary', ...SECURITY_HEADERS],
        ['Content-Encoding'],
      ),
      content: { [JSON_TYPE]: { schema: schemaRef(envelope), ...examplesOf(200, examples) } },
    },
    304: {
      description: '`If-None-Match` names the answer: no body. It counts against the quota.',
      headers: headerFields([...LIMIT_HEADERS, ...FRESHNESS_HEADERS, 'Vary', ...SECURITY_HEADERS]),
    },
  };
  const parserStatuses = new Set<number>(Object.values(PARSER_REFUSALS).map(({ status }) => status));
  for (const [status, codes] of operationProblems()) {
    const fromParser = parserStatuses.has(status) && status !== 400;
    const headers = fromParser
      ? headerFields(SECURITY_HEADERS)
      : status === 429
        ? headerFields(['Retry-After', 'Vary', ...SECURITY_HEADERS], LIMIT_HEADERS)
        : status === 400
          ? headerFields(['Vary', ...SECURITY_HEADERS], LIMIT_HEADERS)
          : headerFields(['Vary', ...SECURITY_HEADERS]);
    responses[status] = problemResponse(status, codes, headers, examples);
  }
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      withHeaderExamples(response, Number(status), examples),
    ]),
  );
}

/** What any path may answer before it is read: the HTTP parser's refusals but its 400. */
export function parserResponses(): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.values(PARSER_REFUSALS)
      .filter(({ status }) => status !== 400)
      .map(({ status }) => [status, problemResponse(status, ['invalid_request'], headerFields(SECURITY_HEADERS), [])]),
  );
}

/** The replies of a path or method no operation has: 404 and 405, as components. */
export function noOperationResponses(examples: readonly ExampleReply[]): Record<string, ResponseObject> {
  return {
    NotFound: withHeaderExamples(
      problemResponse(404, ['not_found'], headerFields(['Vary', ...SECURITY_HEADERS]), examples),
      404,
      examples,
    ),
    MethodNotAllowed: withHeaderExamples(
      problemResponse(405, ['method_not_allowed'], headerFields(['Allow', 'Vary', ...SECURITY_HEADERS]), examples),
      405,
      examples,
    ),
  };
}
