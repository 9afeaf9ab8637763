// The manifest of the embedded world: the one file whose name the script knows. Every other
// file of the world (name chunks, spatial tiles, climate tiles) is named by its content and
// found through it. Written by src/build/world/, read by chunked-world.ts.
import { decodeTileTree, encodeTileTree, type TileBounds } from './tile-tree.ts';

/** Bumped whenever the layout changes, so a stale manifest is refused instead of misread. */
export const WORLD_MANIFEST_VERSION = 4;

/** Chunks keyed by text: chunk i holds the keys from first[i] up to, not including, first[i + 1]. */
export interface KeyedChunks {
  first: string[];
  files: string[];
}

/** The manifest as the engine reads it. File names are names in the manifest's own folder. */
export interface WorldManifest {
  version: typeof WORLD_MANIFEST_VERSION;
  /** The countries and time zones that every chunk indexes (place-table.ts SharedTables). */
  countries: string[];
  timeZones: string[];
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
 * A chunk's file name, in the manifest's folder (never a path): its kind and the first 8 hex
 * digits of its SHA-256, or for a tile of a set named as one, of the whole set's, and its index.
 */
export const CHUNK_FILE_NAME = /^([a-z]+)-([0-9a-f]{8})(?:-(\d+))?\.bin$/;

// The file as written: every chunk's kind is known from where it is listed, so each list is its
// files' hashes run together ("1a2b3c4d5e6f…"), and the tiles' areas are their quadtree
// (tile-tree.ts). Every first visit reads the manifest: this is 3.5 KB gzip less than names and
// numbers spelled out. The climate tiles, 648 of them, are one set with one hash.
interface ManifestFile {
  version: typeof WORLD_MANIFEST_VERSION;
  countries: string[];
  timeZones: string[];
  names: { heavy: string[]; chunks: KeyedHashes; major: KeyedHashes; initials: KeyedHashes };
  tiles: { tree: string; hashes: string };
  climate: { degrees: number; hash: string };
  languages: { tags: string[]; hash: string };
  /** Written by the build (`npm run build`), not by `npm run data`. */
  integrity?: { pages: string[] };
}

interface KeyedHashes {
  first: string[];
  hashes: string;
}

const HASH_DIGITS = 8;
const KINDS = { chunks: 'names', major: 'major', initials: 'initials', tiles: 'tile', climate: 'climate', languages: 'language' } as const;

function hashesOf(kind: string, files: readonly string[]): string {
  return files
    .map((file) => {
      const [, fileKind, hash] = CHUNK_FILE_NAME.exec(file) ?? [];
      if (fileKind !== kind || hash === undefined) throw new RangeError(`embedded world: ${file} is not a ${kind} chunk`);
      return hash;
    })
    .join('');
}

/** The manifest's file, from what the build made (src/build/world/world-asset.ts). */
export function encodeWorldManifest(manifest: WorldManifest): string {
  const keyed = (chunks: KeyedChunks, kind: string): KeyedHashes => ({ first: chunks.first, hashes: hashesOf(kind, chunks.files) });
  const file: ManifestFile = {
    version: manifest.version,
    countries: manifest.countries,
    timeZones: manifest.timeZones,
    names: {
      heavy: manifest.names.heavy,
      chunks: keyed(manifest.names.chunks, KINDS.chunks),
      major: keyed(manifest.names.major, KINDS.major),
      initials: keyed(manifest.names.initials, KINDS.initials),
    },
    tiles: { tree: encodeTileTree(manifest.tiles.bounds), hashes: hashesOf(KINDS.tiles, manifest.tiles.files) },
    climate: { degrees: manifest.climate.degrees, hash: setHashOf(KINDS.climate, manifest.climate.files) },
    languages: { tags: manifest.languages.tags, hash: manifest.languages.files.length === 0 ? '00000000' : setHashOf(KINDS.languages, manifest.languages.files) },
  };
  return JSON.stringify(file);
}

// The one hash of a set of files named `kind-<hash>-<index>.bin`, in index order.
function setHashOf(kind: string, files: readonly string[]): string {
  const hashes = new Set(files.map((file, index) => {
    const [, fileKind, hash, at] = CHUNK_FILE_NAME.exec(file) ?? [];
    if (fileKind !== kind || hash === undefined || at !== String(index)) throw new RangeError(`embedded world: ${file} is not ${kind} tile ${index} of a set`);
    return hash;
  }));
  if (hashes.size !== 1) throw new RangeError(`embedded world: the ${kind} tiles are not one set`);
  return [...hashes][0]!;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

// The file names of a run of hashes; undefined unless it is whole hashes of hex digits.
function filesOf(kind: string, hashes: unknown): string[] | undefined {
  if (typeof hashes !== 'string' || hashes.length % HASH_DIGITS !== 0 || !/^[0-9a-f]*$/.test(hashes)) return undefined;
  return Array.from({ length: hashes.length / HASH_DIGITS }, (_, at) => `${kind}-${hashes.slice(at * HASH_DIGITS, (at + 1) * HASH_DIGITS)}.bin`);
}

function keyedChunks(kind: string, value: unknown): KeyedChunks | undefined {
  const keyed = value as Partial<KeyedHashes> | null;
  if (typeof keyed !== 'object' || keyed === null || !isStrings(keyed.first)) return undefined;
  const files = filesOf(kind, keyed.hashes);
  return files !== undefined && files.length === keyed.first.length ? { first: keyed.first, files } : undefined;
}

// Checked by hand rather than with zod: the engine is a module of its own, and this is its only parse.
function readManifest(value: unknown): WorldManifest | undefined {
  const file = value as Partial<ManifestFile> | null;
  if (typeof file !== 'object' || file === null || file.version !== WORLD_MANIFEST_VERSION) return undefined;
  const { names, tiles, climate, languages } = file;
  if (!isStrings(file.countries) || !isStrings(file.timeZones) || names === undefined || !isStrings(names.heavy) || tiles === undefined || climate === undefined) return undefined;
  if (languages === undefined || !isStrings(languages.tags) || typeof languages.hash !== 'string' || !/^[0-9a-f]{8}$/.test(languages.hash)) return undefined;
  const [chunks, major, initials] = [keyedChunks(KINDS.chunks, names.chunks), keyedChunks(KINDS.major, names.major), keyedChunks(KINDS.initials, names.initials)];
  const bounds = typeof tiles.tree === 'string' ? decodeTileTree(tiles.tree) : undefined;
  const tileFiles = filesOf(KINDS.tiles, tiles.hashes);
  const { degrees, hash } = climate;
  if (chunks === undefined || major === undefined || initials === undefined || bounds === undefined || tileFiles?.length !== bounds.length) return undefined;
  if (typeof degrees !== 'number' || !(degrees > 0) || typeof hash !== 'string' || !/^[0-9a-f]{8}$/.test(hash)) return undefined;
  const climateFiles = Array.from({ length: Math.ceil(360 / degrees) * Math.ceil(180 / degrees) }, (_, index) => `${KINDS.climate}-${hash}-${index}.bin`);
  return {
    version: WORLD_MANIFEST_VERSION,
    countries: file.countries,
    timeZones: file.timeZones,
    names: { heavy: names.heavy, chunks, major, initials },
    tiles: { bounds, files: tileFiles },
    climate: { degrees, files: climateFiles },
    languages: { tags: languages.tags, files: languages.tags.map((_, index) => `${KINDS.languages}-${languages.hash}-${index}.bin`) },
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
  if (manifest === undefined) throw new RangeError(`embedded world: the manifest is not one of version ${WORLD_MANIFEST_VERSION}; rebuild it with \`npm run data\``);
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
  return [...chunks.files, ...major.files, ...initials.files, ...manifest.tiles.files, ...manifest.climate.files, ...manifest.languages.files];
}
