// Unknown keys cost a guesser nothing but time: without a limit, 1,500 guesses took 3.8 s. Each
// client (its address) may send this many requests with unknown keys in a minute; past that its
// requests are refused unread until the minute is over. Counting only failures leaves a client
// with a valid key unhindered however busy it is.

/** Options of {@link keyGuessThrottle}. */
export interface KeyGuessThrottleOptions {
  /** Requests with an unknown key a client may make in a minute. Default 20. */
  perMinute?: number;
  /** Clients remembered at once; the oldest are forgotten first, so memory stays bounded. Default 10,000. */
  maxClients?: number;
  /** The wall clock, epoch milliseconds. Default `Date.now`. */
  now?: () => number;
}

/** The throttle of one server: who is refused, and for how long. */
export interface KeyGuessThrottle {
  /** Seconds until `client` may ask again, or undefined if it may ask now. */
  refusedFor(client: string): number | undefined;
  /** Counts a request of `client` that named an unknown key. */
  failed(client: string): void;
}

const MINUTE_MS = 60_000;

export function keyGuessThrottle({
  perMinute = 20,
  maxClients = 10_000,
  now = Date.now,
}: KeyGuessThrottleOptions = {}): KeyGuessThrottle {
  // Per client: the start of its current minute and its failures in it (Map order: oldest first).
  const clients = new Map<string, { since: number; failures: number }>();
  return {
    // Every request asks: the clock is read only for a client that has guessed.
    refusedFor(client) {
      const entry = clients.get(client);
      if (entry === undefined || entry.failures < perMinute) return undefined;
      const nowMs = now();
      if (nowMs - entry.since >= MINUTE_MS) return undefined;
      return Math.max(1, Math.ceil((entry.since + MINUTE_MS - nowMs) / 1000));
    },
    failed(client) {
      const nowMs = now();
      let entry = clients.get(client);
      if (entry === undefined || nowMs - entry.since >= MINUTE_MS) {
        clients.delete(client);
        if (clients.size >= maxClients) clients.delete(clients.keys().next().value!);
        entry = { since: nowMs, failures: 0 };
        clients.set(client, entry);
      }
      entry.failures += 1;
    },
  };
}
