// Each language's place names as a small world of name chunks (see
// src/sources/embedded/world/language-names.ts): the places whose name in the language differs
// from their GeoNames name, with that name shown and their GeoNames name as its one alternate.
// Their other alternates stay in the world's chunks: with them, every language's chunks came to
// 13 MB gzip (Moscow's 60 spellings in dozens of chunks); without them, a place found by one is
// looked up here by its GeoNames name.
import { decodePlaceTable } from '../../sources/embedded/gazetteer/place-table.ts';
import { COORDINATE_SCALE } from '../../sources/embedded/gazetteer/asset-format.ts';
import { encodeLanguageNames, localChunkFile } from '../../sources/embedded/world/language-names.ts';
import { PLACE_NAME_LANGUAGES } from '../../sources/embedded/world/place-name-languages.ts';
import { packPlaces, type PackablePlace } from '../gazetteer/pack-places.ts';
import { readGeoNamesPlaces } from '../gazetteer/read-geonames.ts';
import type { NameLanguage, NamesByLanguage } from '../languages/names-file.ts';
import { contentSetHash } from './content-set-hash.ts';
import { hashPages } from './hash-pages.ts';
import { gzipSize, nameChunks, tablesOf } from './name-chunks.ts';
import { regionChunks } from './region-chunks.ts';
import { uniformTimeZoneCells } from './uniform-time-zones.ts';

/** One language's file and the chunks it names. */
export interface LanguageWorld {
  tag: string;
  /** The language file (language-names.ts). */
  bytes: Uint8Array;
  /** Its chunks and their pages of hashes, by file name. */
  chunks: Map<string, Uint8Array>;
  /** How many places it names. */
  places: number;
}

// Names longer than this are descriptions rather than names.
const MAX_NAME_LENGTH = 60;

// Smaller than the world's chunks (16 KB, up to 2,000 places a key): a page in another language
// reads one of these beside one of those for each search. With 2,000 and 8 KB, Russian's "s" was
// 34 KB; with 400, its largest 11 KB, which with its file took a named forecast past 60 KB.
const LANGUAGE_CHUNKS = { chunkBytes: 4 * 1024, heavyAbove: 200 };

const siteKey = (iso2: string, lat: number, lon: number, name: string) =>
  `${iso2}|${Math.round(lat * COORDINATE_SCALE)}|${Math.round(lon * COORDINATE_SCALE)}|${name.normalize('NFC')}`;

/** The GeoNames id of each place (as packed: rounded coordinates), undefined where two share a site. */
function geoNamesIds(places: readonly PackablePlace[]): (string | undefined)[] {
  const ids = new Map<string, string | undefined>();
  for (const place of readGeoNamesPlaces()) {
    const key = siteKey(place.iso2, place.lat, place.lon, place.name);
    ids.set(key, ids.has(key) ? undefined : place.id);
  }
  return places.map((place) => ids.get(siteKey(place.iso2, place.lat, place.lon, place.name)));
}

/** The world's region names with the language's own where it has them (data/region-names.tsv). */
function regionNamesIn(
  regionNames: ReadonlyMap<string, string>,
  own: ReadonlyMap<string, string> | undefined,
): Map<string, string> {
  return new Map([...regionNames].map(([key, name]) => [key, own?.get(key)?.normalize('NFC') ?? name]));
}

/**
 * The world of every language but English, from GeoNames' names by language (data/place-names.tsv)
 * and the regions' (data/region-names.tsv): the places the language names otherwise, with their
 * regions in the language, and the names of every region it names otherwise, by country.
 */
export function languageWorlds(
  namesByLanguage: NamesByLanguage,
  regionsByLanguage: NamesByLanguage,
  places: readonly PackablePlace[],
  regionNames: ReadonlyMap<string, string>,
  elevationAt: (lat: number, lon: number) => number,
): LanguageWorld[] {
  const ids = geoNamesIds(places);
  return PLACE_NAME_LANGUAGES.filter((tag): tag is NameLanguage => tag !== 'en').map((tag) => {
    const names = namesByLanguage.get(tag) ?? new Map<string, string>();
    const regions = regionsByLanguage.get(tag);
    const localRegions = regionNamesIn(regionNames, regions);
    const own = places.flatMap((place, at) => {
      const name = names.get(ids[at] ?? '')?.normalize('NFC');
      if (name === undefined || name === place.name.normalize('NFC') || name.length > MAX_NAME_LENGTH) return [];
      return [{ ...place, name, alternateNames: [place.name] }];
    });
    // The language's chunks index the countries and time zones of its places, which its file lists.
    const shared = tablesOf(own);
    const table = decodePlaceTable(packPlaces(own, localRegions, uniformTimeZoneCells(), { shared }), shared);
    const cut = nameChunks(table, own, localRegions, shared, elevationAt, LANGUAGE_CHUNKS);
    const regionList = regionChunks(regionNames, localRegions);
    // One set, named by one hash, in the order the file lists them: names, major places, initials, regions.
    const all = [...cut.chunks, ...cut.major, ...cut.initials, ...regionList].map((chunk) => chunk.bytes);
    const setHash = contentSetHash(all);
    const pages = hashPages(all);
    const chunks = new Map([
      ...all.map((chunk, index) => [localChunkFile(setHash, index), chunk] as const),
      ...pages.map((page) => [page.file, page.bytes] as const),
    ]);
    const first = {
      chunks: cut.chunks.map((chunk) => chunk.first),
      major: cut.major.map((chunk) => chunk.first),
      initials: cut.initials.map((chunk) => chunk.first),
    };
    const bytes = encodeLanguageNames({
      heavy: cut.heavy,
      first,
      regions: regionList.map((chunk) => chunk.first),
      setHash,
      hashPages: pages.map((page) => page.hash),
      ...shared,
    });
    return { tag, bytes, chunks, places: own.length };
  });
}

/** A line for `npm run data`'s report on one language. */
export function describeLanguage(world: LanguageWorld): string {
  const sizes = [...world.chunks].map(([file, bytes]) => ({ file, gzip: gzipSize(bytes) }));
  const chunks = sizes.filter(({ file }) => file.startsWith('local-')).map(({ gzip }) => gzip);
  const all = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return `data: names in ${world.tag}: ${world.places} places, ${chunks.length} chunks, the largest ${kb(Math.max(0, ...chunks))}, ${kb(all)} gzip with their pages of hashes; its file ${kb(gzipSize(world.bytes))}`;
}
