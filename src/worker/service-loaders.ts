// How the service gets the modules it loads on first use. Each build's entry passes its own, as
// Comlink is passed an Endpoint: nothing is swapped at build time, so a reader of the entry sees
// what runs in the artifact.

/** The embedded world's engine (the manifest, the chunks, the search by name). */
export type EngineModule = typeof import('../sources/embedded/embedded-engine.ts');

/** The embedded world's weather model, which the engine is handed. */
export type ModelModule = typeof import('../sources/embedded/embedded-model.ts');

/** The embedded world's spatial index (places by coordinate), which the engine is handed. */
export type SpatialModule = typeof import('../sources/embedded/embedded-spatial.ts');

/** The HTTP source of a server speaking our contract. */
export type ContractModule = typeof import('../sources/contract-source-module.ts');

/** The HTTP source of Open-Meteo. */
export type OpenMeteoModule = typeof import('../sources/open-meteo-source-module.ts');

/** The SHA-256 of a realm without Web Crypto (see sha256-digest.ts). */
export type Sha256Module = typeof import('../integrity/noble-sha256.ts');

/** The loaders of one build: `url` is the module's file in the data folder, where the build has one. */
export interface ServiceLoaders {
  engine: (url: string | undefined) => Promise<EngineModule>;
  model: (url: string | undefined) => Promise<ModelModule>;
  spatial: (url: string | undefined) => Promise<SpatialModule>;
  contract: (url: string | undefined) => Promise<ContractModule>;
  openMeteo: (url: string | undefined) => Promise<OpenMeteoModule>;
  /** Imported only where `crypto.subtle` is missing: a page that is not a secure context. */
  sha256: (url: string | undefined) => Promise<Sha256Module>;
  /**
   * Resolves once this realm can run what the loaders load; rejects where it cannot (a worker
   * whose page's CSP refuses blob: modules), and the page then runs the service itself.
   */
  ready?(): Promise<void>;
}
