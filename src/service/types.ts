/** Every value of every parameter of a request, as read from the query. */
export type ReadonlyValues = ReadonlyMap<string, readonly string[]>;

/** What the service answers: exactly what the HTTP server writes and the worker returns. */
export interface ServiceReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** What the caller knows beside the query: its clock and, over HTTP, who asks and from which page. */
export interface RequestContext {
  /**
   * Who asks: a network address (an IPv6 /64), as the HTTP server identifies clients. A key
   * whose `clientShare` is below 1 admits each client only that share of its quota. Undefined
   * for a caller in the same process or page, which is not counted apart.
   */
  client?: string;
  /**
   * The origin of the page that asks (its `Origin` header, else its `Referer`'s origin), or null
   * when an HTTP request names none. Origin-bound keys refuse any other, and null. Undefined for
   * a caller in the same process or page, which is trusted.
   */
  origin?: string | null;
  /**
   * The instant the caller's clock reads, epoch milliseconds: which hours and days the answer
   * shows and how old a cached answer is. Default: the service's own clock. The rate limit
   * always counts on the service's own clock.
   */
  now?: number;
  /**
   * The id a trusted load balancer gave the request, the same each time it sends the request
   * again after an instance failed: the shared quota counts the request once. Undefined when
   * no trusted balancer named it.
   */
  requestId?: string;
}
