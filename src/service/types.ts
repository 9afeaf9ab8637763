/** Every value of every parameter of a request, as read from the query. */
export type ReadonlyValues = ReadonlyMap<string, readonly string[]>;

/** What the service answers: exactly what the HTTP server writes and the worker returns. */
export interface ServiceReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}
