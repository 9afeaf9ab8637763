// The script asks for the worker's first files as it runs, once the page has a forecast or a
// climate chart for a place that will ask (an eager one, or a lazy one near the viewport, as the
// element itself decides): the worker's code, the embedded world's manifest and engine, or the
// site's HTTP source's module, and the name chunks of the places those elements name. The worker
// starts only once an element asks, after the elements are defined and drawn; by then these are
// in the HTTP cache (files named by their content, which a
// CDN caches for a year), and the worker's own fetches, each checked against its pin as always,
// read them from there. Plain fetches whose bytes are read and dropped: a `<link rel="preload">`
// that the document itself never uses would put a warning in the console.
import type { Loading } from '../../protocol/config.ts';
import { VIEWPORT_MARGIN } from '../../components/weather-forecast/viewport-controller.ts';

// The elements that start the worker for a place they name (a search's target asks only once chosen).
const ASKING = ['weather-forecast', 'weather-climate'].map((tag) => `${tag}[place],${tag}[lat]`).join(',');

/**
 * Fetches `files(asking)` once an element of `root` that names a place will ask: at once for the
 * eager ones (their `loading`, else `loading()`, the site's), or when lazy ones come within the
 * elements' margin of the viewport; `asking` are those elements. Does nothing on a page without one.
 */
export function warmWorkerFiles(
  root: ParentNode,
  loading: () => Loading,
  files: (asking: readonly Element[]) => string[],
): void {
  const elements = [...root.querySelectorAll(ASKING)];
  if (elements.length === 0) return;
  const warm = (asking: readonly Element[]) => {
    for (const url of files(asking))
      fetch(url)
        .then((response) => response.arrayBuffer())
        // The worker fetches it again, and says what went wrong.
        .catch(() => {});
  };
  const eager = (element: Element) => (element.getAttribute('loading') ?? loading()) === 'eager';
  if (typeof IntersectionObserver === 'undefined') return warm(elements);
  if (elements.some(eager)) return warm(elements.filter(eager));
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
      if (near.length === 0) return;
      observer.disconnect();
      warm(near);
    },
    { rootMargin: VIEWPORT_MARGIN },
  );
  for (const element of elements) observer.observe(element);
}
