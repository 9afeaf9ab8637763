// The embedded world read chunk by chunk: the manifest first, then only the chunks a request
// needs, each fetched once and kept; a failed fetch is tried again on the next request.
import { countryNameIn } from '../../../contract/country-names.ts';
import { DEFAULT_LANGUAGE } from '../../../contract/place-language.ts';
import type { Location } from '../../../contract/records.ts';
import { lazily } from '../../lazily.ts';
import { UpstreamError } from '../../source-error.ts';
import type { Climate } from '../climate/climate.ts';
import { decodeClimateGrid, type ClimateGrid } from '../climate/index.ts';
import { assertCoordinate } from '../gazetteer/coordinates.ts';
import { decodeGazetteer, type Gazetteer } from '../gazetteer/gazetteer.ts';
import { checkSearchArguments, foldedQueryName } from '../gazetteer/search.ts';
import { checkedChunks } from './chunk-hashes.ts';
import { climateFile, nameChunkFile, tileFile } from './chunk-lookup.ts';
import { parseWorldManifest, type WorldManifest } from './world-manifest.ts';

/** Reads one file of the embedded world, by its name in the world's folder. */
export type FileLoader = (file: string) => Promise<Uint8Array>;

/** The gazetteer and climate of the whole world, answered from its chunks. */
export interface ChunkedWorld {
  /** As Source.geocode: the places' countries named in `language` (a canonical tag, default en). */
  search(query: string, limit: number, language?: string): Promise<Location[]>;
  /** As Source.locate, named as search names. */
  locate(lat: number, lon: number, language?: string): Promise<Location>;
  elevationAt(lat: number, lon: number): Promise<number>;
  /** The inhabitants of the town a coordinate lies in, 0 outside towns (Gazetteer.populationAt). */
  populationAt(lat: number, lon: number): Promise<number>;
  climateAt(lat: number, lon: number, elevationM: number, population: number): Promise<Climate>;
}

// The place as a page in `language` names it: its country's name from Intl. (Its own name stays
// the gazetteer's: the world carries no names by language yet.)
function inLanguage(location: Location, language: string): Location {
  if (language === DEFAULT_LANGUAGE || location.iso2 === '') return location;
  return { ...location, country: countryNameIn(language, location.iso2) ?? location.country };
}

/** Places found by name remember their elevation and people: a forecast for one needs no spatial tile. */
const REMEMBERED_SITES = 256;

/** The world whose manifest is the file `manifestFile` of `loadFile`'s folder. */
export function chunkedWorld(loadFile: FileLoader, manifestFile: string): ChunkedWorld {
  const manifest = lazily(async () => parseWorldManifest(await loadFile(manifestFile)));
  // Every chunk is checked against its hash in a built manifest before it is decoded.
  const loadChunk = lazily(async () => checkedChunks(loadFile, await manifest()));
  const decoded = new Map<string, () => Promise<unknown>>();
  // One decode per file; a failure is forgotten (lazily), so the next request fetches it again.
  const chunk = <T>(file: string, decode: (bytes: Uint8Array, manifest: WorldManifest) => T): Promise<T> => {
    let load = decoded.get(file);
    if (load === undefined) {
      load = lazily(async () => decode(await (await loadChunk())(file), await manifest()));
      decoded.set(file, load);
    }
    return load() as Promise<T>;
  };
  const places = (file: string) => chunk(file, (bytes, { countries, timeZones }) => decodeGazetteer(bytes, { countries, timeZones }));
  const sites = new Map<string, { elevation: number; population: number }>();
  const siteKey = (lat: number, lon: number) => `${lat},${lon}`;

  const tileOf = async (lat: number, lon: number): Promise<Gazetteer> => {
    assertCoordinate(lat, lon);
    const file = tileFile(await manifest(), lat, lon);
    if (file === undefined) throw new UpstreamError('upstream_unavailable', `The embedded world's manifest has no tile for ${lat}, ${lon}.`);
    return places(file);
  };

  return {
    async search(query, limit, language = DEFAULT_LANGUAGE) {
      checkSearchArguments(query, limit);
      const file = nameChunkFile(await manifest(), foldedQueryName(query));
      // No chunk: a blank query, or a word that sorts before every key, which no place has.
      if (file === undefined || limit === 0) return [];
      const found = (await places(file)).findPlaces(query, limit);
      for (const { location, elevation, population } of found) {
        if (sites.size >= REMEMBERED_SITES) sites.clear();
        sites.set(siteKey(location.lat, location.lon), { elevation, population });
      }
      return found.map((place) => inLanguage(place.location, language));
    },
    async locate(lat, lon, language = DEFAULT_LANGUAGE) {
      return inLanguage((await tileOf(lat, lon)).locate(lat, lon), language);
    },
    async elevationAt(lat, lon) {
      return sites.get(siteKey(lat, lon))?.elevation ?? (await tileOf(lat, lon)).elevationAt(lat, lon);
    },
    async populationAt(lat, lon) {
      return sites.get(siteKey(lat, lon))?.population ?? (await tileOf(lat, lon)).populationAt(lat, lon);
    },
    async climateAt(lat, lon, elevationM, population) {
      const file = climateFile(await manifest(), lat, lon);
      return (await chunk<ClimateGrid>(file, (bytes) => decodeClimateGrid(bytes))).climateAt(lat, lon, elevationM, population);
    },
  };
}
