// The script tag's worker: a bootstrap in the script, the worker's code a file beside it. A page
// whose widgets never ask (a lazy one below the fold) then never downloads the service at all,
// and the script a page parses stays under its budget.
//
// A worker from a CDN's URL would not start on the page's origin (`new Worker(url)` throws a
// SecurityError), so the worker is a blob: URL of the bootstrap (worker-bootstrap.ts, with its
// parameters as a JSON preamble). It fetches the code with its pinned `integrity`, which the
// browser checks before a byte is read, and runs those very bytes with importScripts. The page's
// first messages arrive before the code is there: the bootstrap holds them and delivers them, in
// order, once the code has set its own listener (Comlink's). Meanwhile it asks for the files the
// code will read first (early-fetches.ts), and for the first request's chunks once the manifest
// is here (files-ahead.ts).
import { messageOf } from '../../contract/message-of.ts';
import type { WorkerRefusal } from '../../protocol/protocol.ts';
import type { PlaceAsked } from '../../protocol/place-asked.ts';
import { EARLY_FETCHES, EARLY_FETCHES_PLANNED } from '../../worker/early-fetches.ts';
import { WORKER_CODE_REFUSED, type BootstrapParameters } from './bootstrap-parameters.ts';

/** What of the worker's global scope the bootstrap uses. */
export interface BootstrapScope {
  fetch(url: string, init?: RequestInit): Promise<Response>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  dispatchEvent(event: Event): boolean;
  postMessage(message: WorkerRefusal): void;
  importScripts(url: string): void;
}

/** Names the chunks, and their pages of hashes, that a request for `asked` reads first, from the manifest's bytes. */
export type FilesAhead = (manifestBytes: Uint8Array, asked: PlaceAsked) => string[];

interface EarlyFetch {
  integrity: string;
  response: Promise<Response>;
}

/**
 * Runs the worker's code at `parameters.code` once the browser has found it to match its
 * integrity, asking meanwhile for the early files and, once the manifest is here, for the
 * first request's chunks; leaves what it asked for on `global` for the code to take over. A code
 * that was changed (it arrives without its integrity) is refused: the page is told in a
 * WorkerRefusal. A code that cannot be fetched, or was not pinned, is an error thrown in the
 * worker, which the page's client sees as a worker that could not start.
 */
export function bootstrap(
  parameters: BootstrapParameters,
  scope: BootstrapScope,
  filesAhead: FilesAhead,
  global: Record<symbol, unknown>,
): void {
  const { code, integrity } = parameters;
  if (!integrity)
    throw new Error(`weather-widgets: the worker's code at ${code} is not pinned by this build, so it was not run`);
  const early = new Map<string, EarlyFetch>();
  // Without `integrity`: the code that takes a file over checks its bytes, after its status, so
  // that a missing data folder shows in the console as the 404 it is (early-fetches.ts).
  const ask = (url: string, integrity: string): void => {
    const response = scope.fetch(url);
    response.catch(() => {}); // the code that takes it over reports a failure
    early.set(url, { integrity, response });
  };
  for (const file of parameters.early) ask(file.url, file.integrity);
  global[EARLY_FETCHES] = early;
  const { ahead } = parameters;
  if (ahead !== undefined && early.has(ahead.manifest)) {
    // Once the manifest is here, the first request's chunks join the early files; the promise
    // left for the code settles when they have. A manifest that fails leaves them to the code,
    // which reports why.
    global[EARLY_FETCHES_PLANNED] = (async () => {
      const { integrity: pinned, response } = early.get(ahead.manifest)!;
      const bytes = await response.then((answer) => answer.clone().arrayBuffer());
      // Only the pinned manifest names what to fetch; where Web Crypto is missing (a page that is
      // not a secure context) nothing is planned, and the code fetches the chunks when asked.
      if (!(await isPinned(bytes, pinned))) return;
      for (const file of filesAhead(new Uint8Array(bytes), ahead.asked)) {
        const url = new URL(file, ahead.manifest).href;
        if (!early.has(url)) ask(url, '');
      }
    })().catch(() => {});
  }

  const held: MessageEvent[] = [];
  const hold = (event: MessageEvent) => void held.push(event);
  scope.addEventListener('message', hold);
  // Why a fetch failed, as check-integrity.ts's refusal() tells it (no module can be imported
  // yet): a file that arrives without its integrity is a changed file.
  const refusal = (error: unknown): Promise<string> =>
    scope.fetch(code).then(
      (response) => (response.ok ? WORKER_CODE_REFUSED : `HTTP ${response.status}`),
      () => messageOf(error),
    );
  scope
    .fetch(code, { integrity })
    .then(
      (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.blob();
      },
      async (error: unknown) => {
        const why = await refusal(error);
        throw Object.assign(new Error(why), { refused: why === WORKER_CODE_REFUSED });
      },
    )
    .then((blob) => {
      scope.removeEventListener('message', hold);
      scope.importScripts(URL.createObjectURL(blob));
      for (const event of held)
        scope.dispatchEvent(new MessageEvent<unknown>('message', { data: event.data, ports: [...event.ports] }));
    })
    .catch((error: unknown) => {
      // Every step above fails with an Error: a refusal carries `refused`.
      const detail = `the worker's code at ${code} was not run (${(error as Error).message})`;
      // A changed file is refused, and the page is told so in a message of its own, so that it
      // does not run the service itself instead.
      if ((error as { refused?: boolean }).refused) {
        scope.postMessage({ weatherWidgetsRefused: { detail } });
        console.error(`weather-widgets: ${detail}`);
        return;
      }
      setTimeout(() => {
        throw new Error(`weather-widgets: ${detail}`);
      });
    });
}

// Whether `bytes` have the SHA-256 integrity `pinned`, by Web Crypto; false where it is missing.
async function isPinned(bytes: ArrayBuffer, pinned: string): Promise<boolean> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined || !pinned.startsWith('sha256-')) return false;
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return `sha256-${btoa(String.fromCharCode(...digest))}` === pinned;
}
