// The manifest of the embedded world: the one file whose name the script knows. Every other
// file of the world (name chunks, spatial tiles, climate tiles) is named by its content, as one
// set of its kind, and found through it. Written by src/build/world/, read by chunked-world.ts.
import { decodeTileTree, encodeTileTree, type TileBounds } from './tile-tree.ts';

/** Format: bumped whenever the layout changes, so a stale manifest is refused instead of misread. */
export const WORLD_MANIFEST_VERSION = 6;

/** Chunks keyed by text: chunk i holds the keys from first[i] up to, not including, first[i + 1]. */
export interface KeyedChunks {
  first: string[];
  files: string[];
}

/** The manifest as the engine reads it. File names are names in the manifest's own folder. */
export interface WorldManifest {
  version: typeof WORLD_MANIFEST_VERSION;
  names: {
    /** Key texts (word-index.ts keyText) of the word prefixes a search treats as broad. */
    heavy: string[];
    /** Every place with a word starting with a key, keyed by the word's shortest prefix that is not heavy. */
    chunks: KeyedChunks;
    /** The major places (the broad queries' index), keyed by the first two characters of their words. */
    major: KeyedChunks;
    /** The major places again, keyed by their words' first character: for queries of one-letter words only. */
    initials: KeyedChunks;
  };
  /** Places and time zones by area: [south, west, north, east] of each tile, in degrees. */
  tiles: { bounds: TileBounds[]; files: string[] };
  /** The climate grid cut into square tiles of `degrees`, row by row from the south-west. */
  climate: { degrees: number; files: string[] };
  /** Each language's names (language-names.ts), one file per tag, a set named by one hash. */
  languages: { tags: string[]; files: string[] };
  /** Each page's SHA-256 in base64, of the chunks' hashes (chunk-hashes.ts): in a build's manifest only. */
  hashPages?: string[];
}

/**
 * Format: a chunk's file name, in the manifest's folder (never a path): its kind, the first 8 hex digits
 * of the SHA-256 of its set (or, for a file of its own, of itself) and its index in the set.
 */
export const CHUNK_FILE_NAME = /^([a-z]+)-([0-9a-f]{8})(?:-(\d+))?\.bin$/;

// The file as written: every chunk's kind is known from where it is listed, and each kind's files
// are one set named by one hash (`names-<hash>-<index>.bin`), so a list of chunks is its first
// keys and one hash, and the tiles' areas are their quadtree (tile-tree.ts). Every first visit
// reads the manifest: this is 3.5 KB gzip less than names and numbers spelled out, and 3 KB less
// again than a hash for each chunk. The price: a change to one chunk renames its whole set, so a
// returning visitor fetches again the few chunks of that kind it had kept. The world's countries
// and time zones are not listed: each chunk lists those of its places (3 KB gzip less here, about
// 0.5 KB more on a name chunk).
interface ManifestFile {
  version: typeof WORLD_MANIFEST_VERSION;
  names: { heavy: string[]; chunks: KeyedSet; major: KeyedSet; initials: KeyedSet };
  tiles: { tree: string; hash: string };
  climate: { degrees: number; hash: string };
  languages: { tags: string[]; hash: string };
  /** Written by the build (`npm run build`), not by `npm run data`. */
  integrity?: { pages: string[] };
}

interface KeyedSet {
  first: string[];
  hash: string;
}

/** Format: each kind of chunk's file-name prefix, by where the manifest lists it. */
export const CHUNK_KINDS = {
  chunks: 'names',
  major: 'major',
  initials: 'initials',
  tiles: 'tile',
  climate: 'climate',
  languages: 'language',
} as const;

/** The manifest's file, from what the build made (src/build/world/world-asset.ts). */
export function encodeWorldManifest(manifest: WorldManifest): string {
  const keyed = (chunks: KeyedChunks, kind: string): KeyedSet => ({
    first: chunks.first,
    hash: setHashOf(kind, chunks.files),
  });
  const file: ManifestFile = {
    version: manifest.version,
    names: {
      heavy: manifest.names.heavy,
      chunks: keyed(manifest.names.chunks, CHUNK_KINDS.chunks),
      major: keyed(manifest.names.major, CHUNK_KINDS.major),
      initials: keyed(manifest.names.initials, CHUNK_KINDS.initials),
    },
    tiles: { tree: encodeTileTree(manifest.tiles.bounds), hash: setHashOf(CHUNK_KINDS.tiles, manifest.tiles.files) },
    climate: { degrees: manifest.climate.degrees, hash: setHashOf(CHUNK_KINDS.climate, manifest.climate.files) },
    languages: { tags: manifest.languages.tags, hash: setHashOf(CHUNK_KINDS.languages, manifest.languages.files) },
  };
  return JSON.stringify(file);
}

// The one hash of a set of files named `kind-<hash>-<index>.bin`, in index order (an empty set's: zeros).
function setHashOf(kind: string, files: readonly string[]): string {
  if (files.length === 0) return EMPTY_SET;
  const hashes = new Set(
    files.map((file, index) => {
      const [, fileKind, hash, at] = CHUNK_FILE_NAME.exec(file) ?? [];
      if (fileKind !== kind || hash === undefined || at !== String(index))
        throw new RangeError(`embedded world: ${file} is not ${kind} chunk ${index} of a set`);
      return hash;
    }),
  );
  if (hashes.size !== 1) throw new RangeError(`embedded world: the ${kind} chunks are not one set`);
  return [...hashes][0]!;
}

const EMPTY_SET = '00000000';
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isSetHash = (hash: unknown): hash is string => typeof hash === 'string' && /^[0-9a-f]{8}$/.test(hash);

/** The file names of a set of `count` files of `kind` named by `hash`. */
export function setFiles(kind: string, hash: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${kind}-${hash}-${index}.bin`);
}

function keyedChunks(kind: string, value: unknown): KeyedChunks | undefined {
  const keyed = value as Partial<KeyedSet> | null;
  if (typeof keyed !== 'object' || keyed === null || !isStrings(keyed.first) || !isSetHash(keyed.hash))
    return undefined;
  return { first: keyed.first, files: setFiles(kind, keyed.hash, keyed.first.length) };
}

// Checked by hand rather than with zod: the engine is a module of its own, and this is its only parse.
function readManifest(value: unknown): WorldManifest | undefined {
  const file = value as Partial<ManifestFile> | null;
  if (typeof file !== 'object' || file === null || file.version !== WORLD_MANIFEST_VERSION) return undefined;
  const { names, tiles, climate, languages } = file;
  if (names === undefined || !isStrings(names.heavy) || tiles === undefined || climate === undefined) return undefined;
  if (languages === undefined || !isStrings(languages.tags) || !isSetHash(languages.hash)) return undefined;
  const [chunks, major, initials] = [
    keyedChunks(CHUNK_KINDS.chunks, names.chunks),
    keyedChunks(CHUNK_KINDS.major, names.major),
    keyedChunks(CHUNK_KINDS.initials, names.initials),
  ];
  const bounds = typeof tiles.tree === 'string' ? decodeTileTree(tiles.tree) : undefined;
  const { degrees, hash } = climate;
  if (
    chunks === undefined ||
    major === undefined ||
    initials === undefined ||
    bounds === undefined ||
    !isSetHash(tiles.hash)
  )
    return undefined;
  if (typeof degrees !== 'number' || !(degrees > 0) || !isSetHash(hash)) return undefined;
  return {
    version: WORLD_MANIFEST_VERSION,
    names: { heavy: names.heavy, chunks, major, initials },
    tiles: { bounds, files: setFiles(CHUNK_KINDS.tiles, tiles.hash, bounds.length) },
    climate: {
      degrees,
      files: setFiles(CHUNK_KINDS.climate, hash, Math.ceil(360 / degrees) * Math.ceil(180 / degrees)),
    },
    languages: { tags: languages.tags, files: setFiles(CHUNK_KINDS.languages, languages.hash, languages.tags.length) },
    ...(isStrings(file.integrity?.pages) ? { hashPages: file.integrity.pages } : {}),
  };
}

/** Parses and checks manifest bytes; throws a RangeError if they are not a manifest of this version. */
export function parseWorldManifest(bytes: Uint8Array): WorldManifest {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch (cause) {
    throw new RangeError('embedded world: the manifest is not JSON', { cause });
  }
  const manifest = readManifest(json);
  if (manifest === undefined)
    throw new RangeError(
      `embedded world: the manifest is not one of version ${WORLD_MANIFEST_VERSION}; rebuild it with \`npm run data\``,
    );
  return manifest;
}

/** The file of the chunk holding `key`: the last chunk whose first key is not after it. */
export function chunkHolding(chunks: KeyedChunks, key: string): string | undefined {
  let low = 0;
  let high = chunks.first.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (chunks.first[middle]! <= key) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? undefined : chunks.files[low - 1];
}

/** Every chunk file the manifest names (the languages' last, so adding one moves no other's hash). */
export function worldFiles(manifest: WorldManifest): string[] {
  const { chunks, major, initials } = manifest.names;
  return [
    ...chunks.files,
    ...major.files,
    ...initials.files,
    ...manifest.tiles.files,
    ...manifest.climate.files,
    ...manifest.languages.files,
  ];
}
