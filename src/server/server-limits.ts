// What one abusive client may hold of the server: bounded time to send headers and a whole
// request, a bounded idle keep-alive, a cap on open connections and on header size. Node's
// defaults (60 s for headers, 300 s for a request, no connection cap, checked every 30 s) let a
// few hundred slow-header connections (slowloris) hold its sockets.

/** The limits of a node:http server, in milliseconds, bytes and connections. */
export interface ServerLimits {
  /** All headers must have arrived within this. */
  headersTimeoutMs: number;
  /** The whole request must have arrived within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this many are refused (closed at once). */
  maxConnections: number;
  /** Connections from one client (client-address.ts) beyond this many are closed at once. */
  maxConnectionsPerClient: number;
  /** Largest request head (request line and headers). */
  maxHeaderSize: number;
  /** How often the timeouts above are checked. */
  checkIntervalMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_048,
  // An eighth: one client cannot hold the server, and a busy office behind one address still fits.
  maxConnectionsPerClient: 256,
  maxHeaderSize: 8 * 1024,
  checkIntervalMs: 1_000,
};

/** The options of node:http's createServer for these limits; maxConnections is set on the server. */
export function serverOptionsOf(limits: ServerLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxHeaderSize: limits.maxHeaderSize,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}
