// The composition root: one configuration in, one weather service out, with the source and
// the stores it names. The worker runs it; so does the main-thread fallback, with memory stores.
import type { CacheEntry } from '../service/cache.ts';
import { createWeatherService, type WeatherService } from '../service/create-weather-service.ts';
import type { RateLimitState } from '../service/rate-limit.ts';
import { provideSha256Fallback } from '../integrity/sha256-digest.ts';
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';
import { lazily } from '../sources/lazily.ts';
import type { Source } from '../sources/source.ts';
import { createIdbStore, deleteOldDatabases, type StorePurpose } from '../stores/idb-store.ts';
import type { KeyValueStore } from '../stores/key-value-store.ts';
import { createMemoryStore } from '../stores/memory-store.ts';
import { resilientStore } from '../stores/resilient-store.ts';
import type { ResolvedConfig } from '../protocol/config.ts';
import { embeddedWorld } from './embedded-world.ts';
import type { ServiceLoaders } from './service-loaders.ts';

/** Where the service keeps its cache and quota: IndexedDB (shared by the tabs of a site) or memory. */
export type Persistence = 'indexeddb' | 'memory';

// Enough for a page of widgets over many places; each forecast entry is about 100 KB.
const CACHE_ENTRIES = 500;

/** Builds the service a configuration describes, loading its engine or HTTP sources with `loaders`. */
export function composeService(
  config: ResolvedConfig,
  persistence: Persistence,
  loaders: ServiceLoaders,
): WeatherService {
  // Where Web Crypto is missing, every check of a file needs this module first.
  const { sha256 } = EMBEDDED_FILES;
  provideSha256Fallback(
    async () => (await loaders.sha256(sha256 === undefined ? undefined : new URL(sha256, config.dataUrl).href)).sha256,
  );
  const persistent = persistence === 'indexeddb' && storageAllowed();
  if (persistent) deleteOldDatabases().catch(() => {});
  return createWeatherService({
    source: createSource(config, loaders),
    keys: config.keys,
    cacheTtlSeconds: config.cacheTtl,
    cacheStore: persistent
      ? persistentStore<CacheEntry>('cache', CACHE_ENTRIES)
      : createMemoryStore<CacheEntry>({ maxEntries: CACHE_ENTRIES }),
    quotaStore: persistent ? persistentStore<RateLimitState>('quota') : createMemoryStore<RateLimitState>(),
    ...(persistent && typeof navigator !== 'undefined' && navigator.locks ? { exclusive: webLock } : {}),
  });
}

function createSource(config: ResolvedConfig, loaders: ServiceLoaders): Source {
  if (config.source === 'embedded') return embeddedWorld(config.dataUrl, loaders);
  const timeout = config.upstreamTimeout === undefined ? {} : { timeoutMs: config.upstreamTimeout };
  // Open-Meteo cannot name a coordinate; the embedded gazetteer can, loaded only when asked.
  const world = config.source === 'open-meteo' ? embeddedWorld(config.dataUrl, loaders, 'places') : undefined;
  const { contract, openMeteo } = EMBEDDED_FILES;
  const inDataFolder = (file: string | undefined) =>
    file === undefined ? undefined : new URL(file, config.dataUrl).href;
  // Each HTTP source is a module of its own, imported on the first request (a failed import is
  // tried again on the next one): a site reads only its own source's code.
  const upstream = lazily(async (): Promise<Source> => {
    if (world === undefined) {
      const { createContractSource } = await loaders.contract(inDataFolder(contract));
      return createContractSource({ baseUrl: config.baseUrl!, apiKey: config.apiKey, ...timeout });
    }
    const { createOpenMeteoSource } = await loaders.openMeteo(inDataFolder(openMeteo));
    return createOpenMeteoSource({
      ...(config.baseUrl === undefined ? {} : { forecastBaseUrl: config.baseUrl }),
      ...(config.geocodingBaseUrl === undefined ? {} : { geocodingBaseUrl: config.geocodingBaseUrl }),
      ...timeout,
      locate: (lat, lon, language) => world.locate(lat, lon, language),
    });
  });
  // The service starts when a widget asks: the module is fetched, checked and run meanwhile, not
  // after the request's quota and cache have been read. A failure is met again on that request.
  void upstream().catch(() => {});
  return {
    geocode: async (query, limit, language) => (await upstream()).geocode(query, limit, language),
    locate: async (lat, lon, language) => (await upstream()).locate(lat, lon, language),
    weather: async (location, span) => (await upstream()).weather(location, span),
    // Open-Meteo offers model projections, not observed normals: it answers no climate.
    ...(world === undefined ? { climate: async (location) => (await upstream()).climate!(location) } : {}),
  };
}

function persistentStore<V>(purpose: StorePurpose, maxEntries?: number): KeyValueStore<V> {
  const memory = createMemoryStore<V>(maxEntries === undefined ? {} : { maxEntries });
  return resilientStore(createIdbStore<V>(purpose, maxEntries === undefined ? {} : { maxEntries }), memory);
}

// A sandboxed frame without allow-same-origin (and its worker) has an opaque origin, "null", which
// has no storage of its own: IndexedDB there only throws, so memory serves from the start.
function storageAllowed(): boolean {
  return typeof indexedDB !== 'undefined' && globalThis.origin !== 'null';
}

// Web Locks are shared by every tab and worker of the origin: one of them refreshes an entry, the
// others then read it. Where the browser refuses the lock itself, the task runs unshared, as it
// would with memory stores; a failure of the task is its own and is not run again.
async function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  let started = false;
  try {
    return await navigator.locks.request(name, () => {
      started = true;
      return task();
    });
  } catch (error) {
    if (started) throw error;
    return task();
  }
}
