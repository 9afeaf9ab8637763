// What the script carries of the embedded world's manifest so that it can name, as it runs, the
// name chunk a forecast's `place` reads and the page of hashes that checks it: the same routing
// the worker's bootstrap does once the manifest has arrived (worker/files-ahead.ts), a round trip
// sooner. Only what a place's name needs: the heavy prefixes, the name chunks' first keys and
// their set's hash, and the head of each page of hashes the name chunks' hashes are in. A name
// whose every word is heavy (a broad query, read from the major places) is no place a page names,
// so the major and initials chunks are left out. One string, written by the build into the
// script's define:
//
//   heavy|chunks|<set hash><page heads>
//
// each list of keys sorted and front-coded (a capital letter, A for none, B for one, ..., the
// characters kept from the key before, then the rest of the key: keys hold no capitals), the
// hash and heads 8 hex digits each. Front coding halves the gzipped keys, which the script's
// bytes pay for.
import { HASH_PAGE_SIZE, hashPageFile } from '../../sources/embedded/world/chunk-hashes.ts';
import { foldPlainPlaceName } from '../../sources/embedded/gazetteer/plain-fold.ts';
import { routeQuery } from '../../sources/embedded/world/name-routing.ts';
import {
  CHUNK_FILE_NAME,
  CHUNK_KINDS,
  chunkHolding,
  setFiles,
  type KeyedChunks,
  type WorldManifest,
} from '../../sources/embedded/world/world-manifest.ts';

/** The routing of names as the script reads it. */
export interface NameRoutes {
  heavy: ReadonlySet<string>;
  chunks: KeyedChunks;
  /** The file names of the pages holding the name chunks' hashes, in order. */
  pages: string[];
}

const SEPARATOR = '|';

/** The routes of a built manifest (one whose chunks' hashes are in pages). */
export function encodeNameRoutes(manifest: WorldManifest): string {
  const { hashPages, names } = manifest;
  if (hashPages === undefined) throw new RangeError('name routes: the manifest has no pages of hashes');
  const { files } = names.chunks;
  const setHash = CHUNK_FILE_NAME.exec(files[0] ?? '')?.[2] ?? '';
  // The name chunks come first in worldFiles(), which the pages follow.
  const heads = hashPages
    .slice(0, Math.ceil(files.length / HASH_PAGE_SIZE))
    .map((hash) => hashPageFile(hash).slice('hashes-'.length, -'.bin'.length));
  return [frontCoded(names.heavy), frontCoded(names.chunks.first), setHash + heads.join('')].join(SEPARATOR);
}

/** The routes `encodeNameRoutes` wrote. */
export function decodeNameRoutes(text: string): NameRoutes {
  const [heavy = '', first = '', hashes = ''] = text.split(SEPARATOR);
  const [setHash = '', ...heads] = hashes.match(/[0-9a-f]{8}/g) ?? [];
  const keys = frontDecoded(first);
  return {
    heavy: new Set(frontDecoded(heavy)),
    chunks: { first: keys, files: setFiles(CHUNK_KINDS.chunks, setHash, keys.length) },
    pages: heads.map((head) => `hashes-${head}.bin`),
  };
}

/**
 * The name chunk a request for `place` reads first and the page of hashes that checks it, as the
 * worker's bootstrap names them (worker/files-ahead.ts); none for a place whose name (before any
 * comma) is not plain words, or only heavy ones.
 */
export function placeFiles(routes: NameRoutes, place: string): string[] {
  const folded = foldPlainPlaceName(place);
  const route = folded === undefined ? undefined : routeQuery(folded, routes.heavy);
  const file = route?.index === 'chunks' ? chunkHolding(routes.chunks, route.key) : undefined;
  if (file === undefined) return [];
  const page = routes.pages[Math.floor(routes.chunks.files.indexOf(file) / HASH_PAGE_SIZE)];
  return page === undefined ? [file] : [file, page];
}

function frontCoded(keys: readonly string[]): string {
  let previous = '';
  return keys
    .map((key) => {
      if (/[A-Z|]/.test(key)) throw new RangeError(`name routes: the key ${JSON.stringify(key)} cannot be coded`);
      let kept = 0;
      while (kept < previous.length && kept < key.length && previous[kept] === key[kept]) kept += 1;
      previous = key;
      return String.fromCharCode(65 + kept) + key.slice(kept);
    })
    .join('');
}

function frontDecoded(coded: string): string[] {
  let previous = '';
  return [...coded.matchAll(/([A-Z])([^A-Z]*)/g)].map(([, kept, rest]) => {
    previous = previous.slice(0, kept!.charCodeAt(0) - 65) + rest!;
    return previous;
  });
}
