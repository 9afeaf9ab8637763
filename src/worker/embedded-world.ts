// The embedded world as the worker (and the main-thread fallback) sees it: a source whose engine
// and data are fetched on first use, once; a failed load is tried again on the next call.
//
// On a first visit three round trips stand between a request and its answer: the manifest with
// the engine, then the chunk that names the place, then its climate tile. The worker reads the
// manifest itself as soon as it arrives and asks for the chunks it can already name while the
// engine is still downloading: one round trip fewer. The engine holds only what a search runs,
// so the place is found, and its climate tile asked for, as soon as the name chunk is here; the
// weather model downloads beside it, and the spatial index (places by coordinate) only where a
// coordinate is asked about. The script tag's bootstrap asks for the manifest, the engine and the
// model beside the worker's own code, so they need not wait for it either (early-fetches.ts).
import { fetchAssets } from '../sources/embedded/fetch-assets.ts';
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';
import { parseWorldManifest, type WorldManifest } from '../sources/embedded/world/world-manifest.ts';
import { lazily } from '../sources/lazily.ts';
import type { WorldParts } from '../sources/embedded/world/world-parts.ts';
import type { Source } from '../sources/source.ts';
import { climateFile } from '../sources/embedded/world/chunk-lookup.ts';
import { coordinateFilesAhead, searchFilesAhead, withHashPages } from './files-ahead.ts';
import type { ServiceLoaders } from './service-loaders.ts';
import { integrityOf } from '../integrity/pinned.ts';
import { sha256Digest } from '../integrity/sha256-digest.ts';
import { fetchEarlyOrNow } from './early-fetches.ts';

/** The modules of the embedded world, each brought by its loader from the data folder's file. */
export type WorldLoaders = Pick<ServiceLoaders, 'engine' | 'model' | 'spatial'>;

/**
 * The offline world whose files are in the folder at `dataUrl` under their build names; `loaders`
 * bring its modules. `use` says what it answers: 'weather' (the site's source), or only 'places'
 * (the names of coordinates for Open-Meteo), whose host never needs the weather model.
 */
export function embeddedWorld(dataUrl: string, loaders: WorldLoaders, use: 'weather' | 'places' = 'weather'): Source {
  const { manifest, engine, model, spatial } = EMBEDDED_FILES;
  const urlOf = (file: string | undefined) => (file === undefined ? undefined : new URL(file, dataUrl).href);
  const parts: WorldParts = {
    model: lazily(() => loaders.model(urlOf(model))),
    spatial: lazily(() => loaders.spatial(urlOf(spatial))),
  };
  const files = fetchAssets(dataUrl, manifest, fetchEarlyOrNow, integrityOf(EMBEDDED_FILES.integrity, manifest));
  const manifestBytes = lazily(() => files(manifest));
  const parsedManifest = lazily(async () => parseWorldManifest(await manifestBytes()));
  // Chunks asked for ahead of the engine, each handed to it once; it keeps what it decodes, so a
  // file it has read is never asked for ahead again.
  const ahead = new Map<string, Promise<Uint8Array>>();
  const read = new Set<string>();
  let engineReady = false;

  const loadFile = (file: string): Promise<Uint8Array> => {
    read.add(file);
    if (file === manifest) return manifestBytes();
    const early = ahead.get(file);
    ahead.delete(file);
    return early ?? files(file);
  };
  const world = lazily(async () => {
    manifestBytes().catch(() => {}); // the engine's own read of the manifest reports a failure
    // Downloads beside the engine; the weather that needs it reports a failure.
    if (use === 'weather') parts.model().catch(() => {});
    const engineModule = await loaders.engine(urlOf(engine));
    // The worker's SHA-256, which works outside a secure context too: the engine carries none of its own.
    const source = engineModule.createEngineSource({ loadFile, manifest, sha256: sha256Digest, parts });
    engineReady = true;
    return source;
  });
  const askAhead = (which: (manifest: WorldManifest) => string[], untilEngine: boolean): void => {
    parsedManifest().then(
      (parsed) => {
        for (const file of withHashPages(parsed, which(parsed))) {
          if ((untilEngine && engineReady) || ahead.has(file) || read.has(file)) continue;
          const early = files(file);
          early.catch(() => {}); // reported when the engine reads it
          ahead.set(file, early);
        }
      },
      () => {},
    );
  };
  // Only while the engine is on its way: after that it asks for what it needs at once.
  const fetchAhead = (which: (manifest: WorldManifest) => string[]): void => {
    if (!engineReady) askAhead(which, true);
  };

  return {
    geocode: async (query, limit, language) => {
      fetchAhead((parsed) => searchFilesAhead(parsed, query));
      const found = await (await world()).geocode(query, limit, language);
      // One place is what the service asks for to answer a forecast for a place name: its weather
      // reads its climate tile next, which is asked for now rather than after the service has
      // kept the place in its cache and looked for the weather there.
      const place = limit === 1 ? found[0] : undefined;
      if (place !== undefined) askAhead((parsed) => [climateFile(parsed, place.lat, place.lon)], false);
      return found;
    },
    locate: async (lat, lon, language) => {
      fetchAhead((parsed) => coordinateFilesAhead(parsed, lat, lon));
      parts.spatial().catch(() => {}); // beside the engine; the tile that needs it reports a failure
      return (await world()).locate(lat, lon, language);
    },
    weather: async (location, span) => (await world()).weather(location, span),
    climate: async (location) => (await world()).climate!(location),
  };
}
