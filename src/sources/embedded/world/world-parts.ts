// The code of the embedded world that a search does not run, in parts the world loads when it
// first needs them: in a build each is a module of its own in the data folder, so that a page
// finds a named place without waiting for them.

/** The weather model: a climate tile's decoding, a place's observed normals and its synthetic weather. */
export type ModelPart = typeof import('../embedded-model.ts');

/** The spatial index of a tile's places: reverse geocoding, elevation and towns by coordinate. */
export type SpatialPart = typeof import('../embedded-spatial.ts');

/** How the world gets each part (each call may load it; the caller keeps what it gets). */
export interface WorldParts {
  model(): Promise<ModelPart>;
  spatial(): Promise<SpatialPart>;
}
