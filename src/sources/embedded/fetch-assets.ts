import { integrityMismatch, refusal } from '../../integrity/check-integrity.ts';
import { ConfigurationError, UpstreamError } from '../source-error.ts';
import type { FileLoader } from './world/chunked-world.ts';

/**
 * A file loader for browsers and workers: fetches each file of the embedded world from the
 * folder at `folder`. A manifest that is not there (404, 403, 410) means a folder that does not
 * hold the embedded world: a configuration error naming dataUrl. A chunk the manifest names that
 * is not there is a partial upload or a CDN that lost a file: unavailable, like anything else
 * that fails, and asked for again on the next request.
 */
export function fetchAssets(folder: string | URL, manifest: string, fetchImpl: typeof fetch = fetch, manifestIntegrity?: string): FileLoader {
  return async (file) => {
    const url = new URL(file, folder).href;
    // The manifest of a build is fetched with the integrity the script carries for it, which the
    // browser checks; the engine checks each chunk against the manifest's hashes.
    const integrity = file === manifest ? manifestIntegrity : undefined;
    if (integrity === '') throw integrityMismatch(url);
    const response = await fetchImpl(url, integrity === undefined ? undefined : { integrity }).catch(async (error: unknown) => {
      throw integrity === undefined
        ? new UpstreamError('upstream_unavailable', `The embedded world's ${file} could not be fetched from ${url}.`, { cause: error })
        : await pinnedFileFailure(url, `The embedded world's ${file}`, error);
    });
    if (!response.ok && file !== manifest) throw new UpstreamError('upstream_unavailable', `The embedded world's chunk ${file} answered HTTP ${response.status} at ${url}.`);
    if (!response.ok) throw fileFailure(`The embedded world's ${file}`, url, response.status);
    return new Uint8Array(await response.arrayBuffer());
  };
}

/** Why a file fetched with its integrity was refused: changed, missing (the configuration's fault) or unavailable. */
export async function pinnedFileFailure(url: string, what: string, cause: unknown): Promise<Error> {
  const why = await refusal(url);
  if (typeof why !== 'number') return why;
  return why > 0 ? fileFailure(what, url, why) : new UpstreamError('upstream_unavailable', `${what} could not be loaded from ${url}.`, { cause });
}

/** Why a file of the embedded world is not to be had: missing (the configuration's fault) or unavailable. */
export function fileFailure(what: string, url: string, status: number): Error {
  if ([403, 404, 410].includes(status)) return new ConfigurationError(`${what} is not at ${url} (HTTP ${status}): dataUrl (data-data-url) must name the folder that holds the embedded world's files.`);
  return new UpstreamError('upstream_unavailable', `${what} answered HTTP ${status} at ${url}.`);
}
