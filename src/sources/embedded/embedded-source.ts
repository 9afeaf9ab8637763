import type { Location } from '../../contract/records.ts';
import type { Sha256 } from '../../integrity/web-crypto-sha256.ts';
import type { ClimateNormals, Source, WeatherSeries, WeatherSpan } from '../source.ts';
import { observedNormals } from './climate/observed-normals.ts';
import { EMBEDDED_FILES } from './embedded-files.ts';
import { generateWeather } from './weather/index.ts';
import { chunkedWorld } from './world/chunked-world.ts';
import type { FileLoader } from './world/file-loader.ts';

/** Options of {@link createEmbeddedSource}. */
export interface EmbeddedSourceOptions {
  /** Reads one file of the embedded world's folder by its name. */
  loadFile: FileLoader;
  /** The name of the world's manifest in that folder. Default: the one the code was built with (EMBEDDED_FILES). */
  manifest?: string;
  /**
   * The SHA-256 that checks each chunk. Default: Web Crypto's, which a page that is not a secure
   * context lacks; a host that may run there passes one that works there.
   */
  sha256?: Sha256;
}

/**
 * The offline world: a real gazetteer and synthetic, deterministic weather driven by real
 * climate classes. Its data comes in chunks (see world/), each loaded on first use, once; a
 * failed load is retried on the next call rather than remembered.
 */
export function createEmbeddedSource({
  loadFile,
  manifest = EMBEDDED_FILES.manifest,
  sha256,
}: EmbeddedSourceOptions): Source {
  const world = chunkedWorld(loadFile, manifest, sha256);
  const climateOf = async ({ lat, lon }: Location) => {
    const [elevation, population] = await Promise.all([world.elevationAt(lat, lon), world.populationAt(lat, lon)]);
    return world.climateAt(lat, lon, elevation, population);
  };
  return {
    geocode: (query: string, limit: number, language?: string): Promise<Location[]> =>
      world.search(query, limit, language),
    locate: (lat: number, lon: number, language?: string): Promise<Location> => world.locate(lat, lon, language),
    async climate(location: Location): Promise<ClimateNormals> {
      return observedNormals(await climateOf(location), location.lat);
    },
    async weather(location: Location, span: WeatherSpan): Promise<WeatherSeries> {
      const { lat, lon, timezone } = location;
      const [elevation, population] = await Promise.all([world.elevationAt(lat, lon), world.populationAt(lat, lon)]);
      return generateWeather(
        { lat, lon, elevation, timezone },
        await world.climateAt(lat, lon, elevation, population),
        span,
      );
    },
  };
}
