// One language's place names: every place GeoNames names otherwise in that language, packed as
// a small world of name chunks of its own (the gazetteer format; the name shown is the
// language's, and the place's GeoNames name and alternates are its alternates, so a search by
// any of them finds it here too). The world's manifest lists one file of this kind per language;
// it is checked against the manifest's pages of hashes, and carries the first 128 bits of the
// SHA-256 of each of its chunks (`local-<first 8 hex>.bin`), which are checked before decoding.
import type { KeyedChunks, WorldManifest } from './world-manifest.ts';

/** Bumped whenever the layout changes. */
export const LANGUAGE_NAMES_VERSION = 1;

/** The first bytes of a chunk's SHA-256 that the file holds. */
export const LOCAL_HASH_BYTES = 16;

/** A language's name chunks, routed as the world's own (name-routing.ts), each with its hash. */
export interface LanguageNames {
  names: WorldManifest['names'];
  /** Each chunk file's first LOCAL_HASH_BYTES of SHA-256. */
  hashes: Map<string, Uint8Array>;
}

/** What the build writes for one list of chunks: their first keys, and each one's hash in hex. */
export interface KeyedHashList {
  first: string[];
  hashes: string[];
}

interface LanguageNamesFile {
  version: typeof LANGUAGE_NAMES_VERSION;
  heavy: string[];
  chunks: { first: string[]; hashes: string };
  major: { first: string[]; hashes: string };
  initials: { first: string[]; hashes: string };
}

const HEX_DIGITS = LOCAL_HASH_BYTES * 2;
const NAME_DIGITS = 8;

/** A local chunk's file name, from its hash in hex. */
export function localChunkFile(hexHash: string): string {
  return `local-${hexHash.slice(0, NAME_DIGITS)}.bin`;
}

/** The file's bytes, from the build's chunk lists (src/build/world/language-worlds.ts). */
export function encodeLanguageNames(heavy: string[], lists: { chunks: KeyedHashList; major: KeyedHashList; initials: KeyedHashList }): Uint8Array {
  const list = ({ first, hashes }: KeyedHashList) => ({ first, hashes: hashes.join('') });
  const file: LanguageNamesFile = { version: LANGUAGE_NAMES_VERSION, heavy, chunks: list(lists.chunks), major: list(lists.major), initials: list(lists.initials) };
  return new TextEncoder().encode(JSON.stringify(file));
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, at) => parseInt(hex.slice(at * 2, at * 2 + 2), 16));
}

function keyed(value: unknown, hashes: Map<string, Uint8Array>): KeyedChunks {
  const list = value as { first?: unknown; hashes?: unknown } | null;
  if (typeof list !== 'object' || list === null || !isStrings(list.first) || typeof list.hashes !== 'string') throw new RangeError('embedded world: a language file lists no chunks');
  const { first } = list;
  const run = list.hashes;
  if (run.length !== first.length * HEX_DIGITS || !/^[0-9a-f]*$/.test(run)) throw new RangeError('embedded world: a language file has a malformed list of hashes');
  const files = first.map((_, at) => {
    const hex = run.slice(at * HEX_DIGITS, (at + 1) * HEX_DIGITS);
    const file = localChunkFile(hex);
    hashes.set(file, hexBytes(hex));
    return file;
  });
  return { first, files };
}

/** Parses a language file (already checked against its hash); throws a RangeError if it is not one of this version. */
export function parseLanguageNames(bytes: Uint8Array): LanguageNames {
  let file: Partial<LanguageNamesFile> | null;
  try {
    file = JSON.parse(new TextDecoder().decode(bytes)) as Partial<LanguageNamesFile> | null;
  } catch (cause) {
    throw new RangeError('embedded world: a language file is not JSON', { cause });
  }
  if (typeof file !== 'object' || file === null || file.version !== LANGUAGE_NAMES_VERSION || !isStrings(file.heavy)) {
    throw new RangeError(`embedded world: a language file is not one of version ${LANGUAGE_NAMES_VERSION}; rebuild it with \`npm run data\``);
  }
  const hashes = new Map<string, Uint8Array>();
  return { names: { heavy: file.heavy, chunks: keyed(file.chunks, hashes), major: keyed(file.major, hashes), initials: keyed(file.initials, hashes) }, hashes };
}
