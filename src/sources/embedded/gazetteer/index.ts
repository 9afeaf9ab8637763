export { decodeGazetteer, type FoundPlace, type Gazetteer, type NearestLocation } from './gazetteer.ts';
export type { SharedTables } from './place-table.ts';
export { ELEVATION_RADIUS_KM, NEAREST_PLACE_RADIUS_KM } from './reverse-geocoder.ts';
export { foldText } from './fold-text.ts';
