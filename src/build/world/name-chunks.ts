// Cuts the gazetteer into name chunks (see src/sources/embedded/world/name-routing.ts for why
// one chunk answers a query exactly). A place goes into the chunk of each light prefix of its
// spellings' words, with the alternate names that have such a word (its primary name always,
// to be shown); a major place also goes into the major chunk of each word's first two
// characters, and into the initials chunk of each word's first character.
import { gzipSync } from 'node:zlib';
import { foldedSpellings } from '../../sources/embedded/gazetteer/fold-text.ts';
import { BROAD_QUERY_CANDIDATES } from '../../sources/embedded/gazetteer/search.ts';
import { SpellingTable } from '../../sources/embedded/gazetteer/spelling-table.ts';
import { keyText, WordIndex } from '../../sources/embedded/gazetteer/word-index.ts';
import type { PlaceTable, SharedTables } from '../../sources/embedded/gazetteer/place-table.ts';
import { MAJOR_PLACE_POPULATION } from '../../sources/embedded/gazetteer/gazetteer.ts';
import { lightPrefix, majorKey } from '../../sources/embedded/world/name-routing.ts';
import { packPlaces, type PackablePlace } from '../gazetteer/pack-places.ts';
import { uniformTimeZoneCells } from './uniform-time-zones.ts';

/** A chunk of places keyed by text, packed in the gazetteer.bin format. */
export interface KeyedChunk {
  first: string;
  bytes: Uint8Array;
}

/**
 * Keys share a chunk while their chunks alone would add up to at most this many bytes (gzip).
 * Smaller chunks cost a visitor less per keystroke; larger ones make fewer files and a larger
 * page of hashes per file. Since the manifest names a set of chunks by one hash, a chunk more
 * costs it only its first key: at 8 KB (435 name chunks) rather than 16 KB (264), a first
 * forecast for Oslo on slow 4G reads 98.1 KB rather than 100.1 KB in Brotli. A single key's places
 * always share one chunk, however large (the largest is "se", 1,603 places, 29.7 KB).
 */
const CHUNK_GZIP_BYTES = 8 * 1024;

// The key texts of every word prefix (up to the index's key length) with more candidates than a
// search scans: the prefixes whose queries go to the major places when no other word is lighter.
function heavyPrefixes(table: PlaceTable, heavyAbove: number): Set<string> {
  const spellings = new SpellingTable(table);
  const index = WordIndex.of(spellings);
  const heavy = new Set<string>();
  const seen = new Set<string>();
  for (let spelling = 0; spelling < spellings.count; spelling += 1) {
    for (const word of spellings.text(spelling).split(' ')) {
      const key = keyText(word);
      for (let length = 1; length <= key.length; length += 1) {
        const prefix = key.slice(0, length);
        if (seen.has(prefix)) continue;
        seen.add(prefix);
        // Any word with this key text has the same candidates.
        if (index.keyCandidateCount(prefix) > heavyAbove) heavy.add(prefix);
      }
    }
  }
  return heavy;
}

// The chunk keys of one spelling: those of its words (both foldings of an umlaut).
function spellingKeys(spelling: string, keysOf: (word: string) => Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const folded of foldedSpellings(spelling)) {
    for (const word of folded.split(' ')) if (word !== '') for (const key of keysOf(word)) keys.add(key);
  }
  return keys;
}

// Key → place → the alternate names kept there, for the places `includes` admits.
function memberships(
  places: readonly PackablePlace[],
  keyOf: (word: string) => Iterable<string>,
  includes: (place: number) => boolean,
): Map<string, Map<number, string[]>> {
  const byKey = new Map<string, Map<number, string[]>>();
  places.forEach((place, id) => {
    if (!includes(id)) return;
    const kept = new Map<string, string[]>();
    for (const key of spellingKeys(place.name, keyOf)) kept.set(key, []);
    for (const alternate of place.alternateNames) {
      for (const key of spellingKeys(alternate, keyOf)) kept.set(key, [...(kept.get(key) ?? []), alternate]);
    }
    for (const [key, alternates] of kept) {
      let members = byKey.get(key);
      if (members === undefined) byKey.set(key, (members = new Map<number, string[]>()));
      members.set(id, alternates);
    }
  });
  return byKey;
}

// Consecutive keys share a chunk while their own chunks add up to at most `chunkBytes`, each
// key's as `measure` packs it.
function grouped(
  byKey: Map<string, Map<number, string[]>>,
  pack: (members: Map<number, string[]>) => Uint8Array,
  measure: (members: Map<number, string[]>) => Uint8Array,
  chunkBytes: number,
): KeyedChunk[] {
  const chunks: KeyedChunk[] = [];
  let group: { first: string; members: Map<number, string[]>; bytes: number } | undefined;
  const flush = () => {
    if (group !== undefined) chunks.push({ first: group.first, bytes: pack(group.members) });
  };
  for (const key of [...byKey.keys()].sort()) {
    const adding = byKey.get(key)!;
    const bytes = gzipSize(measure(adding));
    if (group === undefined || group.bytes + bytes > chunkBytes) {
      flush();
      group = { first: key, members: new Map(), bytes: 0 };
    }
    for (const [id, alternates] of adding)
      group.members.set(id, [...new Set([...(group.members.get(id) ?? []), ...alternates])]);
    group.bytes += bytes;
  }
  flush();
  return chunks;
}

/** How name chunks are cut: see CHUNK_GZIP_BYTES, and heavyPrefixes. */
export interface NameChunkSizes {
  /** Keys share a chunk while their chunks add up to at most this many bytes, gzip. */
  chunkBytes?: number;
  /**
   * A prefix with more candidates than this is heavy: its queries read the major places. The
   * world's is the number search itself scans at most; a smaller one cuts smaller chunks, and
   * only moves which broad queries read the major places.
   */
  heavyAbove?: number;
}

/**
 * The name chunks and major chunks of the gazetteer, and its heavy prefixes: each chunk indexes
 * `shared`'s countries and time zones, or, without them, carries those of its places. `elevationAt` is
 * the whole gazetteer's: a chunk's place carries the elevation at its coordinates, so a
 * forecast for a place found by name needs no spatial tile.
 */
export function nameChunks(
  table: PlaceTable,
  places: readonly PackablePlace[],
  regionNames: ReadonlyMap<string, string>,
  shared: SharedTables | undefined,
  elevationAt: (lat: number, lon: number) => number,
  sizes: NameChunkSizes = {},
): { heavy: string[]; chunks: KeyedChunk[]; major: KeyedChunk[]; initials: KeyedChunk[] } {
  const { chunkBytes = CHUNK_GZIP_BYTES, heavyAbove = BROAD_QUERY_CANDIDATES } = sizes;
  const heavy = heavyPrefixes(table, heavyAbove);
  const timeZones = uniformTimeZoneCells();
  // Looked up once: a place is packed for each key of its words, then again in its chunks.
  const elevations = places.map((place) => elevationAt(place.lat, place.lon));
  const packWith = (tables: SharedTables | undefined) => (members: Map<number, string[]>) => {
    const ids = [...members.keys()].sort((a, b) => a - b);
    const chunkPlaces = ids.map((id) => {
      const place = places[id]!;
      return { ...place, alternateNames: members.get(id)!, elevation: elevations[id]!, isSection: false };
    });
    return packPlaces(chunkPlaces, regionNames, timeZones, { shared: tables, searchOnly: true });
  };
  const pack = packWith(shared);
  // A key's places are measured without the tables a chunk of its own would carry: those of keys
  // that share a chunk overlap, and counting them for each key would cut chunks too small.
  const measure = packWith(shared ?? tablesOf(places));
  const lightKey = (word: string) => {
    const prefix = lightPrefix(word, heavy);
    return prefix === undefined ? [] : [prefix];
  };
  const isMajor = (id: number) => places[id]!.population >= MAJOR_PLACE_POPULATION;
  return {
    heavy: [...heavy].sort(),
    chunks: grouped(
      memberships(places, lightKey, () => true),
      pack,
      measure,
      chunkBytes,
    ),
    major: grouped(
      memberships(places, (word) => (word.length >= 2 ? [majorKey(word)] : []), isMajor),
      pack,
      measure,
      chunkBytes,
    ),
    initials: grouped(
      memberships(places, (word) => [keyText(word.slice(0, 1))], isMajor),
      pack,
      measure,
      chunkBytes,
    ),
  };
}

/** The countries and time zones of `places`, sorted: the tables their chunks may share. */
export function tablesOf(places: readonly PackablePlace[]): SharedTables {
  return {
    countries: [...new Set(places.map((place) => place.iso2))].sort(),
    timeZones: [...new Set(places.map((place) => place.timeZone))].sort(),
  };
}

/** Gzipped size, as the budgets count it. */
export const gzipSize = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;
