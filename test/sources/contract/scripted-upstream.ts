// A local HTTP server that plays an upstream of our contract and can be told to misbehave.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers one request; the URL is absolute (http://upstream/v1/…?…). */
export type Script = (request: IncomingMessage & { parsedUrl: URL }, response: ServerResponse) => void;

/** Starts the server on 127.0.0.1, port 0; `script` decides every answer and may be swapped. */
export async function startScriptedUpstream(initial: Script) {
  const requests: URL[] = [];
  let script = initial;
  const server = createServer((request, response) => {
    const parsedUrl = new URL(request.url ?? '/', 'http://upstream');
    requests.push(parsedUrl);
    script(Object.assign(request, { parsedUrl }), response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    play(next: Script) {
      script = next;
    },
    close() {
      // Slow answers still hold their connections open: end them rather than wait.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes a JSON body (or raw text) with a status and headers. */
export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = status === 200 ? 'application/json; charset=utf-8' : 'application/problem+json';
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  response.end(text);
}

/** A problem body in the contract's shape. */
export function problemBody(code: string, status: number, detail: string, extra: Record<string, unknown> = {}) {
  return { type: `urn:weather-widgets:problem:${code}`, title: code, status, detail, code, ...extra };
}
