// The loaders of a bundle that holds the modules as chunks of its own: the development server's
// and the tests' (all), the npm package's (the HTTP sources and the SHA-256 only: each is its own
// export, so that a bundle that takes one carries no chunk of the others).
import type {
  ContractModule,
  EngineModule,
  ModelModule,
  OpenMeteoModule,
  ServiceLoaders,
  Sha256Module,
  SpatialModule,
} from './service-loaders.ts';

export const engineChunk = (): Promise<EngineModule> => import('../sources/embedded/embedded-engine.ts');

export const modelChunk = (): Promise<ModelModule> => import('../sources/embedded/embedded-model.ts');

export const spatialChunk = (): Promise<SpatialModule> => import('../sources/embedded/embedded-spatial.ts');

export const contractChunk = (): Promise<ContractModule> => import('../sources/contract-source-module.ts');

export const openMeteoChunk = (): Promise<OpenMeteoModule> => import('../sources/open-meteo-source-module.ts');

export const sha256Chunk = (): Promise<Sha256Module> => import('../integrity/noble-sha256.ts');

export const bundledLoaders: ServiceLoaders = {
  engine: engineChunk,
  model: modelChunk,
  spatial: spatialChunk,
  contract: contractChunk,
  openMeteo: openMeteoChunk,
  sha256: sha256Chunk,
};
