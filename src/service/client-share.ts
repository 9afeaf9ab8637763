// A publishable key is in every visitor's page, so anyone can spend its quota. Each client (a
// network address, as the HTTP server tells them apart) is therefore counted apart too, against
// a share of the key's quota: one visitor, or one script, can use up its own share but never the
// site's whole quota.
import type { RateLimitDecision, RateLimiter } from './rate-limit.ts';

/** The per-client counts of keys whose client share is below 1. */
export function clientShareOf(limiter: RateLimiter) {
  return {
    /** Counts one request of `client` with `key` against `share` of `quota`; undefined when the key has no share (1). */
    async admit(
      key: string,
      client: string,
      quota: number,
      share: number,
      nowMs: number,
      requestId?: string,
    ): Promise<RateLimitDecision | undefined> {
      if (share >= 1) return undefined;
      return limiter.admit(shareKey(key, client), Math.max(1, Math.floor(quota * share)), nowMs, requestId);
    },
    /** Takes back one request of `client` with `key` admitted at `admittedAtMs`, where the limiter can. */
    refund: async (key: string, client: string, admittedAtMs: number): Promise<void> =>
      limiter.refund?.(shareKey(key, client), admittedAtMs),
  };
}

// NUL cannot occur in a key from a URL's query or in an address: the names cannot collide.
function shareKey(key: string, client: string): string {
  return `client\u0000${client}\u0000${key}`;
}
