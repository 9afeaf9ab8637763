// The service's way to a module of the data folder (the embedded world's engine, the HTTP
// sources): imported from its URL on first use, and only if its bytes are the ones the build
// pinned. On a page (the main-thread service) the browser checks them (import-on-page.ts).
// A worker has no <script>: it fetches the bytes, checks them against their pin and imports them
// from a blob: URL, so what runs is what was checked (import() of the URL would fetch it again,
// unchecked). It checks them itself rather than through fetch's `integrity`: a browser refusing a
// 404 or a CORS failure for its integrity prints an integrity error first, which blames the wrong
// thing; the status is read first instead. Either way a failure is one the service can answer.
import { fileFailure, pinnedFileFailure, unreachableFile } from './file-failure.ts';
import { checkIntegrity, integrityMismatch } from './check-integrity.ts';
import { ConfigurationError } from '../contract/source-error.ts';

const importUrl = <T>(url: string): Promise<T> => import(/* @vite-ignore */ /* webpackIgnore: true */ url);

/** The error of a module the build named no file for. */
export const noUrl = (what: string) =>
  new ConfigurationError(`${what} has no URL: dataUrl must name the folder of the build's data/ files.`);

/**
 * In a worker: imports the module at `url` once its bytes match `integrity`. A mismatch is an
 * `integrity` UpstreamError; a missing file a ConfigurationError naming dataUrl; any other
 * failure an UpstreamError.
 */
export async function importVerified<T>(
  url: string | undefined,
  integrity: string | undefined,
  what: string,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  if (url === undefined) throw noUrl(what);
  // A build pins every module it loads: one without a pin is refused, never run unchecked.
  if (!integrity) throw integrityMismatch(url);
  const response = await fetchImpl(url).catch((cause: unknown) => {
    throw unreachableFile(what, url, cause);
  });
  if (!response.ok) throw fileFailure(what, url, response.status);
  const bytes = new Uint8Array(await response.arrayBuffer());
  await checkIntegrity(bytes, integrity, url);
  return importBytes(bytes);
}

/**
 * In a worker: imports the module at `url` once the browser has found its bytes to match
 * `integrity` (fetch's own check), for the one module that cannot be checked by importVerified:
 * the SHA-256 that importVerified itself needs where Web Crypto is missing. A mismatch is an
 * `integrity` UpstreamError; a missing file a ConfigurationError naming dataUrl.
 */
export async function importBrowserChecked<T>(
  url: string | undefined,
  integrity: string | undefined,
  what: string,
): Promise<T> {
  if (url === undefined) throw noUrl(what);
  if (!integrity) throw integrityMismatch(url);
  const response = await fetch(url, { integrity }).catch(async (cause: unknown) => {
    throw await pinnedFileFailure(url, what, cause);
  });
  if (!response.ok) throw fileFailure(what, url, response.status);
  return importBytes(new Uint8Array(await response.arrayBuffer()));
}

async function importBytes<T>(bytes: Uint8Array): Promise<T> {
  const blobUrl = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'text/javascript' }));
  try {
    return await importUrl(blobUrl);
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
}

/**
 * Resolves if this realm may run a module from a blob: URL, as a worker must to run the modules
 * it checks; rejects where the page's Content-Security-Policy refuses it (script-src without
 * blob:), so that the service runs on the page instead, where the browser checks them.
 */
export async function assertBlobModulesAllowed(): Promise<void> {
  const blobUrl = URL.createObjectURL(new Blob([], { type: 'text/javascript' }));
  try {
    await importUrl(blobUrl);
  } catch {
    throw new Error('the CSP refuses script-src blob:, which runs the modules the worker has checked');
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
}
