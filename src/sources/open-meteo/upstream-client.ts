import type * as z from 'zod/mini';
import { UpstreamError } from '../../contract/source-error.ts';
import { fetchJson, UpstreamRateLimit, type Transport } from './fetch-json.ts';

/** GETs a validated JSON body from Open-Meteo (see {@link fetchJson}), honouring Retry-After. */
export type UpstreamGet = <T>(api: string, url: URL, schema: z.ZodMiniType<T>) => Promise<T>;

/**
 * A client that, once Open-Meteo has answered 429 with Retry-After, sends nothing more until
 * that time has passed: asking again sooner only prolongs the refusal (and costs its quota).
 */
export function createUpstreamClient(transport: Transport, now: () => number = Date.now): UpstreamGet {
  let quietUntil = 0;
  return async (api, url, schema) => {
    const wait = quietUntil - now();
    if (wait > 0) {
      throw new UpstreamError(
        'upstream_unavailable',
        `${api} asked for a pause; next request in ${Math.ceil(wait / 1000)} s`,
      );
    }
    try {
      return await fetchJson(transport, api, url, schema);
    } catch (error) {
      if (error instanceof UpstreamRateLimit && error.retryAfterSeconds !== undefined) {
        quietUntil = now() + error.retryAfterSeconds * 1000;
      }
      throw error;
    }
  };
}
