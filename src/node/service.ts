// The Node entry, `weather-widgets/service`: the weather service and the embedded world,
// reading the packed data shipped beside this file.
import { fileURLToPath } from 'node:url';
import { createEmbeddedSource as createSource } from '../sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../sources/embedded/load-assets-from-disk.ts';
import type { Source } from '../sources/source.ts';

export { createWeatherService } from '../service/create-weather-service.ts';
export type { WeatherService, WeatherServiceOptions } from '../service/create-weather-service.ts';
export type { ServiceReply } from '../service/types.ts';
export type { RawQuery } from '../service/read-query.ts';
export type { KeyValueStore } from '../stores/key-value-store.ts';
export { createMemoryStore } from '../stores/memory-store.ts';
export type { Source, WeatherSeries, WeatherSpan } from '../sources/source.ts';
export { TIERS, DEFAULT_KEYS, type Tier } from '../service/tiers.ts';
export * from '../contract/index.ts';

/** Options of {@link createEmbeddedSource} in Node. */
export interface NodeEmbeddedSourceOptions {
  /** Directory holding gazetteer.bin and climate.bin. Default: the data shipped with the package. */
  dataDirectory?: string;
}

/** The offline world (real places, synthetic weather), loading its data from disk on first use. */
export function createEmbeddedSource({ dataDirectory }: NodeEmbeddedSourceOptions = {}): Source {
  const directory = dataDirectory ?? fileURLToPath(new URL('./data/', import.meta.url));
  return createSource({ loadFile: loadAssetsFromDisk(directory) });
}
