// Why a file of the data folder (the embedded world's manifest and chunks, a module the service
// imports) is not to be had, as the problem the service answers: changed, missing or unavailable.
import { refusal } from './check-integrity.ts';
import { ConfigurationError, UpstreamError } from '../contract/source-error.ts';

/** Why a file fetched with its integrity was refused: changed, missing (the configuration's fault) or unavailable. */
export async function pinnedFileFailure(url: string, what: string, cause: unknown): Promise<Error> {
  const why = await refusal(url);
  if (typeof why !== 'number') return why;
  return why > 0
    ? fileFailure(what, url, why)
    : new UpstreamError('upstream_unavailable', `${what} could not be loaded from ${url}.`, { cause });
}

/**
 * Why a file fetched without its integrity could not be fetched at all: the network failed, or
 * the server's answer lacked the CORS header a page of another origin needs (browsers say which
 * in the console, and tell the page only that the fetch failed).
 */
export function unreachableFile(what: string, url: string, cause: unknown): UpstreamError {
  return new UpstreamError(
    'upstream_unavailable',
    `${what} could not be fetched from ${url}: the network failed, or the server sent no Access-Control-Allow-Origin for this page (see the console's line before this one).`,
    { cause },
  );
}

/** Why a file of the embedded world is not to be had: missing (the configuration's fault) or unavailable. */
export function fileFailure(what: string, url: string, status: number): Error {
  if ([403, 404, 410].includes(status))
    return new ConfigurationError(
      `${what} is not at ${url} (HTTP ${status}): dataUrl (data-data-url) must name the folder that holds the embedded world's files.`,
    );
  return new UpstreamError('upstream_unavailable', `${what} answered HTTP ${status} at ${url}.`);
}
