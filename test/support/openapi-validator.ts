// A reply held to the OpenAPI document by Ajv, a JSON Schema validator no one here wrote: its
// status must be described for its path and method, each header field the description requires
// must be there and match its schema, and its body must match the schema of its media type.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../../src/server/openapi/openapi-document.ts';

/** An OpenAPI parameter object, as the tests read one. */
export interface ParameterObject {
  name: string;
  in: string;
  required: boolean;
  schema: Record<string, unknown>;
  example?: unknown;
}

interface HeaderObject {
  required?: boolean;
  schema: Record<string, unknown>;
}

interface ResponseObject {
  headers?: Record<string, HeaderObject>;
  content?: Record<string, { schema: unknown }>;
}

/** A reply as the tests saw it: header names in any case, the body parsed (undefined when there is none). */
export interface SeenReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

const DOCUMENT_ID = 'https://weather-widgets.invalid/openapi.json';
// The document's own keywords, around its schemas: Ajv reads schemas only where a $ref points.
const DOCUMENT_KEYWORDS = ['openapi', 'info', 'servers', 'security', 'paths', 'components', 'webhooks', 'tags'];

const pointer = (...parts: string[]) =>
  `${DOCUMENT_ID}#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** The document's validators: `problemsOf(path, method, reply)` lists what in a reply the document does not describe. */
export function compiledDocument(document: OpenApiDocument) {
  const newAjv = (coerceTypes: boolean) => {
    // strictTypes off: a problem's narrowing (`{properties: {status: {const: 400}}}`) needs no type of its own.
    const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true, coerceTypes });
    // JSON Schema's formats (date, date-time), and OpenAPI's of numbers, each checked.
    addFormats(ajv);
    ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
    ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
    for (const keyword of DOCUMENT_KEYWORDS) ajv.addKeyword(keyword);
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    return ajv;
  };
  const bodies = newAjv(false);
  // Header fields are text: `Retry-After: 7` is the integer 7, as an OpenAPI validator reads it.
  const fields = newAjv(true);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (ajv: Ajv2020, ref: string, wrap = false) => {
    const key = `${wrap}:${ref}`;
    let validate = compiled.get(key);
    if (validate === undefined) {
      validate = ajv.compile(wrap ? { type: 'object', properties: { value: { $ref: ref } } } : { $ref: ref });
      compiled.set(key, validate);
    }
    return validate;
  };
  const components = document.components as { responses: Record<string, ResponseObject> };

  // Every schema compiles: each operation's bodies and header fields, each component.
  for (const [path, item] of Object.entries(
    document.paths as Record<string, Record<string, { responses: Record<string, ResponseObject> }>>,
  ))
    for (const [method, operation] of Object.entries(item))
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const type of Object.keys(response.content ?? {}))
          validator(bodies, pointer('paths', path, method, 'responses', status, 'content', type, 'schema'));
        for (const name of Object.keys(response.headers ?? {}))
          validator(fields, pointer('paths', path, method, 'responses', status, 'headers', name, 'schema'), true);
      }
  for (const name of Object.keys((document.components as { schemas: object }).schemas))
    validator(bodies, pointer('components', 'schemas', name));

  function responseOf(
    path: string,
    method: string,
    status: number,
  ): { at: string[]; response: ResponseObject } | string {
    const item = (document.paths as Record<string, Record<string, { responses: Record<string, ResponseObject> }>>)[
      path
    ];
    if (item === undefined)
      return status === 404
        ? { at: ['components', 'responses', 'NotFound'], response: components.responses.NotFound! }
        : `${path} is no path of the document, and the status is ${status}, not 404`;
    const operation = item[method === 'head' ? 'get' : method];
    if (operation === undefined)
      return status === 405
        ? { at: ['components', 'responses', 'MethodNotAllowed'], response: components.responses.MethodNotAllowed! }
        : `${method.toUpperCase()} ${path} is no operation of the document, and the status is ${status}, not 405`;
    const response = operation.responses[String(status)];
    if (response === undefined) return `${status} is no reply of ${method.toUpperCase()} ${path} in the document`;
    return { at: ['paths', path, method === 'head' ? 'get' : method, 'responses', String(status)], response };
  }

  return {
    /** What in `reply` to `method path` (a path under the server's base) the document does not describe; empty when all is. */
    problemsOf: (path: string, method: string, reply: SeenReply): string[] => {
      const found = responseOf(path, method.toLowerCase(), reply.status);
      if (typeof found === 'string') return [found];
      const { at, response } = found;
      const problems: string[] = [];
      const seen = new Map(Object.entries(reply.headers).map(([name, value]) => [name.toLowerCase(), value]));
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        const value = seen.get(name.toLowerCase());
        if (value === undefined) {
          if (header.required) problems.push(`no ${name} header`);
          continue;
        }
        const validate = validator(fields, pointer(...at, 'headers', name, 'schema'), true);
        if (!validate({ value: Array.isArray(value) ? value.join(', ') : value }))
          problems.push(`${name}: ${JSON.stringify(value)} ${fields.errorsText(validate.errors)}`);
      }
      const type = String(seen.get('content-type') ?? '')
        .split(';')[0]!
        .trim();
      if (reply.body === undefined) {
        if (response.content !== undefined && method.toLowerCase() !== 'head' && reply.status !== 304)
          problems.push(`no body, where the document describes ${Object.keys(response.content).join(', ')}`);
        return problems;
      }
      if (response.content?.[type] === undefined)
        return [...problems, `a body of type "${type}" the document does not describe`];
      const validate = validator(bodies, pointer(...at, 'content', type, 'schema'));
      if (!validate(reply.body)) problems.push(`body: ${bodies.errorsText(validate.errors)}`);
      return problems;
    },
  };
}
