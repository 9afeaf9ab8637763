import { checkIntegrity, integrityMismatch } from '../../integrity/check-integrity.ts';
import { fileFailure, unreachableFile } from '../../integrity/file-failure.ts';
import { UpstreamError } from '../../contract/source-error.ts';
import type { FileLoader } from './world/file-loader.ts';

/**
 * A file loader for browsers and workers: fetches each file of the embedded world from the
 * folder at `folder`. A manifest that is not there (404, 403, 410) means a folder that does not
 * hold the embedded world: a configuration error naming dataUrl. A chunk the manifest names that
 * is not there is a partial upload or a CDN that lost a file: unavailable, like anything else
 * that fails, and asked for again on the next request.
 */
export function fetchAssets(
  folder: string | URL,
  manifest: string,
  fetchImpl: typeof fetch = fetch,
  manifestIntegrity?: string,
): FileLoader {
  return async (file) => {
    const url = new URL(file, folder).href;
    // The manifest of a build is checked against the integrity the script carries for it, once
    // its status says it is there (import-verified.ts says why not by fetch's own `integrity`);
    // the engine checks each chunk against the manifest's hashes.
    const integrity = file === manifest ? manifestIntegrity : undefined;
    if (integrity === '') throw integrityMismatch(url);
    const response = await fetchImpl(url).catch((error: unknown) => {
      throw unreachableFile(`The embedded world's ${file}`, url, error);
    });
    if (!response.ok && file !== manifest)
      throw new UpstreamError(
        'upstream_unavailable',
        `The embedded world's chunk ${file} answered HTTP ${response.status} at ${url}.`,
      );
    if (!response.ok) throw fileFailure(`The embedded world's ${file}`, url, response.status);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (integrity !== undefined) await checkIntegrity(bytes, integrity, url);
    return bytes;
  };
}
