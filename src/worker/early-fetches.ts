// The files the worker's bootstrap asked for while the worker's code was still on its way (see
// worker-bootstrap.ts): on a first visit the world's manifest and engine then arrive beside the
// code instead of a round trip after it. Each is handed over once, to the first fetch of the same
// URL with the same integrity; anything else is fetched as usual.

/** Where the bootstrap leaves its requests: URL → the integrity it asked with, and the response. */
export const EARLY_FETCHES = Symbol.for('weather-widgets.early-fetches');

interface EarlyFetch {
  integrity: string;
  response: Promise<Response>;
}

function takeEarly(url: string, integrity: string | undefined): Promise<Response> | undefined {
  const early = (globalThis as { [EARLY_FETCHES]?: Map<string, EarlyFetch> })[EARLY_FETCHES];
  const found = early?.get(url);
  if (!found || found.integrity !== (integrity ?? '')) return undefined;
  early!.delete(url);
  return found.response;
}

/** `fetch`, but a request the bootstrap already made is answered by its response. */
export const fetchEarlyOrNow: typeof fetch = (input, init) =>
  takeEarly(input instanceof Request ? input.url : String(input), init?.integrity) ?? fetch(input, init);
