// Pages of chunk hashes (see src/sources/embedded/world/chunk-hashes.ts): the first 128 bits of
// each chunk's SHA-256, HASH_PAGE_SIZE to a page, each page named by its own SHA-256.
import { createHash } from 'node:crypto';
import { CHUNK_HASH_BYTES, HASH_PAGE_SIZE, hashPageFile } from '../../sources/embedded/world/chunk-hashes.ts';

/** One page: its SHA-256 in base64 (what a manifest lists), its file name and its bytes. */
export interface HashPage {
  hash: string;
  file: string;
  bytes: Uint8Array;
}

/** The pages of the hashes of `chunks`, in their order. */
export function hashPages(chunks: readonly Uint8Array[]): HashPage[] {
  const pages: HashPage[] = [];
  for (let start = 0; start < chunks.length; start += HASH_PAGE_SIZE) {
    const bytes = Buffer.concat(
      chunks
        .slice(start, start + HASH_PAGE_SIZE)
        .map((chunk) => createHash('sha256').update(chunk).digest().subarray(0, CHUNK_HASH_BYTES)),
    );
    const hash = createHash('sha256').update(bytes).digest('base64');
    pages.push({ hash, file: hashPageFile(hash), bytes: new Uint8Array(bytes) });
  }
  return pages;
}
