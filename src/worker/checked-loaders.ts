// The loaders of the built files: each module from the data folder, once its bytes are checked
// against the hash the build pinned in this code (see src/integrity/).
import { assertBlobModulesAllowed, importBrowserChecked, importVerified } from '../integrity/import-verified.ts';
import { integrityOf } from '../integrity/pinned.ts';
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';
import { fetchEarlyOrNow } from './early-fetches.ts';
import type { ServiceLoaders } from './service-loaders.ts';

export const ENGINE = "The embedded world's engine";
export const MODEL = "The embedded world's weather model";
export const SPATIAL = "The embedded world's spatial index";
export const CONTRACT = "The contract source's module";
export const OPEN_METEO = "The Open-Meteo source's module";
export const SHA256 = 'The SHA-256 module for pages without Web Crypto';
/** The integrity the build pinned for the data folder's file at `url`. */
export const pin = (url: string | undefined) =>
  url === undefined ? undefined : integrityOf(EMBEDDED_FILES.integrity, url);

/** A worker's: fetched with the integrity, run from a blob: URL (which the page's CSP must allow). */
export const checkedInWorker: ServiceLoaders = {
  // The bootstrap may have asked for these already (early-fetches.ts).
  engine: (url) => importVerified(url, pin(url), ENGINE, fetchEarlyOrNow),
  model: (url) => importVerified(url, pin(url), MODEL, fetchEarlyOrNow),
  spatial: (url) => importVerified(url, pin(url), SPATIAL, fetchEarlyOrNow),
  contract: (url) => importVerified(url, pin(url), CONTRACT),
  openMeteo: (url) => importVerified(url, pin(url), OPEN_METEO),
  // The hash importVerified needs cannot check itself: the browser checks this one.
  sha256: (url) => importBrowserChecked(url, pin(url), SHA256),
  ready: assertBlobModulesAllowed,
};
