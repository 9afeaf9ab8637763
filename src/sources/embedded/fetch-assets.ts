import { ConfigurationError, UpstreamError } from '../source-error.ts';
import type { AssetLoader, AssetName } from './assets.ts';

/**
 * An asset loader for browsers and workers: fetches each packed file from its URL. A file that is
 * not there (404, 403, 410) is a data folder that does not hold the embedded world: a
 * configuration error naming dataUrl. Anything else that fails may pass: unavailable, for now.
 */
export function fetchAssets(urls: Record<AssetName, string | URL>, fetchImpl: typeof fetch = fetch): AssetLoader {
  return async (name) => {
    const url = urls[name];
    const response = await fetchImpl(url).catch((error: unknown) => {
      throw new UpstreamError('upstream_unavailable', `The embedded world's ${name} could not be fetched from ${String(url)}.`, { cause: error });
    });
    if (!response.ok) throw fileFailure(`The embedded world's ${name}`, String(url), response.status);
    return new Uint8Array(await response.arrayBuffer());
  };
}

/** Why a file of the embedded world is not to be had: missing (the configuration's fault) or unavailable. */
export function fileFailure(what: string, url: string, status: number): Error {
  if ([403, 404, 410].includes(status)) return new ConfigurationError(`${what} is not at ${url} (HTTP ${status}): dataUrl (data-data-url) must name the folder that holds the embedded world's files.`);
  return new UpstreamError('upstream_unavailable', `${what} answered HTTP ${status} at ${url}.`);
}
