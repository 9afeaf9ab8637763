// A JSON file beside the script, fetched with the integrity the build pinned for it, so that a CDN
// can serve nothing else in its place.
import { refusal } from './check-integrity.ts';

/** Fetches and parses the JSON at `url` once the browser has found it to match `integrity`; an `integrity` UpstreamError if it does not. */
export async function fetchPinnedJson<T>(url: string, integrity: string): Promise<T> {
  // The browser checks the integrity before the body is read: a file that fails it is a network
  // error here, which the refusal check tells from a changed file (an `integrity` error).
  const response = await fetch(url, { integrity, credentials: 'omit' }).catch(async (error: unknown) => {
    const why = await refusal(url);
    throw typeof why === 'number' ? error : why;
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
