// A real HTTP server on 127.0.0.1 that replays Open-Meteo-shaped fixtures, and misbehaves on demand.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a route answers: a status and a JSON-able body (or raw text). */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Ways the server can fail instead of replaying the fixture. */
export type Misbehaviour =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'garbage' }
  | { kind: 'wrong-shape' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'drop' };

export interface FixtureServer {
  /** `http://127.0.0.1:PORT` */
  baseUrl: string;
  /** Every request URL received, in order. */
  requests: URL[];
  /** Makes every following request misbehave (undefined: behave again). */
  misbehave(misbehaviour: Misbehaviour | undefined): void;
  close(): Promise<void>;
}

/** Starts a server that answers each request with `route(url)`. */
export async function startFixtureServer(route: (url: URL) => Reply): Promise<FixtureServer> {
  const requests: URL[] = [];
  let misbehaviour: Misbehaviour | undefined;
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const reply = (status: number, text: string, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(text);
    switch (misbehaviour?.kind) {
      case 'status':
        return reply(misbehaviour.status, JSON.stringify(misbehaviour.body ?? {}), misbehaviour.headers);
      case 'garbage':
        return reply(200, '{"latitude": 52.52, "hourly": {"time": [17');
      case 'wrong-shape':
        return reply(200, JSON.stringify({ results: 'Berlin', hourly: [1, 2, 3], timezone: 42 }));
      case 'slow': {
        const timer = setTimeout(() => {
          pending.delete(timer);
          const { status, body } = route(url);
          if (!response.destroyed) reply(status, JSON.stringify(body));
        }, misbehaviour.delayMs);
        pending.add(timer);
        return;
      }
      case 'drop':
        return request.socket.destroy();
      case undefined: {
        const { status, body, headers } = route(url);
        return reply(status, typeof body === 'string' ? body : JSON.stringify(body), headers);
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    misbehave: (next) => {
      misbehaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
