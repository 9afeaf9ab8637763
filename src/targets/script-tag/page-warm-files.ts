// The script asks for the worker's first files as it runs, once the page has a forecast or a
// climate chart for a place that will ask (an eager one, or a lazy one near the viewport, as the
// element itself decides): the worker's code, the embedded world's manifest and engine, or the
// HTTP sources' module. It starts the worker then too, rather than once the elements are defined
// and drawn and the first one asks; the files are named by their content (a CDN caches them for a
// year), and the worker's own fetches, each checked against its pin as always, read them from the
// HTTP cache. Plain fetches whose bytes are read and dropped: a `<link rel="preload">` that the
// document itself never uses would put a warning in the console.
import type { Loading } from '../../protocol/config.ts';
import type { PlaceAsked } from '../../protocol/place-asked.ts';
import { VIEWPORT_MARGIN } from '../../components/weather-forecast/viewport-controller.ts';

// The elements that start the worker for a place they name (a search's target asks only once chosen).
const ASKING = ['weather-forecast', 'weather-climate'].map((tag) => `${tag}[place],${tag}[lat]`).join(',');

/**
 * Fetches `files()` and calls `start` with the element that will ask first, once an element of
 * `root` that names a place will ask: at once for an eager one (its `loading`, else `loading()`,
 * the site's), or when a lazy one comes within the elements' margin of the viewport. Does nothing
 * on a page without one.
 */
export function warmWorkerFiles(
  root: ParentNode,
  loading: () => Loading,
  files: () => string[],
  start: (first: Element) => void,
): void {
  const elements = [...root.querySelectorAll(ASKING)];
  if (elements.length === 0) return;
  const warm = (first: Element) => {
    start(first);
    for (const url of files())
      fetch(url)
        .then((response) => response.arrayBuffer())
        // The worker fetches it again, and says what went wrong.
        .catch(() => {});
  };
  const eager = (element: Element) => (element.getAttribute('loading') ?? loading()) === 'eager';
  const eagerOne = elements.find(eager);
  if (typeof IntersectionObserver === 'undefined' || eagerOne) return warm(eagerOne ?? elements[0]!);
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.find((entry) => entry.isIntersecting);
      if (!near) return;
      observer.disconnect();
      warm(near.target);
    },
    { rootMargin: VIEWPORT_MARGIN },
  );
  for (const element of elements) observer.observe(element);
}

/** The place an element's first request will name, as the worker's bootstrap is told of it: its `place`, else nothing. */
export function placeOf(element: Element): PlaceAsked {
  const place = element.getAttribute('place')?.trim();
  return place ? { place } : {};
}
