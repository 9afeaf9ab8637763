// The embedded world's spatial index (data/embedded-spatial-<hash>.js in a build), loaded only
// where a coordinate is asked about: reverse geocoding, elevation and towns by coordinate.
export { spatialPlaces } from './gazetteer/spatial-places.ts';
