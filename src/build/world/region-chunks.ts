// Cuts a language's names of the regions into a few chunks by country (region-lines.ts): a page
// reads the chunk of the country it asks about, so each stays small, and a country is never split.
import { encodeRegionNames } from '../../sources/embedded/world/region-lines.ts';
import { gzipSize, type KeyedChunk } from './name-chunks.ts';

/**
 * Countries share a chunk while their own lines add up to at most this many bytes, gzip. Every
 * language's regions together are tens of KB gzip; at this size a page reads a chunk or two of
 * them, and a language lists a few dozen chunks in its file.
 */
const REGION_CHUNK_GZIP_BYTES = 2 * 1024;

/**
 * The chunks of the regions `local` names otherwise than `english` does (both by admin1 key,
 * "DE.02"), each keyed by its first country.
 */
export function regionChunks(
  english: ReadonlyMap<string, string>,
  local: ReadonlyMap<string, string> | undefined,
): KeyedChunk[] {
  const byCountry = new Map<string, { iso2: string; english: string; name: string }[]>();
  for (const [key, name] of local ?? []) {
    const englishName = english.get(key);
    if (englishName === undefined || englishName === name) continue;
    const iso2 = key.slice(0, key.indexOf('.'));
    byCountry.set(iso2, [...(byCountry.get(iso2) ?? []), { iso2, english: englishName, name }]);
  }
  const chunks: KeyedChunk[] = [];
  let group: { first: string; lines: { iso2: string; english: string; name: string }[]; bytes: number } | undefined;
  const flush = () => {
    if (group !== undefined) chunks.push({ first: group.first, bytes: encodeRegionNames(group.lines) });
  };
  for (const iso2 of [...byCountry.keys()].sort()) {
    const lines = byCountry.get(iso2)!;
    const bytes = gzipSize(encodeRegionNames(lines));
    if (group === undefined || group.bytes + bytes > REGION_CHUNK_GZIP_BYTES) {
      flush();
      group = { first: iso2, lines: [], bytes: 0 };
    }
    group.lines.push(...lines);
    group.bytes += bytes;
  }
  flush();
  return chunks;
}
