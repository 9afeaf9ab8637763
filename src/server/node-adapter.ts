import { Buffer } from 'node:buffer';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isPromise } from '../contract/maybe-promise.ts';
import { messageOf } from '../contract/message-of.ts';
import type { WeatherService } from '../service/create-weather-service.ts';
import { clientOf, forwardedAddress, networkOf } from './client-address.ts';
import { answerClientErrors } from './client-error.ts';
import { capConnectionsPerClient } from './connections-per-client.ts';
import { createAtOnceResponder, type HttpOptions, type HttpReply, type HttpRequestLine } from './http-responder.ts';
import type { Encoders } from './representations.ts';
import { DEFAULT_LIMITS, serverOptionsOf, type ServerLimits } from './server-limits.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Node's zlib: gzip, and brotli at quality 5, which on a 48 KB forecast compresses within a few
 * per cent of quality 11 in a fiftieth of the time (2 ms against 150). Each body is compressed
 * once, but the first request for it waits.
 */
const zlibEncoders: Encoders = {
  gzip: (bytes) => gzipAsync(bytes),
  br: (bytes) =>
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
};

/**
 * Serves the weather service with node:http, within the limits of server-limits.ts (bounded
 * header and request times, idle keep-alive, connections and header size; see DEFAULT_LIMITS). It speaks to the runtime-neutral responder
 * directly: building fetch Request and Response objects for every request would cost more
 * than the service's own work. Bodies of incoming requests are ignored: every operation is a GET.
 */
export function createNodeServer(service: WeatherService, options: NodeServerOptions = {}): Server {
  return createLimitedServer(createNodeHandler(service, options), options.limits, options.trustedProxies);
}

/** Options of {@link createNodeServer}. */
export interface NodeServerOptions extends HttpOptions {
  limits?: Partial<ServerLimits>;
  /**
   * Addresses of the load balancers in front: a request from one of them is counted as the
   * client its X-Forwarded-For names (the last entry no balancer wrote), and they are not held
   * to one client's connection cap. Default: none, every peer is the client.
   */
  trustedProxies?: ReadonlySet<string>;
}

/** A node:http server for `handler` within DEFAULT_LIMITS (or those given): the API's, and the demo's. */
export function createLimitedServer(
  handler: (incoming: IncomingMessage, outgoing: ServerResponse) => void,
  given: Partial<ServerLimits> = {},
  trustedProxies: ReadonlySet<string> = new Set(),
): Server {
  const limits = { ...DEFAULT_LIMITS, ...given };
  const server = createServer(serverOptionsOf(limits), handler);
  server.maxConnections = limits.maxConnections;
  capConnectionsPerClient(server, limits.maxConnectionsPerClient, trustedProxies);
  answerClientErrors(server);
  return server;
}

/** The same, as a request listener: for a server that answers other paths too (the demo's). */
export function createNodeHandler(
  service: WeatherService,
  options: HttpOptions & { trustedProxies?: ReadonlySet<string> } = {},
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  const respond = createAtOnceResponder(service, { encoders: zlibEncoders, ...options });
  const trusted = options.trustedProxies ?? new Set<string>();
  return (incoming, outgoing) => {
    // A cached answer is written at once, in the turn that read the request.
    try {
      const reply = respond(requestLineOf(incoming, trusted));
      if (isPromise(reply))
        reply.then((made) => send(made, outgoing)).catch((error: unknown) => fail(error, incoming, outgoing));
      else send(reply, outgoing);
    } catch (error) {
      fail(error, incoming, outgoing);
    }
  };
}

function fail(error: unknown, incoming: IncomingMessage, outgoing: ServerResponse): void {
  // The message only: a stack or an error's text may quote the request, and with it a key.
  console.error(`server: failed to answer ${incoming.method ?? 'GET'} (${redactQueries(messageOf(error))})`);
  if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
  outgoing.end();
}

/** Stops accepting, lets requests in flight finish, and gives up on idle keep-alive clients after 5 s. */
export function closeGracefully(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeIdleConnections();
    // Do not wait forever on a client that keeps its connection open.
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
  });
}

/** A listening port from the command line or the environment (0 picks a free one); throws with the usage. */
export function parsePort(text: string, usage: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a whole number 0–65535, not "${text}"\n${usage}`);
  return port;
}

/** Text with every query string cut off (`?key=…` and the rest up to the next space). */
export function redactQueries(text: string): string {
  return text.replace(/\?[^\s'"]*/g, '?…');
}

/** Who a request comes from: its address as a client, and its network. */
interface Whom {
  client: string | undefined;
  network: string | undefined;
}

const whomOf = (address: string | undefined): Whom => ({ client: clientOf(address), network: networkOf(address) });

// A keep-alive connection carries many requests from one client: its address is read once. A
// balancer's connection carries many clients': each request says whom it is from.
const peers = new WeakMap<Socket, Whom>();

function requestLineOf(incoming: IncomingMessage, trusted: ReadonlySet<string>): HttpRequestLine {
  const { headers, socket } = incoming;
  let whom = peers.get(socket);
  if (whom === undefined) {
    whom = whomOf(socket.remoteAddress);
    peers.set(socket, whom);
  }
  let requestId: string | undefined;
  if (
    trusted.size > 0 &&
    socket.remoteAddress !== undefined &&
    trusted.has(socket.remoteAddress.replace(/^::ffff:(?=\d+\.)/i, ''))
  ) {
    const forwarded = headers['x-forwarded-for'];
    whom = whomOf(
      forwardedAddress(socket.remoteAddress, typeof forwarded === 'string' ? forwarded : forwarded?.join(','), trusted),
    );
    requestId = requestIdOf(headers['x-request-id']);
  }
  return {
    method: incoming.method ?? 'GET',
    url: incoming.url ?? '/',
    acceptEncoding: headers['accept-encoding'] ?? null,
    ifNoneMatch: headers['if-none-match'] ?? null,
    origin: headers.origin ?? null,
    referer: headers.referer ?? null,
    client: whom.client,
    network: whom.network,
    ...(requestId === undefined ? {} : { requestId }),
  };
}

// Only a trusted balancer's id is read (a client's own would let it be counted once for many
// requests), and only a short printable one.
function requestIdOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[\x21-\x7e]{1,128}$/.test(header) ? header : undefined;
}

function send(reply: HttpReply, outgoing: ServerResponse): void {
  const { body, headers } = reply;
  // A Content-Length lets Node skip chunked encoding.
  if (body !== undefined) headers['Content-Length'] = String(body.length);
  outgoing.writeHead(reply.status, fieldList(headers));
  outgoing.end(body === undefined ? body : bufferOf(body));
}

// node:http turns each Uint8Array it writes into a Buffer over the same memory, on every write; a
// body sent again and again (a cached answer's JSON) is turned once.
const buffers = new WeakMap<Uint8Array, Buffer>();

function bufferOf(bytes: Uint8Array): Buffer {
  if (bytes instanceof Buffer) return bytes;
  let buffer = buffers.get(bytes);
  if (buffer === undefined) {
    buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    buffers.set(bytes, buffer);
  }
  return buffer;
}

// node:http reads a header object in a loop that every response of the process shares, too varied
// for V8 to make fast; a flat [name, value, …] list it reads by index. Here the loop sees replies
// of a few shapes, which V8 reads fast, own fields only as node:http would (asked with
// hasOwnProperty, which V8 answers from the loop itself; Object.hasOwn it asks each time).
function fieldList(headers: Record<string, string>): string[] {
  const list: string[] = [];
  for (const name in headers) if (Object.prototype.hasOwnProperty.call(headers, name)) list.push(name, headers[name]!);
  return list;
}
