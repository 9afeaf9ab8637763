// The embedded world read chunk by chunk: the manifest first, then only the chunks a request
// needs, each fetched once and kept; a failed fetch is tried again on the next request. The code
// a search does not run (the climate grid's decoding, the spatial index) comes in parts that are
// loaded when first needed (world-parts.ts).
import { countryNameIn } from '../../../contract/country-names.ts';
import { DEFAULT_LANGUAGE } from '../../../contract/place-language.ts';
import type { Location } from '../../../contract/records.ts';
import type { Sha256 } from '../../../integrity/web-crypto-sha256.ts';
import { lazily } from '../../lazily.ts';
import { UpstreamError } from '../../../contract/source-error.ts';
import type { Climate } from '../climate/climate.ts';
import type { ClimateGrid } from '../climate/index.ts';
import { assertCoordinate } from '../gazetteer/coordinates.ts';
import { decodeNamedPlaces, type FoundPlace, type NamedPlaces } from '../gazetteer/named-places.ts';
import type { SpatialPlaces } from '../gazetteer/spatial-places.ts';
import { checkSearchArguments, foldedQueryName } from '../gazetteer/search.ts';
import { checkedByPages, checkedChunks } from './chunk-hashes.ts';
import type { FileLoader } from './file-loader.ts';
import { climateFile, nameChunkFile, tileFile } from './chunk-lookup.ts';
import { foundInLanguage, matchesName, nameQuery, namedInLanguage, siteOf } from './in-language.ts';
import { parseRegionNames, regionChunkFile, withRegionIn, type RegionNames } from './region-lines.ts';
import { parseLanguageNames, type LanguageNames } from './language-names.ts';
import { placeNameLanguage } from './place-name-languages.ts';
import { parseWorldManifest, type WorldManifest } from './world-manifest.ts';
import type { WorldParts } from './world-parts.ts';

/** The gazetteer and climate of the whole world, answered from its chunks. */
export interface ChunkedWorld {
  /**
   * As Source.geocode: places found by their names in `language` (a canonical tag, default en)
   * too, and named in it where GeoNames has their names in it; their countries by Intl.
   */
  search(query: string, limit: number, language?: string): Promise<Location[]>;
  /** As Source.locate, named as search names. */
  locate(lat: number, lon: number, language?: string): Promise<Location>;
  elevationAt(lat: number, lon: number): Promise<number>;
  /** The inhabitants of the town a coordinate lies in, 0 outside towns (Gazetteer.populationAt). */
  populationAt(lat: number, lon: number): Promise<number>;
  climateAt(lat: number, lon: number, elevationM: number, population: number): Promise<Climate>;
}

// The place's country as a page in `language` names it, from Intl.
function inLanguage(location: Location, language: string): Location {
  if (language === DEFAULT_LANGUAGE || location.iso2 === '') return location;
  return { ...location, country: countryNameIn(language, location.iso2) ?? location.country };
}

/** Hand-set: places found by name remember their elevation and people, so a forecast for one needs no spatial tile. */
const REMEMBERED_SITES = 256;

/**
 * The world whose manifest is the file `manifestFile` of `loadFile`'s folder, with the code of
 * `parts`; its chunks checked with `sha256` (default: Web Crypto's).
 */
export function chunkedWorld(
  loadFile: FileLoader,
  manifestFile: string,
  parts: WorldParts,
  sha256?: Sha256,
): ChunkedWorld {
  const manifest = lazily(async () => parseWorldManifest(await loadFile(manifestFile)));
  // Every chunk is checked against its hash in a built manifest before it is decoded.
  const loadChunk = lazily(async () => checkedChunks(loadFile, await manifest(), sha256));
  const decoded = new Map<string, () => Promise<unknown>>();
  // One decode per file; a failure is forgotten (lazily), so the next request fetches it again.
  const chunk = <T>(
    file: string,
    decode: (bytes: Uint8Array, manifest: WorldManifest) => T | Promise<T>,
    load = async () => (await loadChunk())(file),
  ): Promise<T> => {
    let loaded = decoded.get(file);
    if (loaded === undefined) {
      loaded = lazily(async () => decode(await load(), await manifest()));
      decoded.set(file, loaded);
    }
    return loaded() as Promise<T>;
  };
  // The world's chunks carry their own countries and time zones; a language's index its file's.
  const places = (file: string) => chunk(file, (bytes) => decodeNamedPlaces(bytes));
  // A tile's places with their spatial index, whose code is loaded beside the first tile.
  const spatialTiles = new Map<string, () => Promise<SpatialPlaces>>();
  const spatialTile = (file: string): Promise<SpatialPlaces> => {
    let tile = spatialTiles.get(file);
    if (tile === undefined) {
      tile = lazily(async () => {
        const [{ spatialPlaces }, named] = await Promise.all([parts.spatial(), places(file)]);
        return spatialPlaces(named);
      });
      spatialTiles.set(file, tile);
    }
    return tile();
  };

  // A language's names: none for English (the gazetteer's own) or a language the world lacks.
  const languageNames = async (language: string): Promise<LanguageNames | undefined> => {
    const { languages } = await manifest();
    const file = languages.files[languages.tags.indexOf(placeNameLanguage(language))];
    return file === undefined ? undefined : chunk(file, parseLanguageNames);
  };
  // Each language's chunks are checked against its own pages of hashes.
  const checkedLocal = new WeakMap<LanguageNames, FileLoader>();
  const loadLocal = (names: LanguageNames, file: string) => {
    let load = checkedLocal.get(names);
    if (load === undefined)
      checkedLocal.set(names, (load = checkedByPages(loadFile, names.files, names.hashPages, sha256)));
    return load(file);
  };
  // The language's places that a folded query name can match, from the one chunk that holds them.
  const ownPlaces = async (names: LanguageNames, foldedName: string): Promise<NamedPlaces | undefined> => {
    const file = nameChunkFile(names, foldedName);
    return file === undefined
      ? undefined
      : chunk(
          file,
          (bytes) => decodeNamedPlaces(bytes, names.tables),
          () => loadLocal(names, file),
        );
  };
  // The language's names of a country's regions, from the one chunk that holds them.
  const regionsIn = async (names: LanguageNames, iso2: string): Promise<RegionNames | undefined> => {
    const file = regionChunkFile(names, iso2);
    return file === undefined ? undefined : chunk(file, parseRegionNames, () => loadLocal(names, file));
  };
  // A place of the world's with its region in the language (a place of the language's has it already).
  const regionNamedIn = async (names: LanguageNames, location: Location): Promise<Location> =>
    withRegionIn(await regionsIn(names, location.iso2), location);
  // A place of the world's, named in the language if it is one of the language's places, and its
  // region in the language: both chunks at once.
  const nameIn = async (names: LanguageNames, location: Location): Promise<Location> => {
    const [own, regions] = await Promise.all([
      ownPlaces(names, foldedQueryName(nameQuery(location))),
      regionsIn(names, location.iso2),
    ]);
    return withRegionIn(regions, namedInLanguage(own, location));
  };
  const sites = new Map<string, { elevation: number; population: number }>();

  const tileOf = async (lat: number, lon: number): Promise<SpatialPlaces> => {
    assertCoordinate(lat, lon);
    const file = tileFile(await manifest(), lat, lon);
    if (file === undefined)
      throw new UpstreamError('upstream_unavailable', `The embedded world's manifest has no tile for ${lat}, ${lon}.`);
    return spatialTile(file);
  };

  return {
    async search(query, limit, language = DEFAULT_LANGUAGE) {
      checkSearchArguments(query, limit);
      const folded = foldedQueryName(query);
      const file = nameChunkFile(await manifest(), folded);
      const names = await languageNames(language);
      const [world, own] = await Promise.all([
        file === undefined ? undefined : places(file),
        names === undefined ? undefined : ownPlaces(names, folded),
      ]);
      // No chunk: a blank query, or a word that sorts before every key, which no place has.
      if (limit === 0 || (world === undefined && own === undefined)) return [];
      let found = world?.findPlaces(query, limit) ?? [];
      if (names !== undefined) {
        const { found: ranked, ownSites } =
          own === undefined ? { found, ownSites: new Set<string>() } : foundInLanguage(own, world, query, limit);
        const known = (place: FoundPlace) => ownSites.has(siteOf(place.location)) || matchesName(place.location, query);
        found = await Promise.all(
          ranked.map(async (place) =>
            known(place)
              ? { ...place, location: await regionNamedIn(names, place.location) }
              : { ...place, location: await nameIn(names, place.location) },
          ),
        );
      }
      for (const { location, elevation, population } of found) {
        if (sites.size >= REMEMBERED_SITES) sites.clear();
        sites.set(siteOf(location), { elevation, population });
      }
      return found.map((place) => inLanguage(place.location, language));
    },
    async locate(lat, lon, language = DEFAULT_LANGUAGE) {
      const [location, names] = await Promise.all([
        tileOf(lat, lon).then((tile) => tile.locate(lat, lon)),
        languageNames(language),
      ]);
      // A coordinate label at sea has no name in any language.
      if (names === undefined || location.iso2 === '') return inLanguage(location, language);
      return inLanguage(await nameIn(names, location), language);
    },
    async elevationAt(lat, lon) {
      return sites.get(siteOf({ lat, lon }))?.elevation ?? (await tileOf(lat, lon)).elevationAt(lat, lon);
    },
    async populationAt(lat, lon) {
      return sites.get(siteOf({ lat, lon }))?.population ?? (await tileOf(lat, lon)).populationAt(lat, lon);
    },
    async climateAt(lat, lon, elevationM, population) {
      const file = climateFile(await manifest(), lat, lon);
      const decode = async (bytes: Uint8Array) => (await parts.model()).decodeClimateGrid(bytes);
      return (await chunk<ClimateGrid>(file, decode)).climateAt(lat, lon, elevationM, population);
    },
  };
}
