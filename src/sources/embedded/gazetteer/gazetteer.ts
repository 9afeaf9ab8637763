// The gazetteer: search by name, reverse geocoding, elevation and time zones over the packed
// places; the named side and the spatial side of one table (named-places.ts, spatial-places.ts).
import type { SharedTables } from './place-table.ts';
import { decodeNamedPlaces, type NamedPlaces } from './named-places.ts';
import { spatialPlaces, type SpatialPlaces } from './spatial-places.ts';

export { MAJOR_PLACE_POPULATION, type FoundPlace } from './named-places.ts';
export type { NearestLocation } from './spatial-places.ts';

/** The world's places with 1,000 or more inhabitants (GeoNames), ready to answer; its spatial index waits for the first reverse lookup. */
export interface Gazetteer extends Pick<NamedPlaces, 'size' | 'search' | 'findPlaces'>, SpatialPlaces {}

/**
 * Decodes gazetteer.bin (built by `npm run data`), or a chunk of the embedded world with the
 * tables it shares, and builds its search indexes; the spatial index waits for the first reverse lookup.
 */
export function decodeGazetteer(bytes: Uint8Array, shared?: SharedTables): Gazetteer {
  const named = decodeNamedPlaces(bytes, shared);
  const spatial = spatialPlaces(named);
  return {
    get size() {
      return named.size;
    },
    search: (query, limit) => named.search(query, limit),
    findPlaces: (query, limit) => named.findPlaces(query, limit),
    nearest: (lat, lon) => spatial.nearest(lat, lon),
    locate: (lat, lon) => spatial.locate(lat, lon),
    elevationAt: (lat, lon) => spatial.elevationAt(lat, lon),
    populationAt: (lat, lon) => spatial.populationAt(lat, lon),
    get reverseGeocodingReady() {
      return spatial.reverseGeocodingReady;
    },
    prepareReverseGeocoding: () => spatial.prepareReverseGeocoding(),
  };
}
