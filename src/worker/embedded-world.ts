// The embedded world as the worker (and the main-thread fallback) sees it: a source whose engine
// and data are fetched on first use, once; a failed load is tried again on the next call.
import { fetchAssets } from '../sources/embedded/fetch-assets.ts';
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';
import { lazily } from '../sources/lazily.ts';
import type { Source } from '../sources/source.ts';
import { loadEmbeddedEngine } from './load-embedded-engine.ts';

/** The offline world whose files are in the folder at `dataUrl` under their build names. */
export function embeddedWorld(dataUrl: string): Source {
  const world = lazily(async () => {
    const { manifest, engine } = EMBEDDED_FILES;
    const files = fetchAssets(dataUrl, manifest);
    // The manifest comes while the engine loads: one round trip less before the first chunk.
    let early: Promise<Uint8Array> | undefined = files(manifest);
    early.catch(() => {}); // the engine's first read of the manifest reports a failure
    const engineModule = await loadEmbeddedEngine(engine === undefined ? undefined : new URL(engine, dataUrl).href);
    const loadFile = (file: string): Promise<Uint8Array> => {
      const prefetched = file === manifest ? early : undefined;
      early = undefined;
      return prefetched ?? files(file);
    };
    return engineModule.createEmbeddedSource({ loadFile, manifest });
  });
  return {
    geocode: async (query, limit) => (await world()).geocode(query, limit),
    locate: async (lat, lon) => (await world()).locate(lat, lon),
    weather: async (location, span) => (await world()).weather(location, span),
  };
}
