/** Every value of every parameter of a request, as read from the query. */
export type ReadonlyValues = ReadonlyMap<string, readonly string[]>;

/** What the service answers: exactly what the HTTP server writes and the worker returns. */
export interface ServiceReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** What the caller knows beside the query: its clock. */
export interface RequestContext {
  /**
   * The instant the caller's clock reads, epoch milliseconds: which hours and days the answer
   * shows and how old a cached answer is. Default: the service's own clock. The rate limit
   * always counts on the service's own clock.
   */
  now?: number;
}
