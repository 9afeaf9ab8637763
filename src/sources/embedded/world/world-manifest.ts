// The manifest of the embedded world: the one file whose name the script knows. Every other
// file of the world (name chunks, spatial tiles, climate tiles) is named by its content and
// found through it. Written by src/build/world/, read by chunked-world.ts.

/** Bumped whenever the layout changes, so a stale manifest is refused instead of misread. */
export const WORLD_MANIFEST_VERSION = 1;

/** Chunks keyed by text: chunk i holds the keys from first[i] up to, not including, first[i + 1]. */
export interface KeyedChunks {
  first: string[];
  files: string[];
}

/** The manifest as the build writes it. File names are names in the manifest's own folder. */
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
  tiles: { bounds: [number, number, number, number][]; files: string[] };
  /** The climate grid cut into square tiles of `degrees`, row by row from the south-west. */
  climate: { degrees: number; files: string[] };
}

/** A chunk's file name: its kind and the first 8 hex digits of its SHA-256, in the manifest's folder (never a path). */
export const CHUNK_FILE_NAME = /^[a-z]+-[0-9a-f]{8}\.bin$/;

const isStrings = (value: unknown, pattern?: RegExp): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && (pattern === undefined || pattern.test(item)));

function isKeyedChunks(value: unknown): value is KeyedChunks {
  const chunks = value as Partial<KeyedChunks> | null;
  return typeof chunks === 'object' && chunks !== null && isStrings(chunks.first) && isStrings(chunks.files, CHUNK_FILE_NAME) && chunks.first.length === chunks.files.length;
}

const isBounds = (value: unknown): boolean => Array.isArray(value) && value.length === 4 && value.every((number) => typeof number === 'number' && Number.isFinite(number));

// Checked by hand rather than with zod: the engine is a module of its own, and this is its only parse.
function isWorldManifest(value: unknown): value is WorldManifest {
  const manifest = value as Partial<WorldManifest> | null;
  if (typeof manifest !== 'object' || manifest === null || manifest.version !== WORLD_MANIFEST_VERSION) return false;
  const { names, tiles, climate } = manifest;
  return (
    isStrings(manifest.countries) && isStrings(manifest.timeZones) &&
    names !== undefined && isStrings(names.heavy) && isKeyedChunks(names.chunks) && isKeyedChunks(names.major) && isKeyedChunks(names.initials) &&
    tiles !== undefined && Array.isArray(tiles.bounds) && tiles.bounds.every(isBounds) && isStrings(tiles.files, CHUNK_FILE_NAME) && tiles.bounds.length === tiles.files.length &&
    climate !== undefined && typeof climate.degrees === 'number' && climate.degrees > 0 && isStrings(climate.files, CHUNK_FILE_NAME) &&
    climate.files.length === Math.ceil(360 / climate.degrees) * Math.ceil(180 / climate.degrees)
  );
}

/** Parses and checks manifest bytes; throws a RangeError if they are not a manifest of this version. */
export function parseWorldManifest(bytes: Uint8Array): WorldManifest {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch (cause) {
    throw new RangeError('embedded world: the manifest is not JSON', { cause });
  }
  if (!isWorldManifest(json)) throw new RangeError(`embedded world: the manifest is not one of version ${WORLD_MANIFEST_VERSION}; rebuild it with \`npm run data\``);
  return json;
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

/** Every chunk file the manifest names. */
export function worldFiles(manifest: WorldManifest): string[] {
  const { chunks, major, initials } = manifest.names;
  return [...chunks.files, ...major.files, ...initials.files, ...manifest.tiles.files, ...manifest.climate.files];
}
