import { createHash } from 'node:crypto';

/** The first 8 hex digits of the SHA-256 of a set of files in order, each with its length. */
export function contentSetHash(tiles: readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  for (const tile of tiles) hash.update(String(tile.length)).update(tile);
  return hash.digest('hex').slice(0, 8);
}
