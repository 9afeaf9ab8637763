import type * as z from 'zod/mini';
import { contractEndpoint, type ContractOperation } from './contract-endpoint.ts';
import { failureOfThrown, readContractResponse } from './contract-response.ts';
import { withKey } from './contract-request.ts';
import { createRetryAfterGate } from './retry-after-gate.ts';

/** What the client needs to reach one upstream with one key. */
export interface ContractClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
}

/** GETs operations of our contract from an upstream, with the key, a timeout and its Retry-After honoured. */
export interface ContractClient {
  /** The 200 body of `operation`, validated by `schema`; otherwise throws UpstreamError or UpstreamRefusal. */
  get<S extends z.ZodMiniType>(
    operation: ContractOperation,
    parameters: Record<string, string>,
    schema: S,
  ): Promise<z.infer<S>>;
}

export function createContractClient(options: ContractClientOptions): ContractClient {
  const { apiKey, fetch: fetchUpstream, timeoutMs, now } = options;
  const endpoint = contractEndpoint(options.baseUrl);
  const gate = createRetryAfterGate(now);

  return {
    async get(operation, parameters, schema) {
      gate.check();
      const url = endpoint(operation, withKey(parameters, apiKey));
      const where = url.pathname;
      try {
        let response: Response;
        try {
          response = await fetchUpstream(url, {
            signal: AbortSignal.timeout(timeoutMs),
            headers: { Accept: 'application/json' },
            cache: cacheMode(operation),
          });
        } catch (error) {
          throw failureOfThrown(error, where);
        }
        return await readContractResponse(response, schema, where);
      } catch (error) {
        gate.observe(error);
        throw error;
      }
    },
  };
}

// The service's cache decides the weather's freshness and reports its ages; a browser HTTP cache
// beneath it would make both lie. A place's coordinates are not weather: the upstream says how
// long they may be kept (our server: a day), and a script tag asks for the geocode of a page's
// place as it runs (page-early-geocode.ts), so the worker reads that answer from the HTTP cache
// rather than waiting a round trip for it.
const cacheMode = (operation: ContractOperation): RequestCache => (operation === 'geocode' ? 'default' : 'no-store');
