// What the request that starts a worker asks about, told to the worker's bootstrap so that it
// can fetch that place's chunks early (targets/script-tag/worker-bootstrap-core.ts). A module of its own: the page's
// client needs only this, not the routing that reads it.

/** What a request names its place by: the query's `place`, or its `lat` and `lon`, as they travel (strings). */
export interface PlaceAsked {
  place?: string;
  lat?: string;
  lon?: string;
}

/** The place fields of a query, and nothing else of it (never its key). */
export function placeAsked(query: Readonly<Record<string, string | undefined>>): PlaceAsked {
  const { place, lat, lon } = query;
  return {
    ...(place === undefined ? {} : { place }),
    ...(lat === undefined ? {} : { lat }),
    ...(lon === undefined ? {} : { lon }),
  };
}
