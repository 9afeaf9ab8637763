// One language's place names: every place GeoNames names otherwise in that language, packed as
// a small world of name chunks of its own (the gazetteer format; the name shown is the
// language's, and the place's GeoNames name is its alternate, so a search by either finds it).
// The world's manifest lists one file of this kind per language, checked against the manifest's
// pages of hashes. It lists the language's chunks, a set named by one hash
// (`local-<hash>-<index>.bin`: names, then major places, then initials, then the names of the
// regions, by country: region-names.ts), the SHA-256 of its own pages of their hashes
// (chunk-hashes.ts), against which each chunk is checked before use, and the countries and time
// zones of its places, which its name chunks index.
import type { SharedTables } from '../gazetteer/place-table.ts';
import type { KeyedChunks, WorldManifest } from './world-manifest.ts';

/** Format: bumped whenever the layout changes. */
export const LANGUAGE_NAMES_VERSION = 4;

/** A language's name chunks, routed as the world's own (name-routing.ts), and their pages of hashes. */
export interface LanguageNames {
  names: WorldManifest['names'];
  /** The chunks of the regions' names, keyed by the first country (ISO 3166-1 alpha-2) each holds. */
  regions: KeyedChunks;
  /** Every chunk, in the order the pages hold their hashes. */
  files: string[];
  /** Each page's SHA-256, in base64. */
  hashPages: string[];
  /** The countries and time zones its name chunks index. */
  tables: SharedTables;
}

/** What the build writes: the heavy prefixes, each list's first keys, the chunks' set hash and the pages' hashes. */
export interface LanguageNamesContent {
  heavy: string[];
  first: { chunks: string[]; major: string[]; initials: string[] };
  /** The first country of each chunk of region names. */
  regions: string[];
  setHash: string;
  hashPages: string[];
  countries: readonly string[];
  timeZones: readonly string[];
}

const LISTS = ['chunks', 'major', 'initials'] as const;

/** The file name of chunk `index` of a language's set. */
export function localChunkFile(setHash: string, index: number): string {
  return `local-${setHash}-${index}.bin`;
}

/** The file's bytes (src/build/world/language-worlds.ts writes them). */
export function encodeLanguageNames(content: LanguageNamesContent): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ version: LANGUAGE_NAMES_VERSION, ...content }));
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Parses a language file (already checked against its hash); throws a RangeError if it is not one of this version. */
export function parseLanguageNames(bytes: Uint8Array): LanguageNames {
  let file: Partial<LanguageNamesContent & { version: number }> | null;
  try {
    file = JSON.parse(new TextDecoder().decode(bytes)) as typeof file;
  } catch (cause) {
    throw new RangeError('embedded world: a language file is not JSON', { cause });
  }
  const valid =
    typeof file === 'object' &&
    file !== null &&
    file.version === LANGUAGE_NAMES_VERSION &&
    isStrings(file.heavy) &&
    isStrings(file.hashPages) &&
    isStrings(file.regions) &&
    isStrings(file.countries) &&
    isStrings(file.timeZones) &&
    typeof file.setHash === 'string' &&
    /^[0-9a-f]{8}$/.test(file.setHash) &&
    LISTS.every((list) => isStrings(file.first?.[list]));
  if (!valid)
    throw new RangeError(
      `embedded world: a language file is not one of version ${LANGUAGE_NAMES_VERSION}; rebuild it with \`npm run data\``,
    );
  const { heavy, first, regions, setHash, hashPages, countries, timeZones } = file as LanguageNamesContent;
  let next = 0;
  const keyed = (keys: string[]): KeyedChunks => ({
    first: keys,
    files: keys.map(() => localChunkFile(setHash, next++)),
  });
  const names = { heavy, chunks: keyed(first.chunks), major: keyed(first.major), initials: keyed(first.initials) };
  const regionChunks = keyed(regions);
  return {
    names,
    regions: regionChunks,
    files: [...LISTS.flatMap((list) => names[list].files), ...regionChunks.files],
    hashPages,
    tables: { countries, timeZones },
  };
}
