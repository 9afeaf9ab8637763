// The composition root: one configuration in, one weather service out, with the source and
// the stores it names. The worker runs it; so does the main-thread fallback, with memory stores.
import type { CacheEntry } from '../service/cache.ts';
import { createWeatherService, type WeatherService } from '../service/create-weather-service.ts';
import type { RateLimitState } from '../service/rate-limit.ts';
import { createContractSource } from '../sources/contract/contract-source.ts';
import { createOpenMeteoSource } from '../sources/open-meteo/open-meteo-source.ts';
import type { Source } from '../sources/source.ts';
import { createIdbStore, deleteOldDatabases, type StorePurpose } from '../stores/idb-store.ts';
import type { KeyValueStore } from '../stores/key-value-store.ts';
import { createMemoryStore } from '../stores/memory-store.ts';
import { resilientStore } from '../stores/resilient-store.ts';
import type { ResolvedConfig } from './config.ts';
import { embeddedWorld } from './embedded-world.ts';

/** Where the service keeps its cache and quota: IndexedDB (shared by the tabs of a site) or memory. */
export type Persistence = 'indexeddb' | 'memory';

// Enough for a page of widgets over many places; each forecast entry is about 100 KB.
const CACHE_ENTRIES = 500;

/** Builds the service a configuration describes. */
export function composeService(config: ResolvedConfig, persistence: Persistence): WeatherService {
  const persistent = persistence === 'indexeddb' && typeof indexedDB !== 'undefined';
  if (persistent) deleteOldDatabases().catch(() => {});
  return createWeatherService({
    source: createSource(config),
    keys: config.keys,
    cacheTtlSeconds: config.cacheTtl,
    cacheStore: persistent ? persistentStore<CacheEntry>('cache', CACHE_ENTRIES) : createMemoryStore<CacheEntry>({ maxEntries: CACHE_ENTRIES }),
    quotaStore: persistent ? persistentStore<RateLimitState>('quota') : createMemoryStore<RateLimitState>(),
    ...(persistent && typeof navigator !== 'undefined' && navigator.locks ? { exclusive: webLock } : {}),
  });
}

function createSource(config: ResolvedConfig): Source {
  const timeout = config.upstreamTimeout === undefined ? {} : { timeoutMs: config.upstreamTimeout };
  switch (config.source) {
    case 'embedded':
      return embeddedWorld(config.dataUrl);
    case 'contract':
      return createContractSource({ baseUrl: config.baseUrl!, apiKey: config.apiKey, ...timeout });
    case 'open-meteo': {
      // Open-Meteo cannot name a coordinate; the embedded gazetteer can, loaded only when asked.
      const world = embeddedWorld(config.dataUrl);
      return createOpenMeteoSource({
        ...(config.baseUrl === undefined ? {} : { forecastBaseUrl: config.baseUrl }),
        ...(config.geocodingBaseUrl === undefined ? {} : { geocodingBaseUrl: config.geocodingBaseUrl }),
        ...timeout,
        locate: (lat, lon) => world.locate(lat, lon),
      });
    }
  }
}

function persistentStore<V>(purpose: StorePurpose, maxEntries?: number): KeyValueStore<V> {
  const memory = createMemoryStore<V>(maxEntries === undefined ? {} : { maxEntries });
  return resilientStore(createIdbStore<V>(purpose, maxEntries === undefined ? {} : { maxEntries }), memory);
}

// Web Locks are shared by every tab and worker of the origin: one of them refreshes an entry, the others then read it.
function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  return navigator.locks.request(name, task);
}
