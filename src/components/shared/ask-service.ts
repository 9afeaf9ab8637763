// The widgets' one way to the weather service: a reply becomes data (with how old it is) or a
// problem (with when to try again), so the elements never parse headers themselves.
import type { Problem } from '../../contract/problems.ts';
import type { PageApi, PageQuery, RequestOptions } from '../../page-client/page-api.ts';

export type Operation = 'forecast' | 'current' | 'geocode' | 'climate';

/** An answer from the service. */
export interface Answer<Body> {
  ok: true;
  body: Body;
  /** Seconds since the source produced it (the reply's `Age`). */
  ageSeconds: number;
  /** True when the source failed and an older answer stands in (stale-if-error). */
  offline: boolean;
}

/** A refusal or failure, as the contract's problem body. */
export interface Refusal {
  ok: false;
  problem: Problem;
  /** For a 429: seconds until a retry can succeed. */
  retryAfterSeconds?: number;
}

export type Outcome<Body> = Answer<Body> | Refusal;

/** Asks the service; never rejects. The body of a 200 is the contract's envelope for the operation. */
export type AskService = <Body>(
  operation: Operation,
  query: PageQuery,
  options?: RequestOptions,
) => Promise<Outcome<Body>>;

/** The widgets' way to ask the service of the page whose API is `api`. */
export function serviceAsker(api: Pick<PageApi, 'request'>): AskService {
  return (operation, query, options) => askService(api, operation, query, options);
}

async function askService<Body>(
  api: Pick<PageApi, 'request'>,
  operation: Operation,
  query: PageQuery,
  options?: RequestOptions,
): Promise<Outcome<Body>> {
  const reply = await api.request(operation, query, options);
  if (reply.status === 200) {
    return {
      ok: true,
      body: reply.body as Body,
      ageSeconds: Number(reply.headers['Age'] ?? 0) || 0,
      offline: (reply.headers['Cache-Status'] ?? '').includes('stale-if-error'),
    };
  }
  const problem = reply.body;
  const retryAfter = Number(reply.headers['Retry-After']);
  return { ok: false, problem, ...(reply.status === 429 && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) };
}
