// The loaders of a bundle that holds the modules as chunks of its own: the development server's
// and the tests' (both), the npm package's (the HTTP sources only: each is its own export, so
// that a bundle that takes one carries no chunk of the other).
import type { EngineModule, ServiceLoaders, SourcesModule } from './service-loaders.ts';

export const engineChunk = (): Promise<EngineModule> => import('../sources/embedded/embedded-source.ts');

export const sourcesChunk = (): Promise<SourcesModule> => import('../sources/upstream-sources.ts');

export const bundledLoaders: ServiceLoaders = { engine: engineChunk, sources: sourcesChunk };
