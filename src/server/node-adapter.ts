import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { WeatherService } from '../service/create-weather-service.ts';
import { createHttpResponder, type HttpOptions, type HttpReply } from './http-responder.ts';

const gzipAsync = promisify(gzip);

/**
 * Serves the weather service with node:http. It speaks to the runtime-neutral responder
 * directly: building fetch Request and Response objects for every request would cost more
 * than the service's own work. Bodies of incoming requests are ignored: every operation is a GET.
 */
export function createNodeServer(service: WeatherService, options: HttpOptions = {}): Server {
  const respond = createHttpResponder(service, options);
  return createServer((incoming, outgoing) => {
    respond(requestLineOf(incoming))
      .then((reply) => send(reply, outgoing))
      .catch((error: unknown) => {
        console.error('server: failed to answer', error);
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end();
      });
  });
}

function requestLineOf(incoming: IncomingMessage) {
  const acceptEncoding = incoming.headers['accept-encoding'];
  return { method: incoming.method ?? 'GET', url: incoming.url ?? '/', acceptEncoding: acceptEncoding ?? null };
}

async function send(reply: HttpReply, outgoing: ServerResponse): Promise<void> {
  const body = reply.body === undefined ? undefined : reply.gzip ? await gzipAsync(reply.body) : Buffer.from(reply.body);
  // A Content-Length lets Node skip chunked encoding.
  const headers = body ? { ...reply.headers, 'Content-Length': String(body.length) } : reply.headers;
  outgoing.writeHead(reply.status, headers);
  outgoing.end(body);
}
