// The loaders of a bundle that holds the modules as chunks of its own: the development server's
// and the tests' (both), the npm package's (the HTTP sources only: each is its own export, so
// that a bundle that takes one carries no chunk of the other).
import type {
  EngineModule,
  ModelModule,
  ServiceLoaders,
  Sha256Module,
  SourcesModule,
  SpatialModule,
} from './service-loaders.ts';

export const engineChunk = (): Promise<EngineModule> => import('../sources/embedded/embedded-engine.ts');

export const modelChunk = (): Promise<ModelModule> => import('../sources/embedded/embedded-model.ts');

export const spatialChunk = (): Promise<SpatialModule> => import('../sources/embedded/embedded-spatial.ts');

export const sourcesChunk = (): Promise<SourcesModule> => import('../sources/upstream-sources.ts');

export const sha256Chunk = (): Promise<Sha256Module> => import('../integrity/noble-sha256.ts');

export const bundledLoaders: ServiceLoaders = {
  engine: engineChunk,
  model: modelChunk,
  spatial: spatialChunk,
  sources: sourcesChunk,
  sha256: sha256Chunk,
};
