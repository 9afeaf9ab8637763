import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A fetch-style handler: what {@link createFetchHandler} returns. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Serves a fetch-style handler with node:http. Bodies of incoming requests are ignored: every operation is a GET. */
export function createNodeServer(handler: FetchHandler): Server {
  return createServer((incoming, outgoing) => {
    // Promise.resolve().then: a malformed Host header makes toRequest throw; answer, do not crash.
    Promise.resolve()
      .then(() => handler(toRequest(incoming)))
      .then((response) => writeResponse(response, outgoing))
      .catch((error: unknown) => {
        console.error('server: failed to answer', error);
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end();
      });
  });
}

function toRequest(incoming: IncomingMessage): Request {
  const host = incoming.headers.host ?? 'localhost';
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(incoming.url ?? '/', `http://${host}`), { method: incoming.method ?? 'GET', headers });
}

async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    outgoing.end();
    return;
  }
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(outgoing);
}
