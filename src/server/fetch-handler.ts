import { problem } from '../contract/problems.ts';
import { OPERATIONS, type Operation } from '../contract/queries.ts';
import type { WeatherService } from '../service/create-weather-service.ts';
import type { ServiceReply } from '../service/types.ts';

/** Options of {@link createFetchHandler}. */
export interface FetchHandlerOptions {
  /** Path prefix of the operations. Default `/v1`. */
  basePath?: string;
  /** Called once per request with a line to log; it never contains the query (so never a key). */
  log?: (line: string) => void;
  /** The clock used to time requests, in milliseconds. Default `performance.now`. */
  clock?: () => number;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  // Without this a browser script cannot read the rate-limit fields of a cross-origin reply.
  'Access-Control-Expose-Headers': 'RateLimit, RateLimit-Policy, Retry-After',
};
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * The HTTP door to the service as a fetch-style handler, `(Request) → Promise<Response>`, so
 * it runs unchanged on Node 20, Deno, Bun and Cloudflare Workers.
 */
export function createFetchHandler(service: WeatherService, options: FetchHandlerOptions = {}) {
  const { basePath = '/v1', log = () => {}, clock = () => performance.now() } = options;
  const operationOf = (pathname: string): Operation | undefined => {
    const name = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1) : '';
    return (OPERATIONS as readonly string[]).includes(name) ? (name as Operation) : undefined;
  };

  return async function handleRequest(request: Request): Promise<Response> {
    const started = clock();
    const url = new URL(request.url);
    const reply = await route(request.method, url);
    const response = toResponse(reply, request);
    log(`${request.method} ${url.pathname} ${response.status} ${(clock() - started).toFixed(1)}ms`);
    return response;
  };

  async function route(method: string, url: URL): Promise<ServiceReply> {
    const operation = operationOf(url.pathname);
    if (!operation) {
      const paths = OPERATIONS.map((name) => `${basePath}/${name}`).join(', ');
      return problemReply(404, problem('not_found', `Nothing lives at ${url.pathname}; the operations are ${paths}.`));
    }
    if (method === 'OPTIONS') return { status: 204, headers: { Allow: ALLOWED_METHODS, 'Access-Control-Allow-Methods': 'GET, HEAD' }, body: undefined };
    if (method !== 'GET' && method !== 'HEAD') {
      const reply = problemReply(405, problem('method_not_allowed', `${method} is not allowed here; use GET or HEAD.`));
      return { ...reply, headers: { ...reply.headers, Allow: ALLOWED_METHODS } };
    }
    return service.handle(operation, url.searchParams);
  }
}

function problemReply(status: number, body: unknown): ServiceReply {
  return { status, headers: { 'Content-Type': 'application/problem+json' }, body };
}

function toResponse(reply: ServiceReply, request: Request): Response {
  const headers = new Headers({ ...reply.headers, ...CORS });
  if (reply.body === undefined) return new Response(null, { status: reply.status, headers });
  const json = JSON.stringify(reply.body);
  const gzip = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '') && typeof CompressionStream === 'function';
  headers.set('Vary', 'Accept-Encoding');
  if (gzip) headers.set('Content-Encoding', 'gzip');
  // HEAD gets the headers GET would get, without the body.
  if (request.method === 'HEAD') return new Response(null, { status: reply.status, headers });
  if (!gzip) return new Response(json, { status: reply.status, headers });
  const body = new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(body, { status: reply.status, headers });
}
