// The built code's way to a module of the data folder (the embedded world's engine, the HTTP
// sources), imported from its URL on first use.
import { fileFailure } from '../sources/embedded/fetch-assets.ts';
import { ConfigurationError, UpstreamError } from '../sources/source-error.ts';

/** Imports the module at `url`; a missing one is a ConfigurationError naming dataUrl, any other failure an UpstreamError. */
export async function importDataModule<T>(url: string | undefined, what: string): Promise<T> {
  if (url === undefined) throw new ConfigurationError(`${what} has no URL: dataUrl must name the folder of the build's data/ files.`);
  try {
    // Neither Vite nor webpack may resolve this at build time: the URL is only known at run time.
    return (await import(/* @vite-ignore */ /* webpackIgnore: true */ url)) as T;
  } catch (error) {
    // A failed import does not say why: ask for the file itself to tell a wrong folder from a network failure.
    const status = await fetch(url, { method: 'HEAD' }).then((response) => response.status, () => 0);
    throw status >= 400 ? fileFailure(what, url, status) : new UpstreamError('upstream_unavailable', `${what} could not be loaded from ${url}.`, { cause: error });
  }
}
