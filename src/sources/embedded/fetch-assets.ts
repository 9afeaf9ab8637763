import { ConfigurationError, UpstreamError } from '../source-error.ts';
import type { FileLoader } from './world/chunked-world.ts';

/**
 * A file loader for browsers and workers: fetches each file of the embedded world from the
 * folder at `folder`. A file that is not there (404, 403, 410) is a folder that does not hold
 * the embedded world: a configuration error naming dataUrl. Anything else that fails may pass:
 * unavailable, for now.
 */
export function fetchAssets(folder: string | URL, fetchImpl: typeof fetch = fetch): FileLoader {
  return async (file) => {
    const url = new URL(file, folder).href;
    const response = await fetchImpl(url).catch((error: unknown) => {
      throw new UpstreamError('upstream_unavailable', `The embedded world's ${file} could not be fetched from ${url}.`, { cause: error });
    });
    if (!response.ok) throw fileFailure(`The embedded world's ${file}`, url, response.status);
    return new Uint8Array(await response.arrayBuffer());
  };
}

/** Why a file of the embedded world is not to be had: missing (the configuration's fault) or unavailable. */
export function fileFailure(what: string, url: string, status: number): Error {
  if ([403, 404, 410].includes(status)) return new ConfigurationError(`${what} is not at ${url} (HTTP ${status}): dataUrl (data-data-url) must name the folder that holds the embedded world's files.`);
  return new UpstreamError('upstream_unavailable', `${what} answered HTTP ${status} at ${url}.`);
}
