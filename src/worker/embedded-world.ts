// The embedded world as the worker (and the main-thread fallback) sees it: a source whose engine
// and data are fetched from the data folder on first use, once; a failed load is tried again on
// the next call.
import { fetchAssets } from '../sources/embedded/fetch-assets.ts';
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';
import { lazily } from '../sources/lazily.ts';
import type { Source } from '../sources/source.ts';
import { loadEmbeddedEngine } from './load-embedded-engine.ts';

/** The offline world whose files are in the folder at `dataUrl`. */
export function embeddedWorld(dataUrl: string): Source {
  const urls = { gazetteer: new URL(EMBEDDED_FILES.gazetteer, dataUrl), climate: new URL(EMBEDDED_FILES.climate, dataUrl) };
  const world = lazily(async () => (await loadEmbeddedEngine(dataUrl)).createEmbeddedSource({ loadAsset: fetchAssets(urls) }));
  return {
    geocode: async (query, limit) => (await world()).geocode(query, limit),
    locate: async (lat, lon) => (await world()).locate(lat, lon),
    weather: async (location, span) => (await world()).weather(location, span),
  };
}
