// The OpenAPI 3.1 description of the HTTP API, made from the contract: its operation table, the
// zod schemas the service parses and answers with, and its problems. An operation added to the
// table (with its envelope schema) is described with no code here.
import { OPERATIONS, type Operation } from '../../contract/queries.ts';
import { DEFAULT_KEYS, TIERS } from '../../service/tiers.ts';
import { componentSchemas } from './json-schemas.ts';
import { envelopeName, operationEnvelopes } from './operation-envelopes.ts';
import { IF_NONE_MATCH, operationParameters } from './parameters.ts';
import { noOperationResponses, operationResponses, parserResponses, type ExampleReply } from './responses.ts';

/** Where the document is served, under the operations' base path. */
export const DOCUMENT_PATH = '/openapi.json';

/** Replies recorded from a server, by operation; `'*'` holds those of no operation (404, 405). */
export type ReplyExamples = Partial<Record<Operation | '*', readonly ExampleReply[]>>;

/** Options of {@link openApiDocument}. */
export interface OpenApiOptions {
  /** The operations' path prefix, the server's URL relative to the host. Default `/v1`. */
  basePath?: string;
  /** Real replies to show as examples (reply-examples.ts). Default: none. */
  examples?: ReplyExamples;
}

/** An OpenAPI 3.1 document, as JSON. */
export type OpenApiDocument = Record<string, unknown> & { openapi: string; paths: Record<string, unknown> };

// How each operation is summed up; an operation without a line here is named by its path.
const SUMMARIES: Partial<Record<string, { summary: string; description: string }>> = {
  forecast: {
    summary: 'Daily and hourly forecast for a place',
    description: "Daily records (the place's local days, today first) and hourly records (the current UTC hour first).",
  },
  current: {
    summary: 'Current conditions at a place',
    description: "The current hour: never in the future, at most an hour old; with the local day's sunrise and sunset.",
  },
  geocode: {
    summary: 'Places matching a name',
    description: 'The best matches first; `{"results": []}` when nothing matches.',
  },
  climate: {
    summary: 'Monthly climate normals for a place',
    description: 'Twelve months, January first, of the 1991–2020 normals; the same query gets the same answer.',
  },
};

const tierTable = Object.entries(TIERS)
  .map(([tier, { maxHourly, perMinute }]) => `| ${tier} | ${maxHourly} | ${perMinute} |`)
  .join('\n');
const demoKeys = Object.entries(DEFAULT_KEYS)
  .map(([key, tier]) => `\`${key}\` (${tier})`)
  .join(', ');

function operationObject(operation: Operation, examples: ReplyExamples) {
  const about = SUMMARIES[operation] ?? { summary: `GET /${operation}`, description: `The ${operation} operation.` };
  return {
    operationId: operation,
    summary: about.summary,
    description: about.description,
    parameters: [...operationParameters(operation), IF_NONE_MATCH],
    responses: operationResponses(envelopeName(operation), examples[operation] ?? []),
  };
}

/** The OpenAPI 3.1 document of the HTTP API. */
export function openApiDocument({ basePath = '/v1', examples = {} }: OpenApiOptions = {}): OpenApiDocument {
  const envelopes = operationEnvelopes();
  const paths: Record<string, unknown> = {};
  for (const operation of OPERATIONS) paths[`/${operation}`] = { get: operationObject(operation, examples) };
  paths[DOCUMENT_PATH] = {
    get: {
      operationId: 'openapi',
      summary: 'This document',
      description: 'The OpenAPI description of the API. It needs no key and does not count against a quota.',
      security: [],
      responses: {
        200: {
          description: 'The OpenAPI 3.1 document.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { openapi: { type: 'string', pattern: '^3\\.1\\.' }, paths: { type: 'object' } },
                required: ['openapi', 'paths'],
              },
            },
          },
        },
        ...parserResponses(),
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'weather-widgets weather service',
      version: basePath.replace(/^.*\//, '') || '1',
      summary: 'Forecast, current conditions and place search from one offline world or an HTTP upstream.',
      description: [
        'Every operation is a `GET` (`HEAD` answers the same headers without a body; `OPTIONS` answers CORS preflights) with its input in the query; unknown parameters are ignored, a parameter given twice is a `duplicate`.',
        'Errors are RFC 9457 problems (`application/problem+json`): `code` is what clients switch on, and a 400 lists every violation in `errors`. A path that is no operation answers 404, a method other than GET, HEAD or OPTIONS 405 (components `NotFound` and `MethodNotAllowed`).',
        `Keys map to tiers (the demo keys: ${demoKeys}):\n\n| tier | most \`hourly\` (and the default) | requests per minute |\n|---|---|---|\n${tierTable}\n\nEvery request with a known key counts, whatever its outcome, except those refused with 429, and every reply to a known key carries the IETF \`RateLimit-Policy\` and \`RateLimit\` fields.`,
      ].join('\n\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: basePath, description: 'The server that serves this document.' }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'query',
          name: 'key',
          description:
            'The API key, in the `key` query parameter of every operation. A missing or empty key is a 400 (`missing` on `key`), an unknown one a 401.',
        },
      },
      schemas: componentSchemas(envelopes),
      responses: noOperationResponses(examples['*'] ?? []),
    },
  };
}
