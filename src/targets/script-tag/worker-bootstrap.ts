// The script tag's worker: a few hundred bytes of bootstrap in the script, the worker's code a
// file beside it. A page whose widgets never ask (a lazy one below the fold) then never downloads
// the service at all, and the script a page parses stays under its budget.
//
// A worker from a CDN's URL would not start on the page's origin (`new Worker(url)` throws a
// SecurityError), so the worker is a blob: URL of this bootstrap. It fetches the code with its
// pinned `integrity`, which the browser checks before a byte is read, and runs those very bytes
// with importScripts. The page's first messages arrive before the code is there: the bootstrap
// holds them and delivers them, in order, once the code has set its own listener (Comlink's).

import { EARLY_FETCHES, EARLY_FETCHES_PLANNED } from '../../worker/early-fetches.ts';
import type { PlaceAsked } from '../../protocol/place-asked.ts';

/** What the bootstrap's refusal says of worker code that is not the file the build pinned. */
export const WORKER_CODE_REFUSED = 'integrity: it is not the file this build pinned';

/** A file the worker's code will fetch first, with the integrity it will ask for. */
export interface EarlyFile {
  url: string;
  integrity: string;
}

/** The global that the files-ahead code (files-ahead-entry.ts, built as a classic script) defines; its `filesAhead` is the entry's. */
export const FILES_AHEAD_GLOBAL = 'WeatherWidgetsFilesAhead';

/** How the bootstrap names the chunks of the first request once the manifest (an early file) is here. */
export interface ChunksAhead {
  /** The manifest's URL; the bootstrap names chunks only when it is one of the early files. */
  manifest: string;
  /** The place the first request asks for. */
  asked: PlaceAsked;
  /** The files-ahead code, which defines FILES_AHEAD_GLOBAL. */
  code: string;
}

// Once the manifest is here, the first request's chunks join the early files; the promise left
// for the code settles when they have (early-fetches.ts). A manifest that fails leaves them to
// the code, which reports why.
function chunksAheadSource({ manifest, asked, code }: ChunksAhead): string {
  return `${code}
self[Symbol.for(${JSON.stringify(EARLY_FETCHES_PLANNED.description)})] = (async () => {
  const manifest = ${JSON.stringify(manifest)};
  const bytes = await early.get(manifest).response.then((response) => response.clone().arrayBuffer());
  for (const file of ${FILES_AHEAD_GLOBAL}.filesAhead(new Uint8Array(bytes), ${JSON.stringify(asked)})) {
    const url = new URL(file, manifest).href;
    if (early.has(url)) continue;
    const response = fetch(url);
    response.catch(() => {}); // the code that takes it over reports a failure
    early.set(url, { integrity: "", response });
  }
})().catch(() => {});
`;
}

/**
 * The source of a classic worker that runs the code at `url` once the browser has found it to
 * match `integrity`, and meanwhile asks for the `early` files, then for the first request's
 * chunks once `ahead` has named them from the manifest. A code that was changed (it arrives
 * without its integrity) is refused: the bootstrap posts the page a WorkerRefusal naming it. A
 * code that cannot be fetched at all, or was not pinned, is an error thrown in the worker, which
 * the page's client sees as a worker that could not start.
 */
export function workerBootstrapSource(url: string, integrity: string, early: readonly EarlyFile[] = [], ahead?: ChunksAhead): string {
  const at = JSON.stringify(url);
  if (!integrity) return `throw new Error("weather-widgets: the worker's code at " + ${at} + " is not pinned by this build, so it was not run");`;
  return `"use strict";
// Files the code will read first, asked for now, beside it; the code takes them over (early-fetches.ts).
const early = new Map();
for (const [url, integrity] of ${JSON.stringify(early.map((file) => [file.url, file.integrity]))}) {
  const response = fetch(url, { integrity });
  response.catch(() => {}); // the code that takes it over reports a failure
  early.set(url, { integrity, response });
}
self[Symbol.for(${JSON.stringify(EARLY_FETCHES.description)})] = early;
${ahead !== undefined && early.some((file) => file.url === ahead.manifest) ? chunksAheadSource(ahead) : ''}const held = [];
const hold = (event) => held.push(event);
addEventListener("message", hold);
// Why a fetch failed, as check-integrity.ts's refusal() tells it (this runs before any module
// can be imported): a file that arrives without its integrity is a changed file.
const refusal = (error) => fetch(${at}).then((response) => (response.ok ? ${JSON.stringify(WORKER_CODE_REFUSED)} : "HTTP " + response.status), () => error.message);
fetch(${at}, { integrity: ${JSON.stringify(integrity)} })
  .then(
    (response) => { if (!response.ok) throw new Error("HTTP " + response.status); return response.blob(); },
    async (error) => { const why = await refusal(error); throw Object.assign(new Error(why), { refused: why === ${JSON.stringify(WORKER_CODE_REFUSED)} }); },
  )
  .then((code) => {
    removeEventListener("message", hold);
    importScripts(URL.createObjectURL(code));
    for (const event of held) dispatchEvent(new MessageEvent("message", { data: event.data, ports: [...event.ports] }));
  })
  .catch((error) => {
    const detail = "the worker's code at " + ${at} + " was not run (" + error.message + ")";
    // A changed file is refused, and the page is told so in a message of its own (protocol.ts's
    // WorkerRefusal), so that it does not run the service itself instead.
    if (error.refused) {
      postMessage({ weatherWidgetsRefused: { detail } });
      console.error("weather-widgets: " + detail);
      return;
    }
    setTimeout(() => { throw new Error("weather-widgets: " + detail); });
  });
`;
}
