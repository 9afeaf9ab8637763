// Answers the search already has: each geocode request counts against the site's rate limit, so
// retyping a query (or erasing back to it) must not ask the service again.

/**
 * A small least-recently-used map: reading an entry makes it the newest; past `capacity`
 * entries, the oldest goes.
 */
export class PlaceCache<Value> {
  readonly #entries = new Map<string, Value>();

  constructor(readonly capacity = 32) {}

  get(key: string): Value | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The query as it is sent: trimmed, inner whitespace collapsed, at most 50 code points (the contract's limit). */
export function normalizeQuery(text: string): string {
  return [...text.trim().replace(/\s+/gu, ' ')].slice(0, 50).join('').trim();
}

/** One cache entry per query (case-insensitive, as the service matches), limit and key. */
export function placeCacheKey(query: string, limit: number, key: string | undefined): string {
  return JSON.stringify([normalizeQuery(query).toLowerCase(), limit, key ?? null]);
}
