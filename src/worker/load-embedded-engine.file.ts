// The built code's way to the embedded world's engine: a module in the data folder, beside the
// data it reads, imported from there on first use. A site on Open-Meteo or its own server never
// downloads it; a site on the embedded world fetches it together with the data.
import { fileFailure } from '../sources/embedded/fetch-assets.ts';
import { ConfigurationError, UpstreamError } from '../sources/source-error.ts';

export const loadEmbeddedEngine = async (engineUrl: string | undefined): Promise<typeof import('../sources/embedded/embedded-source.ts')> => {
  if (engineUrl === undefined) throw new ConfigurationError('The embedded world has no engine URL: dataUrl must name the folder of the build\'s data/ files.');
  try {
    // Neither Vite nor webpack may resolve this at build time: the URL is only known at run time.
    return await import(/* @vite-ignore */ /* webpackIgnore: true */ engineUrl);
  } catch (error) {
    // A failed import does not say why: ask for the file itself to tell a wrong folder from a network failure.
    const status = await fetch(engineUrl, { method: 'HEAD' }).then((response) => response.status, () => 0);
    throw status >= 400 ? fileFailure("The embedded world's engine", engineUrl, status) : new UpstreamError('upstream_unavailable', `The embedded world's engine could not be loaded from ${engineUrl}.`, { cause: error });
  }
};
