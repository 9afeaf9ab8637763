// Every part of the embedded world in one bundle, for hosts that load no module on demand: Node,
// and the development server's worker.
import * as model from './embedded-model.ts';
import * as spatial from './embedded-spatial.ts';
import type { WorldParts } from './world/world-parts.ts';

/** The model and the spatial index, already here. */
export const WHOLE_WORLD_PARTS: WorldParts = {
  model: async () => model,
  spatial: async () => spatial,
};
