// A page's way to a pinned module: a module <script integrity>, fetched and checked by the
// browser and allowed by a CSP that allows the script's origin; a later import() of its URL gets
// that very module from the page's module map, without fetching it again.
import { integrityMismatch, refusal } from './check-integrity.ts';

/** Imports the module at `url` once the browser has found it to match `integrity`; an `integrity` UpstreamError if it does not. */
export async function importPinnedScript<T>(url: string, integrity: string): Promise<T> {
  if (!integrity) throw integrityMismatch(url);
  const loaded = await new Promise((resolve) => {
    const script = document.createElement('script');
    Object.assign(script, {
      type: 'module',
      crossOrigin: 'anonymous',
      integrity,
      src: url,
      onload: () => resolve(true),
      onerror: () => resolve(false),
    });
    document.head.append(script);
  });
  if (loaded) return import(/* @vite-ignore */ /* webpackIgnore: true */ url) as Promise<T>;
  const why = await refusal(url);
  throw typeof why === 'number' ? new Error(`${url} could not be loaded (HTTP ${why}).`) : why;
}
