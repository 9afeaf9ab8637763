// The embedded world as the worker (and the main-thread fallback) sees it: a source whose engine
// and data are fetched on first use, once; a failed load is tried again on the next call.
import { fetchAssets } from '../sources/embedded/fetch-assets.ts';
import { EMBEDDED_FILES, type EmbeddedFiles } from '../sources/embedded/embedded-files.ts';
import { lazily } from '../sources/lazily.ts';
import type { Source } from '../sources/source.ts';
import type { EmbeddedFileUrls } from './config.ts';
import { loadEmbeddedEngine } from './load-embedded-engine.ts';

/** The offline world whose files are in the folder at `dataUrl` under their build names, or at their own URLs. */
export function embeddedWorld(dataUrl: string | EmbeddedFileUrls): Source {
  const urls = typeof dataUrl === 'string' ? filesIn(dataUrl) : dataUrl;
  const world = lazily(async () => (await loadEmbeddedEngine(urls.engine)).createEmbeddedSource({ loadAsset: fetchAssets(urls) }));
  return {
    geocode: async (query, limit) => (await world()).geocode(query, limit),
    locate: async (lat, lon) => (await world()).locate(lat, lon),
    weather: async (location, span) => (await world()).weather(location, span),
  };
}

// The files' URLs in one folder. While developing the engine is bundled: no file of its own.
function filesIn(folder: string): EmbeddedFiles {
  const { gazetteer, climate, engine } = EMBEDDED_FILES;
  return {
    gazetteer: new URL(gazetteer, folder).href,
    climate: new URL(climate, folder).href,
    ...(engine === undefined ? {} : { engine: new URL(engine, folder).href }),
  };
}
