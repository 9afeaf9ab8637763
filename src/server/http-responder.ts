import { andThen, isPromise, type MaybePromise } from '../contract/maybe-promise.ts';
import { boundedMemo } from '../contract/bounded-memo.ts';
import { problem } from '../contract/problems.ts';
import { OPERATIONS, type Operation } from '../contract/queries.ts';
import type { WeatherService } from '../service/create-weather-service.ts';
import type { RequestContext, ServiceReply } from '../service/types.ts';
import { keyGuessThrottle } from './key-guess-throttle.ts';
import { DOCUMENT_PATH, openApiDocument, type OpenApiDocument } from './openapi/openapi-document.ts';
import {
  chooseCoding,
  matchesNoneMatch,
  representations,
  type Encoders,
  type Representation,
} from './representations.ts';

/** Options of the HTTP door, whatever the runtime. */
export interface HttpOptions {
  /** Path prefix of the operations. Default `/v1`. */
  basePath?: string;
  /** Called once per request with a line to log; it never contains the query (so never a key). */
  log?: (line: string) => void;
  /** The clock used to time requests, in milliseconds. Default `performance.now`. */
  clock?: () => number;
  /** Requests with an unknown key one client may make in a minute before it is refused (429). Default 20. */
  unknownKeysPerMinute?: number;
  /** The wall clock of that minute, epoch milliseconds. Default `Date.now`. */
  now?: () => number;
  /** Compression of reply bodies. Default: gzip by the runtime's CompressionStream, no brotli. */
  encoders?: Encoders;
  /**
   * Makes the OpenAPI document served at `{basePath}/openapi.json`, once, on its first request.
   * Default: the contract's document for `basePath`, without examples.
   */
  openApi?: () => OpenApiDocument | Promise<OpenApiDocument>;
}

/** An HTTP reply as plain data, before any runtime's Response type. */
export interface HttpReply {
  status: number;
  headers: Record<string, string>;
  /** The bytes to send, in the coding Content-Encoding names; undefined when the reply has none (HEAD, OPTIONS, 304). */
  body: Uint8Array | undefined;
}

/** What the door needs to know of a request. */
export interface HttpRequestLine {
  method: string;
  /** Path and query, e.g. `/v1/forecast?key=demo&place=Oslo`, or a full URL. */
  url: string;
  acceptEncoding: string | null;
  /** The `If-None-Match` header: a client's cached entity tags. */
  ifNoneMatch?: string | null;
  /** Who asks (its address, client-address.ts), where the runtime knows: unknown-key guesses are counted per client. */
  client?: string;
  /** The client's network (client-address.ts networkOf): publishable keys' shares are counted per network. Default: the client. */
  network?: string;
  /** The request's `Origin` and `Referer` headers: origin-bound keys check them. */
  origin?: string | null;
  referer?: string | null;
  /** The id a trusted balancer gave the request (its X-Request-ID), the same on each retry. */
  requestId?: string;
}

/** The fields every reply carries, added to the service's own (stored one by one: cheaper than Object.assign). */
function addCommonHeaders(headers: Record<string, string>): Record<string, string> {
  headers['Access-Control-Allow-Origin'] = '*';
  // Without this a browser script cannot read the rate-limit fields of a cross-origin reply.
  headers['Access-Control-Expose-Headers'] = 'RateLimit, RateLimit-Policy, Retry-After, Age, Cache-Status';
  // A reply is JSON whatever its bytes look like: no browser may sniff it into HTML or script.
  headers['X-Content-Type-Options'] = 'nosniff';
  return headers;
}
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
const DOCUMENT_TYPE = 'application/json; charset=utf-8';
// Compressing a few hundred bytes costs more than it saves.
const COMPRESS_MIN_BYTES = 1024;
const MAX_REMEMBERED_TARGETS = 4096;
const MAX_REMEMBERED_TARGET_LENGTH = 512;

/**
 * Whether a query has only characters the URL parser leaves as they are (printable ASCII but
 * `"#'<>`): such a query reads the same from the raw target as from a parsed URL. A loop, as
 * this runs on every request and costs a third of a regular expression's call.
 */
function isPlainQuery(query: string): boolean {
  for (let i = 0; i < query.length; i++) {
    const code = query.charCodeAt(i);
    if (code < 0x21 || code > 0x7e || code === 0x22 || code === 0x23 || code === 0x27 || code === 0x3c || code === 0x3e)
      return false;
  }
  return true;
}

/** A request target's path and query string (without `?`). */
interface Target {
  pathname: string;
  query: string;
}

/**
 * The HTTP semantics of the service, independent of any runtime: routing, 404 and 405
 * problems, HEAD, CORS, content negotiation and the log line. Adapters turn requests into
 * {@link HttpRequestLine}s and {@link HttpReply}s into responses.
 */
export function createHttpResponder(
  service: WeatherService,
  options: HttpOptions = {},
): (request: HttpRequestLine) => Promise<HttpReply> {
  const respondAtOnce = createAtOnceResponder(service, options);
  return async (request) => respondAtOnce(request);
}

/**
 * The same responder, answering at once when the service does (a cached answer in memory), else
 * with a promise: for an adapter that can write a reply without a turn of the event loop.
 */
export function createAtOnceResponder(
  service: WeatherService,
  options: HttpOptions = {},
): (request: HttpRequestLine) => MaybePromise<HttpReply> {
  const { basePath = '/v1', log, clock = () => performance.now(), now = Date.now } = options;
  const encoders = options.encoders ?? streamEncoders;
  const { representationOf, madeFor } = representations(encoders);
  const guesses = keyGuessThrottle(
    options.unknownKeysPerMinute === undefined ? { now } : { perMinute: options.unknownKeysPerMinute, now },
  );
  const operations = new Map<string, Operation>(OPERATIONS.map((name) => [`${basePath}/${name}`, name]));
  const describeApi = apiDescription(options.openApi ?? (() => openApiDocument({ basePath })));

  // An operation's own path with a plain query is read as the URL parser would read it, without
  // building a URL: most requests are these. Any other target goes through the parser.
  function readTarget(text: string): Target | undefined {
    const mark = text.indexOf('?');
    const pathname = mark < 0 ? text : text.slice(0, mark);
    const query = mark < 0 ? '' : text.slice(mark + 1);
    if (operations.has(pathname) && isPlainQuery(query)) return { pathname, query };
    if (!URL.canParse(text, 'http://localhost')) return undefined;
    const url = new URL(text, 'http://localhost');
    return { pathname: url.pathname, query: url.search.slice(1) };
  }

  // The same targets arrive again and again (every widget of a page, every visitor of a site):
  // each is read once, and its query is then the same string each time, which the service's
  // memory of queries finds without hashing it again. Long targets are read each time, so the
  // memory stays small.
  const targets = boundedMemo(MAX_REMEMBERED_TARGETS, readTarget);
  const targetOf = (text: string) => (text.length <= MAX_REMEMBERED_TARGET_LENGTH ? targets(text) : readTarget(text));

  function route(
    method: string,
    { pathname, query }: Target,
    request: HttpRequestLine,
  ): ServiceReply | Promise<ServiceReply> {
    const operation = operations.get(pathname);
    if (!operation && pathname === `${basePath}${DOCUMENT_PATH}`) return allowed(method) ?? describeApi();
    if (!operation) {
      const paths = [...operations.keys()].join(', ');
      return problemReply(404, {}, problem('not_found', `Nothing lives at ${pathname}; the operations are ${paths}.`));
    }
    const refused = allowed(method);
    if (refused) return refused;
    const context: RequestContext = {
      origin: pageOrigin(request),
      client: request.network ?? request.client,
      requestId: request.requestId,
    };
    return service.handleAtOnce
      ? service.handleAtOnce(operation, query, context)
      : service.handle(operation, query, context);
  }

  // A body's bytes are sent in the coding the client prefers among those it accepts, from its
  // representation: stored bytes for a cached answer, at once, without waiting a turn. A client
  // that already holds them (its If-None-Match names the entity tag) gets 304 and no body.
  function toHttpReply(reply: ServiceReply, request: HttpRequestLine): HttpReply | Promise<HttpReply> {
    // Each service reply has headers of its own: they are completed in place.
    const headers = addCommonHeaders(reply.headers);
    if (reply.body === undefined) return { status: reply.status, headers, body: undefined };
    headers.Vary = 'Accept-Encoding';
    const representation = madeFor(reply.body);
    if (representation === undefined)
      return representationOf(reply.body).then((made) => encoded(reply.status, headers, made, request));
    return encoded(reply.status, headers, representation, request);
  }

  function encoded(
    status: number,
    headers: Record<string, string>,
    representation: Representation,
    request: HttpRequestLine,
  ): HttpReply | Promise<HttpReply> {
    const coding =
      representation.made('identity')!.length >= COMPRESS_MIN_BYTES
        ? chooseCoding(request.acceptEncoding, encoders)
        : 'identity';
    if (status === 200) {
      headers.ETag = representation.etagOf(coding);
      if (matchesNoneMatch(request.ifNoneMatch, representation)) {
        delete headers['Content-Type'];
        return { status: 304, headers, body: undefined };
      }
    }
    if (coding !== 'identity') headers['Content-Encoding'] = coding;
    // HEAD gets the headers GET would get, without the body.
    if (request.method === 'HEAD') return { status, headers, body: undefined };
    const body = representation.made(coding);
    return body === undefined
      ? representation.bytes(coding).then((bytes) => ({ status, headers, body: bytes }))
      : { status, headers, body };
  }

  function answered(
    reply: ServiceReply,
    request: HttpRequestLine,
    target: Target | undefined,
    started: number,
  ): MaybePromise<HttpReply> {
    if (reply.status === 401 && request.client !== undefined) guesses.failed(request.client);
    const made = toHttpReply(reply, request);
    if (log === undefined) return made;
    return andThen(made, (http) => {
      log(`${safeMethod(request.method)} ${loggedPath(target)} ${http.status} ${(clock() - started).toFixed(1)}ms`);
      return http;
    });
  }

  // Only an operation's own path is logged: any other path may carry a key anywhere in it
  // (`/v1/sk-…/forecast`, `/v1/forecast%3Fkey=sk-…`), and a log is read by more people than keys are.
  function loggedPath(target: Target | undefined): string {
    if (target === undefined) return '(unparsable target)';
    return operations.has(target.pathname) ? target.pathname : '(other path)';
  }

  return function respond(request: HttpRequestLine): MaybePromise<HttpReply> {
    const started = log === undefined ? 0 : clock();
    const target = targetOf(request.url);
    // A request target no URL parser accepts (`http://[bad/v1/…`) is the client's error; its
    // text may hold a key, so neither the reply nor the log repeats it.
    const refusedFor = request.client === undefined ? undefined : guesses.refusedFor(request.client);
    const reply =
      target === undefined
        ? problemReply(
            400,
            {},
            problem(
              'invalid_request',
              'The request target is not a valid URL; send a path such as /v1/forecast?place=Oslo.',
            ),
          )
        : refusedFor !== undefined
          ? problemReply(
              429,
              { 'Retry-After': String(refusedFor) },
              problem(
                'rate_limited',
                `Too many requests with unknown keys from this client; try again in ${refusedFor} s.`,
                { retry_after: refusedFor },
              ),
            )
          : route(request.method, target, request);
    return isPromise(reply)
      ? reply.then((made) => answered(made, request, target, started))
      : answered(reply, request, target, started);
  };
}

/** The reply to OPTIONS (a CORS preflight) and to a method no path allows; undefined for GET and HEAD. */
function allowed(method: string): ServiceReply | undefined {
  if (method === 'OPTIONS')
    return {
      status: 204,
      headers: { Allow: ALLOWED_METHODS, 'Access-Control-Allow-Methods': 'GET, HEAD' },
      body: undefined,
    };
  if (method !== 'GET' && method !== 'HEAD') {
    return problemReply(
      405,
      { Allow: ALLOWED_METHODS },
      problem('method_not_allowed', `${method} is not allowed here; use GET or HEAD.`),
    );
  }
  return undefined;
}

/**
 * The reply with the API's description, made on the first request and kept: one frozen body, so
 * its bytes, codings and entity tag are made once too. A failure to make it is answered, and the
 * next request tries again.
 */
function apiDescription(make: () => OpenApiDocument | Promise<OpenApiDocument>): () => Promise<ServiceReply> {
  let document: Promise<OpenApiDocument> | undefined;
  return async () => {
    try {
      document ??= Promise.resolve(make()).then((made) => Object.freeze(made));
      const body = await document;
      return { status: 200, headers: { 'Content-Type': DOCUMENT_TYPE, 'Cache-Control': 'no-cache' }, body };
    } catch {
      document = undefined;
      return problemReply(500, {}, problem('internal', 'The API description could not be made; try again.'));
    }
  };
}

// A method is a token Node's parser checked; an unknown one is still the client's text.
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'CONNECT', 'TRACE']);
const safeMethod = (method: string) => (KNOWN_METHODS.has(method) ? method : '(other method)');

/** The origin of the page that sent the request: its Origin header, else its Referer's; null for neither (or `Origin: null`). */
function pageOrigin({ origin, referer }: HttpRequestLine): string | null {
  if (origin && origin !== 'null') return origin.toLowerCase();
  return referer && URL.canParse(referer) ? new URL(referer).origin : null;
}

function problemReply(status: number, headers: Record<string, string>, body: unknown): ServiceReply {
  return { status, headers: { 'Content-Type': 'application/problem+json', ...headers }, body };
}

/** Gzip by the CompressionStream of the runtime (Node 18+, Deno, Bun, browsers, Cloudflare Workers). */
const streamEncoders: Encoders = {
  gzip: async (bytes) =>
    new Uint8Array(
      await new Response(
        new Blob([bytes] as ConstructorParameters<typeof Blob>[0]).stream().pipeThrough(new CompressionStream('gzip')),
      ).arrayBuffer(),
    ),
};
