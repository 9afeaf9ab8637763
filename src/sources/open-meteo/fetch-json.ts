// One GET to an Open-Meteo API, with every way it can fail turned into an UpstreamError.
import * as z from 'zod/mini';
import { UpstreamError } from '../../contract/source-error.ts';

/** How requests reach Open-Meteo: injected so tests (and workers) choose the transport. */
export interface Transport {
  fetch: typeof fetch;
  timeoutMs: number;
}

// Open-Meteo answers refusals with {"error": true, "reason": "…"}.
const ErrorBodySchema = z.object({ error: z.literal(true), reason: z.string() });
// A reason is shown to developers; keep a hostile or huge one from flooding a log line.
const MAX_REASON_LENGTH = 300;

/** A URL under `baseUrl` (with or without a trailing slash, with or without a path of its own). */
export function apiUrl(baseUrl: string, path: string, parameters: Record<string, string>): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url;
}

/**
 * GETs `url` and returns its body validated by `schema`. Network failures become
 * `upstream_unavailable`, a timeout `upstream_timeout`, a 503 `upstream_unavailable`, and
 * anything else that is not a valid 200 (other statuses, bad JSON, the wrong shape) `upstream_error`.
 */
export async function fetchJson<T>(transport: Transport, api: string, url: URL, schema: z.ZodMiniType<T>): Promise<T> {
  const response = await send(transport, api, url);
  const text = await readBody(transport, api, response);
  if (!response.ok) throw refusal(api, response, text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new UpstreamError('upstream_error', `${api} answered with a body that is not JSON`, { cause });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError('upstream_error', `${api} answered in an unexpected shape`, { cause: parsed.error });
  }
  return parsed.data;
}

async function send(transport: Transport, api: string, url: URL): Promise<Response> {
  try {
    return await transport.fetch(url, {
      headers: { accept: 'application/json' },
      // The service's cache decides freshness and reports ages; a browser HTTP cache beneath it would make both lie.
      cache: 'no-store',
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (cause) {
    throw failureOf(transport, api, cause);
  }
}

async function readBody(transport: Transport, api: string, response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    // The timeout signal also covers the body: a server that stalls mid-answer times out here.
    throw failureOf(transport, api, cause);
  }
}

function failureOf(transport: Transport, api: string, cause: unknown): UpstreamError {
  if (cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
    return new UpstreamError('upstream_timeout', `${api} did not answer within ${transport.timeoutMs} ms`, { cause });
  }
  return new UpstreamError('upstream_unavailable', `${api} could not be reached`, { cause });
}

/** Thrown when Open-Meteo refuses with 429: its quota, not the caller's, so the service answers 503. */
export class UpstreamRateLimit extends UpstreamError {
  constructor(
    message: string,
    /** Seconds Open-Meteo asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super('upstream_unavailable', message);
  }
}

function refusal(api: string, response: Response, text: string): UpstreamError {
  const { status } = response;
  const reason = reasonOf(text);
  const detail = reason ? `: ${reason}` : '';
  if (status === 429) {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    const wait = retryAfter === undefined ? '' : ` (retry after ${retryAfter} s)`;
    return new UpstreamRateLimit(`${api} refused: too many requests${wait}${detail}`, retryAfter);
  }
  if (status === 503) return new UpstreamError('upstream_unavailable', `${api} is unavailable (HTTP 503)${detail}`);
  // Our own service validated the request before asking, so any other refusal means we and
  // Open-Meteo disagree: an upstream error, not the caller's fault.
  return new UpstreamError('upstream_error', `${api} answered HTTP ${status}${detail}`);
}

// Retry-After is either delay-seconds or an HTTP date.
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function reasonOf(text: string): string | undefined {
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.reason.slice(0, MAX_REASON_LENGTH) : undefined;
  } catch {
    return undefined;
  }
}
