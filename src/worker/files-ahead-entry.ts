// The part of the worker's bootstrap that reads the world's manifest the moment it arrives and
// names the chunks the page's first request will read, so that they are asked for while the
// worker's code and the engine are still downloading. Built on its own into a classic script's
// text, which the script tag's bundle carries into each worker's bootstrap (worker-bootstrap.ts).
import { parseWorldManifest } from '../sources/embedded/world/world-manifest.ts';
import { requestFilesAhead } from './files-ahead.ts';
import type { PlaceAsked } from '../protocol/place-asked.ts';

/** The chunks, and their pages of hashes, that a request for `asked` reads first: from the manifest's bytes. */
export function filesAhead(manifestBytes: Uint8Array, asked: PlaceAsked): string[] {
  return requestFilesAhead(parseWorldManifest(manifestBytes), asked);
}
