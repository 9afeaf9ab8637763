import type { Source } from '../source.ts';
import { createEngineSource, type EngineSourceOptions } from './embedded-engine.ts';
import { WHOLE_WORLD_PARTS } from './whole-world-parts.ts';

/** Options of {@link createEmbeddedSource}. */
export type EmbeddedSourceOptions = Omit<EngineSourceOptions, 'parts'>;

/**
 * The offline world: a real gazetteer and synthetic, deterministic weather driven by real
 * climate classes. Its data comes in chunks (see world/), each loaded on first use, once; a
 * failed load is retried on the next call rather than remembered.
 */
export function createEmbeddedSource(options: EmbeddedSourceOptions): Source {
  return createEngineSource({ ...options, parts: WHOLE_WORLD_PARTS });
}
