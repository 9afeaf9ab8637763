// The files the worker's bootstrap asked for while the worker's code was still on its way (see
// targets/script-tag/worker-bootstrap-core.ts): on a first visit the world's manifest and engine then arrive beside the
// code instead of a round trip after it, and the first request's chunks a round trip after the
// manifest rather than after the code. Each is handed over once, to the first fetch of the same
// URL; anything else is fetched as usual. They are fetched without `integrity`, as every file of
// the data folder is: the code that takes one over checks its bytes against their pin.

/** Where the bootstrap leaves its requests: URL → the integrity its bytes must have, and the response. */
export const EARLY_FETCHES = Symbol.for('weather-widgets.early-fetches');

/**
 * Where the bootstrap leaves a promise that settles once it has asked for every file it will:
 * the chunks it names from the manifest join the early ones only when the manifest is read.
 */
export const EARLY_FETCHES_PLANNED = Symbol.for('weather-widgets.early-fetches-planned');

interface EarlyFetch {
  integrity: string;
  response: Promise<Response>;
}

type BootstrapGlobal = { [EARLY_FETCHES]?: Map<string, EarlyFetch>; [EARLY_FETCHES_PLANNED]?: Promise<unknown> };

function takeEarly(url: string): Promise<Response> | undefined {
  const early = (globalThis as BootstrapGlobal)[EARLY_FETCHES];
  const found = early?.get(url);
  if (!found) return undefined;
  early!.delete(url);
  return found.response;
}

/**
 * `fetch`, but a request the bootstrap already made is answered by its response. A file it has
 * not asked for yet waits until it has named all it will, so that no chunk is fetched twice.
 */
export const fetchEarlyOrNow: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const early = takeEarly(url);
  if (early !== undefined) return early;
  const planned = (globalThis as BootstrapGlobal)[EARLY_FETCHES_PLANNED];
  if (planned !== undefined) await planned.catch(() => {});
  return takeEarly(url) ?? fetch(input, init);
};
