// The embedded world's weather model, loaded beside the engine and not before a search
// (data/embedded-weather-<hash>.js in a build): a climate tile's decoding, observed normals and
// the synthetic weather.
export { decodeClimateGrid } from './climate/decode-climate-grid.ts';
export { observedNormals } from './climate/observed-normals.ts';
export { generateWeather } from './weather/index.ts';
