// The TypeScript a user writes against a client generated from the OpenAPI document: one call of
// each operation the document names (its parameters' examples as the query), and the check that
// the generated types and the Node API's types agree. Written from the document, so an operation
// added to it is called and compared with no change here.
import type { OpenApiDocument } from '../../../src/server/openapi/openapi-document.ts';
import type { ParameterObject } from '../../support/openapi-validator.ts';

type Get = { get: { parameters?: ParameterObject[] } };

/** client.ts: `callEveryOperation(baseUrl, key)` with openapi-fetch over the generated `paths`. */
export function clientSource(document: OpenApiDocument): string {
  const calls = Object.entries(document.paths as Record<string, Get>).map(([path, { get }]) => {
    const query = Object.fromEntries(
      (get.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.name !== 'lat' && parameter.name !== 'lon')
        .map((parameter) => [parameter.name, parameter.example]),
    );
    const params = Object.keys(query).length === 0 ? '' : `, { params: { query: ${JSON.stringify(query)} } }`;
    return `  {
    const { data, error, response } = await client.GET(${JSON.stringify(path)}${params});
    replies.push({ path: ${JSON.stringify(path)}, status: response.status, headers: Object.fromEntries(response.headers), data, code: error?.code });
  }`;
  });
  // The types carry the schemas: a text where a parameter takes an integer does not compile.
  const [typedPath, typedParameter] =
    Object.entries(document.paths as Record<string, Get>)
      .flatMap(([path, { get }]) =>
        (get.parameters ?? []).filter((p) => p.schema.type === 'integer').map((p) => [path, p.name] as const),
      )
      .at(0) ?? [];
  return `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

/** A reply: its body on success, else its problem's code (typed: what a client switches on). */
export interface Reply { path: string; status: number; headers: Record<string, string>; data: unknown; code: string | undefined }

/** Calls every operation with the key, as a user of the generated client would. */
export async function callEveryOperation(baseUrl: string, key: string): Promise<Reply[]> {
  const client = createClient<paths>({ baseUrl });
  // The key is the document's API-key security scheme: a query parameter no operation lists.
  client.use({
    onRequest({ request }) {
      const url = new URL(request.url);
      url.searchParams.set('key', key);
      return new Request(url, request);
    },
  });
  const replies: Reply[] = [];
${calls.join('\n')}
  return replies;
}

export function wrongCall(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  // @ts-expect-error ${typedParameter} takes an integer, not a text.
  return client.GET(${JSON.stringify(typedPath)}, { params: { query: { place: 'Oslo', ${typedParameter}: 'two' } } });
}
`;
}

/** agree.ts: compiles only while the generated types and the Node API's (weather-widgets/service) agree. */
export function agreementSource(serviceEntry: string): string {
  return `import type * as z from 'zod/mini';
import type { components, paths } from './api.ts';
import type * as service from ${JSON.stringify(serviceEntry)};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

type EnvelopeSchemaOf<O extends string> = \`\${Capitalize<O>}EnvelopeSchema\` extends infer K extends keyof typeof service
  ? (typeof service)[K]
  : 'the Node API exports no envelope schema for this operation';
type EnvelopeOf<O extends string> = EnvelopeSchemaOf<O> extends z.ZodMiniType ? z.output<EnvelopeSchemaOf<O>> : EnvelopeSchemaOf<O>;
type Operation = service.Operation;
type Answer<O extends Operation> = paths[\`/\${O}\`]['get']['responses'][200]['content']['application/json'];
type QueryNames<O extends Operation> = keyof NonNullable<paths[\`/\${O}\`]['get']['parameters']['query']>;

// Each operation whose 200 body in the document is not the envelope the Node API's handle()
// answers, and each whose query parameters are not those the service reads (but the key, the
// security scheme): a compile error names it.
// The document may say more than the Node API's types where a refinement checks a value (the
// weather codes, an enum of numbers): the answers it describes are envelopes, and alike but for
// which numbers.
type Widen<T> = T extends number
  ? number
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T;
type Agrees<A, E> = [A] extends [E] ? Same<Widen<A>, Widen<E>> : false;
type AnswerMismatches = { [O in Operation]: Agrees<Answer<O>, EnvelopeOf<O>> extends true ? never : O }[Operation];
type QueryMismatches = {
  [O in Operation]: Same<QueryNames<O>, Exclude<(typeof service.OPERATION_PARAMETERS)[O][number], 'key'>> extends true ? never : O;
}[Operation];
export const answersAgree: Record<AnswerMismatches, never> = {};
export const queriesAgree: Record<QueryMismatches, never> = {};
// The problem body, and the paths: the operations and the document's own.
export type Problems = Holds<Same<components['schemas']['Problem'], service.Problem>>;
export type Paths = Holds<Same<keyof paths, \`/\${Operation}\` | '/openapi.json'>>;
`;
}
