import type { Location } from '../../contract/records.ts';
import { lazily } from '../lazily.ts';
import type { Source, WeatherSeries, WeatherSpan } from '../source.ts';
import type { AssetLoader, AssetName } from './assets.ts';
import { decodeClimateGrid, type ClimateGrid } from './climate/index.ts';
import { decodeGazetteer, type Gazetteer } from './gazetteer/index.ts';
import { generateWeather } from './weather/index.ts';

/** Options of {@link createEmbeddedSource}. */
export interface EmbeddedSourceOptions {
  /** Where the packed gazetteer and climate grid come from. */
  loadAsset: AssetLoader;
}

/**
 * The offline world: a real gazetteer and synthetic, deterministic weather driven by real
 * climate classes. Each data asset is loaded on first use, once; a failed load is retried
 * on the next call rather than remembered.
 */
export function createEmbeddedSource({ loadAsset }: EmbeddedSourceOptions): Source {
  const gazetteer = lazily(() => decodeAsset(loadAsset, 'gazetteer', decodeGazetteer));
  const climate = lazily(() => decodeAsset(loadAsset, 'climate', decodeClimateGrid));

  return {
    async geocode(query: string, limit: number): Promise<Location[]> {
      return (await gazetteer()).search(query, limit);
    },
    async locate(lat: number, lon: number): Promise<Location> {
      return (await gazetteer()).locate(lat, lon);
    },
    async weather(location: Location, span: WeatherSpan): Promise<WeatherSeries> {
      const [places, grid] = await Promise.all([gazetteer(), climate()]);
      return weatherAt(places, grid, location, span);
    },
  };
}

function weatherAt(places: Gazetteer, grid: ClimateGrid, location: Location, span: WeatherSpan): WeatherSeries {
  const { lat, lon, timezone } = location;
  const elevation = places.elevationAt(lat, lon);
  return generateWeather({ lat, lon, elevation, timezone }, grid.climateAt(lat, lon, elevation), span);
}

async function decodeAsset<T>(loadAsset: AssetLoader, name: AssetName, decode: (bytes: Uint8Array) => T): Promise<T> {
  return decode(await loadAsset(name));
}
