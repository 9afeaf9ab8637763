// The main-thread service's way to a module of the data folder: a module <script integrity>,
// which the browser checks before it runs (import-pinned-script.ts). The page's counterpart of
// importVerified, which a worker uses.
import { pinnedFileFailure } from './file-failure.ts';
import { isUpstreamError } from '../contract/source-error.ts';
import { noUrl } from './import-verified.ts';
import { importPinnedScript } from './import-pinned-script.ts';

/** On a page: imports the module at `url` as a module <script integrity> that the browser checks. */
export async function importOnPage<T>(
  url: string | undefined,
  integrity: string | undefined,
  what: string,
): Promise<T> {
  if (url === undefined) throw noUrl(what);
  try {
    return await importPinnedScript<T>(url, integrity ?? '');
  } catch (error) {
    throw isUpstreamError(error) ? error : await pinnedFileFailure(url, what, error);
  }
}
