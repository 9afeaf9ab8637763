import type * as z from 'zod/mini';
import { ProblemSchema } from '../../contract/problems.ts';
import { UpstreamError, UpstreamRefusal, type UpstreamFailure } from '../../contract/source-error.ts';

/** The statuses with which a contract upstream refuses a request itself; their problems pass through. */
const REFUSAL_STATUSES = [400, 401, 429] as const;
type RefusalStatus = (typeof REFUSAL_STATUSES)[number];

/** The upstream's headers that travel with a refusal: what a client needs to back off. */
const PASSED_HEADERS = ['Retry-After', 'RateLimit', 'RateLimit-Policy'] as const;

/**
 * Reads an upstream's reply to one GET: the body of a 200 parsed by `schema`, or the failure
 * it means. `where` names the operation in messages; it is the URL's path, never its query,
 * which carries the key.
 */
export async function readContractResponse<S extends z.ZodMiniType>(
  response: Response,
  schema: S,
  where: string,
): Promise<z.infer<S>> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection dropped or the timeout fired while the body was still arriving.
    throw failureOfThrown(error, where);
  }
  if (response.status === 200) return parseBody(text, schema, where);
  if ((REFUSAL_STATUSES as readonly number[]).includes(response.status)) {
    throw refusal(response.status as RefusalStatus, response.headers, text, where);
  }
  throw new UpstreamError(failureOfStatus(response.status), `The upstream answered ${response.status} to ${where}.`);
}

/** The failure a fetch that threw means: a timeout, or an upstream out of reach. */
export function failureOfThrown(error: unknown, where: string): UpstreamError {
  // AbortSignal.timeout rejects with a DOMException named TimeoutError.
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new UpstreamError('upstream_timeout', `The upstream did not answer ${where} in time.`);
  }
  // The cause is left out on purpose: some fetch implementations put the URL (and so the key) in it.
  return new UpstreamError('upstream_unavailable', `The upstream could not be reached for ${where}.`);
}

function failureOfStatus(status: number): UpstreamFailure {
  if (status === 503) return 'upstream_unavailable';
  // The upstream's own upstream timed out: to our caller that is still a timeout upstream.
  if (status === 504) return 'upstream_timeout';
  return 'upstream_error';
}

function parseBody<S extends z.ZodMiniType>(text: string, schema: S, where: string): z.infer<S> {
  const json = parseJson(text);
  if (json === undefined) throw new UpstreamError('upstream_error', `The upstream's answer to ${where} is not JSON.`);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // Paths name schema fields and array indices only (unknown keys are dropped), so they are safe to show.
    const at = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new UpstreamError(
      'upstream_error',
      `The upstream's answer to ${where} does not follow the contract${at ? ` (at ${at})` : ''}.`,
    );
  }
  return parsed.data;
}

function refusal(
  status: RefusalStatus,
  headers: Headers,
  text: string,
  where: string,
): UpstreamError | UpstreamRefusal {
  const parsed = ProblemSchema.safeParse(parseJson(text));
  if (!parsed.success || parsed.data.status !== status) {
    return new UpstreamError(
      'upstream_error',
      `The upstream answered ${status} to ${where} without a problem body of the contract.`,
    );
  }
  const passed: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) passed[name] = value;
  }
  return new UpstreamRefusal(status, parsed.data, passed);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
