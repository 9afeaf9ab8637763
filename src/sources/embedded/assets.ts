/** The packed data files of the embedded world (built by `npm run data`). */
export const EMBEDDED_ASSETS = {
  gazetteer: 'gazetteer.bin',
  climate: 'climate.bin',
} as const;

/** Name of one packed data file of the embedded world. */
export type AssetName = keyof typeof EMBEDDED_ASSETS;

/**
 * Fetches the bytes of one packed asset. Injected so the same source runs in a worker
 * (fetch from a URL), in Node (read from disk) and in tests.
 */
export type AssetLoader = (name: AssetName) => Promise<Uint8Array>;
