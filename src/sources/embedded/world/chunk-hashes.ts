// Each chunk's hash, as a built manifest carries them. 1,349 hashes in the manifest would add
// 30–58 KB to a file that every first visit reads, so the build writes them in pages of
// HASH_PAGE_SIZE (`hashes-<hash>.bin`, in the order of worldFiles()), and the manifest carries each
// page's SHA-256: 1.7 KB gzip more on the manifest, and half a kilobyte a page, fetched beside
// the first chunk it checks. A page holds the first 128 bits of each chunk's SHA-256, not all
// 256: forging a chunk to match them takes 2^128 tries (a second preimage; collisions would need
// the forger to write the build's own chunks too), and the half kept is what lets a forecast's
// two pages fit its budget. The engine checks every chunk against them before decoding it; the
// manifest itself is checked against the full hash the script carries.
import { integrityMismatch } from '../../../integrity/check-integrity.ts';
import { webCryptoSha256, type Sha256 } from '../../../integrity/web-crypto-sha256.ts';
import { lazily } from '../../lazily.ts';
import type { FileLoader } from './file-loader.ts';
import { worldFiles, type WorldManifest } from './world-manifest.ts';

/** Format: the chunks whose hashes one page holds. */
export const HASH_PAGE_SIZE = 32;

/** Format: the bytes of a chunk's SHA-256 that a page holds, its first 128 bits. */
export const CHUNK_HASH_BYTES = 16;

/** A page's file name: `hashes-` and the first 8 hex digits of its SHA-256, given in base64. */
export function hashPageFile(pageHash: string): string {
  const head = [...atob(pageHash).slice(0, 4)].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return `hashes-${head}.bin`;
}

/** Where a chunk's hash is: its page's file and SHA-256, and its offset in the page; undefined for a file the manifest names no hash for. */
export function hashPlace(manifest: WorldManifest, file: string): HashPlace | undefined {
  const { hashPages } = manifest;
  return hashPages === undefined ? undefined : placeIn(chunkIndex(manifest), hashPages, file);
}

interface HashPlace {
  page: string;
  pageHash: string;
  at: number;
}

function placeIn(
  places: ReadonlyMap<string, number>,
  hashPages: readonly string[],
  file: string,
): HashPlace | undefined {
  const index = places.get(file) ?? -1;
  const pageHash = hashPages[Math.floor(index / HASH_PAGE_SIZE)];
  return pageHash === undefined
    ? undefined
    : { page: hashPageFile(pageHash), pageHash, at: (index % HASH_PAGE_SIZE) * CHUNK_HASH_BYTES };
}

// Each manifest's chunks by their place in worldFiles(), built once.
const indexes = new WeakMap<WorldManifest, Map<string, number>>();
function chunkIndex(manifest: WorldManifest): Map<string, number> {
  let index = indexes.get(manifest);
  if (index === undefined) {
    index = indexOf(worldFiles(manifest));
    indexes.set(manifest, index);
  }
  return index;
}

const indexOf = (files: readonly string[]) => new Map(files.map((file, place) => [file, place]));

/**
 * `loadFile`, each chunk checked against its hash before it is returned: an `integrity` UpstreamError for a
 * chunk that does not match, or that the manifest names no hash for. A manifest without pages
 * (`npm run data`'s, read from disk) checks nothing: a built one is pinned by the script, so its
 * pages cannot be taken away. `sha256` hashes (default: Web Crypto's, which a page that is not a
 * secure context lacks; its host passes one that works there).
 */
export function checkedChunks(
  loadFile: FileLoader,
  manifest: WorldManifest,
  sha256: Sha256 = webCryptoSha256,
): FileLoader {
  const { hashPages } = manifest;
  return hashPages === undefined ? loadFile : checkedIn(loadFile, chunkIndex(manifest), hashPages, sha256);
}

/**
 * `loadFile` for `files`, each checked against its hash in `hashPages` (the SHA-256 of each page,
 * in base64), the pages holding the files' hashes in the order of `files`; any other file is refused.
 */
export function checkedByPages(
  loadFile: FileLoader,
  files: readonly string[],
  hashPages: readonly string[],
  sha256: Sha256 = webCryptoSha256,
): FileLoader {
  return checkedIn(loadFile, indexOf(files), hashPages, sha256);
}

function checkedIn(
  loadFile: FileLoader,
  places: ReadonlyMap<string, number>,
  hashPages: readonly string[],
  sha256: Sha256,
): FileLoader {
  const pages = new Map<string, () => Promise<Uint8Array>>();
  const page = (file: string, pageHash: string) => {
    let load = pages.get(pageHash);
    if (load === undefined) {
      load = lazily(async () => {
        const bytes = await loadFile(file);
        await checkHashPrefix(
          bytes,
          Uint8Array.from(atob(pageHash), (char) => char.charCodeAt(0)),
          file,
          sha256,
        );
        return bytes;
      });
      pages.set(pageHash, load);
    }
    return load();
  };
  return async (file) => {
    const place = placeIn(places, hashPages, file);
    if (place === undefined) throw integrityMismatch(file);
    const { at } = place;
    const [hashes, bytes] = await Promise.all([page(place.page, place.pageHash), loadFile(file)]);
    await checkHashPrefix(bytes, hashes.subarray(at, at + CHUNK_HASH_BYTES), file, sha256);
    return bytes;
  };
}

// Resolves when the SHA-256 of `bytes` starts with `expected` (a page's is its whole hash);
// otherwise throws an `integrity` UpstreamError naming `file`.
async function checkHashPrefix(bytes: Uint8Array, expected: Uint8Array, file: string, sha256: Sha256): Promise<void> {
  const digest = await sha256(bytes);
  if (expected.length === 0 || expected.some((byte, offset) => byte !== digest[offset])) throw integrityMismatch(file);
}
