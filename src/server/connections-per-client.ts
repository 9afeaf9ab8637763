// node:http caps a server's connections (maxConnections) but not one client's: 2,060 slow
// connections from one address held all 2,048, and other clients' requests failed until the
// header timeout. Each client (client-address.ts) may hold this many at once; the next are
// answered 429 with a problem body as soon as they open, before a byte is read, and closed.
import type { Server } from 'node:http';
import { clientOf } from './client-address.ts';
import { problemResponse } from './client-error.ts';

const TOO_MANY = problemResponse(
  'rate_limited',
  429,
  'Too many connections',
  'This client holds too many open connections to this server; reuse one (keep-alive) or close some.',
);

/** Answers 429 and closes at once each connection that would give one client more than `perClient` open; `exempt` addresses (balancers) are not capped. */
export function capConnectionsPerClient(
  server: Server,
  perClient: number,
  exempt: ReadonlySet<string> = new Set(),
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = clientOf(socket.remoteAddress);
    // A trusted balancer carries every client's requests: the balancer caps them, not this.
    if (client === undefined || exempt.has(client)) return;
    const count = open.get(client) ?? 0;
    if (count >= perClient) {
      // The reply is all it gets: nothing it sends is read, and the socket goes once it is written.
      socket.pause();
      socket.end(TOO_MANY, () => socket.destroy());
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
