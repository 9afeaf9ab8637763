import type { AssetLoader, AssetName } from './assets.ts';

/** An asset loader for browsers and workers: fetches each packed file from its URL. */
export function fetchAssets(urls: Record<AssetName, string | URL>, fetchImpl: typeof fetch = fetch): AssetLoader {
  return async (name) => {
    const url = urls[name];
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`embedded world: ${name} asset answered HTTP ${response.status} at ${String(url)}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}
