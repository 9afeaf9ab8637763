// The files of the embedded world a request will read, as far as the worker can tell before the
// engine arrives: the name chunk of a query of plain words (any other needs the engine's
// folding), the spatial and climate tiles of a coordinate, and the pages holding their hashes
// (which the engine reads beside each chunk, so they would otherwise cost a round trip after it).
import { foldPlainPlaceName } from '../sources/embedded/gazetteer/plain-fold.ts';
import { climateFile, nameChunkFile, tileFile } from '../sources/embedded/world/chunk-lookup.ts';
import type { WorldManifest } from '../sources/embedded/world/world-manifest.ts';
import { hashPlace } from '../sources/embedded/world/chunk-hashes.ts';
import type { PlaceAsked } from '../protocol/place-asked.ts';

/** The name chunk a search for `query` reads, if its name (before any comma) is plain words. */
export function searchFilesAhead(manifest: WorldManifest, query: string): string[] {
  const folded = foldPlainPlaceName(query);
  const file = folded === undefined ? undefined : nameChunkFile(manifest, folded);
  return file === undefined ? [] : [file];
}

/** The tiles a coordinate's place and its weather read. */
export function coordinateFilesAhead(manifest: WorldManifest, lat: number, lon: number): string[] {
  if (!(Math.abs(lat) <= 90) || !Number.isFinite(lon)) return [];
  const tile = tileFile(manifest, lat, lon);
  return [...(tile === undefined ? [] : [tile]), climateFile(manifest, lat, lon)];
}

/** `files` and, after them, the pages of hashes that check them (each once). */
export function withHashPages(manifest: WorldManifest, files: readonly string[]): string[] {
  const pages = files.flatMap((file) => hashPlace(manifest, file)?.page ?? []);
  return [...files, ...new Set(pages)];
}

/** The chunks a request for `asked` reads first, and their pages of hashes: its name's chunk, or its coordinate's tiles. */
export function requestFilesAhead(manifest: WorldManifest, asked: PlaceAsked): string[] {
  const files =
    asked.place !== undefined
      ? searchFilesAhead(manifest, asked.place)
      : coordinateFilesAhead(manifest, degrees(asked.lat), degrees(asked.lon));
  return withHashPages(manifest, files);
}

// A coordinate as the query spells it; NaN for none (Number('') would read 0).
const degrees = (text: string | undefined) => (text === undefined || text.trim() === '' ? NaN : Number(text));
