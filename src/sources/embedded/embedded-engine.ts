// The embedded world's engine as a page loads it first (data/embedded-world-<hash>.js in a
// build): the manifest, the chunks and the search by name, so that a named place is found as
// soon as its name chunk is here. The weather model and the spatial index are parts it is handed
// a way to load (world/world-parts.ts), each a module of its own that downloads beside it.
import type { Location } from '../../contract/records.ts';
import type { Sha256 } from '../../integrity/web-crypto-sha256.ts';
import type { ClimateNormals, Source, WeatherSeries, WeatherSpan } from '../source.ts';
import { EMBEDDED_FILES } from './embedded-files.ts';
import { chunkedWorld } from './world/chunked-world.ts';
import type { FileLoader } from './world/file-loader.ts';
import type { WorldParts } from './world/world-parts.ts';

/** Options of {@link createEngineSource}. */
export interface EngineSourceOptions {
  /** Reads one file of the embedded world's folder by its name. */
  loadFile: FileLoader;
  /** The name of the world's manifest in that folder. Default: the one the code was built with (EMBEDDED_FILES). */
  manifest?: string;
  /**
   * The SHA-256 that checks each chunk. Default: Web Crypto's, which a page that is not a secure
   * context lacks; a host that may run there passes one that works there.
   */
  sha256?: Sha256;
  /** How the weather model and the spatial index are loaded, each on first use. */
  parts: WorldParts;
}

/** The offline world of {@link createEmbeddedSource}, its weather model and spatial index loaded through `parts`. */
export function createEngineSource({
  loadFile,
  manifest = EMBEDDED_FILES.manifest,
  sha256,
  parts,
}: EngineSourceOptions): Source {
  const world = chunkedWorld(loadFile, manifest, parts, sha256);
  const placeClimate = async ({ lat, lon }: Location) => {
    const [elevation, population] = await Promise.all([world.elevationAt(lat, lon), world.populationAt(lat, lon)]);
    return { elevation, climate: await world.climateAt(lat, lon, elevation, population) };
  };
  return {
    geocode: (query: string, limit: number, language?: string): Promise<Location[]> =>
      world.search(query, limit, language),
    locate: (lat: number, lon: number, language?: string): Promise<Location> => world.locate(lat, lon, language),
    async climate(location: Location): Promise<ClimateNormals> {
      const [{ observedNormals }, { climate }] = await Promise.all([parts.model(), placeClimate(location)]);
      return observedNormals(climate, location.lat);
    },
    async weather(location: Location, span: WeatherSpan): Promise<WeatherSeries> {
      const { lat, lon, timezone } = location;
      const [{ generateWeather }, { elevation, climate }] = await Promise.all([parts.model(), placeClimate(location)]);
      return generateWeather({ lat, lon, elevation, timezone }, climate, span);
    },
  };
}
