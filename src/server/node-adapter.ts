import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { messageOf } from '../contract/message-of.ts';
import type { WeatherService } from '../service/create-weather-service.ts';
import { clientOf } from './client-address.ts';
import { capConnectionsPerClient } from './connections-per-client.ts';
import { createHttpResponder, type HttpOptions, type HttpReply, type HttpRequestLine } from './http-responder.ts';
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
  br: (bytes) => brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
};

/**
 * Serves the weather service with node:http, within the limits of server-limits.ts (bounded
 * header and request times, idle keep-alive, connections and header size; see DEFAULT_LIMITS). It speaks to the runtime-neutral responder
 * directly: building fetch Request and Response objects for every request would cost more
 * than the service's own work. Bodies of incoming requests are ignored: every operation is a GET.
 */
export function createNodeServer(service: WeatherService, options: HttpOptions & { limits?: Partial<ServerLimits> } = {}): Server {
  return createLimitedServer(createNodeHandler(service, options), options.limits);
}

/** A node:http server for `handler` within DEFAULT_LIMITS (or those given): the API's, and the demo's. */
export function createLimitedServer(handler: (incoming: IncomingMessage, outgoing: ServerResponse) => void, given: Partial<ServerLimits> = {}): Server {
  const limits = { ...DEFAULT_LIMITS, ...given };
  const server = createServer(serverOptionsOf(limits), handler);
  server.maxConnections = limits.maxConnections;
  capConnectionsPerClient(server, limits.maxConnectionsPerClient);
  return server;
}

/** The same, as a request listener: for a server that answers other paths too (the demo's). */
export function createNodeHandler(service: WeatherService, options: HttpOptions = {}): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  const respond = createHttpResponder(service, { encoders: zlibEncoders, ...options });
  return (incoming, outgoing) => {
    respond(requestLineOf(incoming))
      .then((reply) => send(reply, outgoing))
      .catch((error: unknown) => {
        // The message only: a stack or an error's text may quote the request, and with it a key.
        console.error(`server: failed to answer ${incoming.method ?? 'GET'} (${redactQueries(messageOf(error))})`);
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end();
      });
  };
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
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a whole number 0–65535, not "${text}"\n${usage}`);
  return port;
}

/** Text with every query string cut off (`?key=…` and the rest up to the next space). */
export function redactQueries(text: string): string {
  return text.replace(/\?[^\s'"]*/g, '?…');
}

// A keep-alive connection carries many requests from one client: its address is read once.
const clients = new WeakMap<Socket, string | undefined>();

function requestLineOf(incoming: IncomingMessage): HttpRequestLine {
  const { headers, socket } = incoming;
  let client = clients.get(socket);
  if (client === undefined && !clients.has(socket)) {
    client = clientOf(socket.remoteAddress);
    clients.set(socket, client);
  }
  const line: HttpRequestLine = { method: incoming.method ?? 'GET', url: incoming.url ?? '/', acceptEncoding: headers['accept-encoding'] ?? null, ifNoneMatch: headers['if-none-match'] ?? null, origin: headers.origin ?? null, referer: headers.referer ?? null };
  if (client !== undefined) line.client = client;
  return line;
}

function send(reply: HttpReply, outgoing: ServerResponse): void {
  const { body } = reply;
  // A Content-Length lets Node skip chunked encoding.
  if (body !== undefined) reply.headers['Content-Length'] = String(body.length);
  outgoing.writeHead(reply.status, reply.headers);
  outgoing.end(body);
}
