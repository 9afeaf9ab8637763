// Where an element is asked about: a place by its name, or a point by its latitude and longitude.
// The last one set wins: a name clears the point and a coordinate clears the name, through the
// element's own properties, so that the attributes they reflect go too.

/** The element's own `place`, `lat` and `lon` properties. */
export interface PlaceOrPointHost {
  place: string | undefined | null;
  lat: number | undefined | null;
  lon: number | undefined | null;
}

/** The values behind an element's `place`, `lat` and `lon`. */
export interface PlaceOrPoint {
  place?: string;
  lat?: number;
  lon?: number;
}

/** Sets `where[key]` to `value` (null: unset); a name set clears `host`'s point, a coordinate set its name. */
export function setPlaceOrPoint<K extends keyof PlaceOrPoint>(
  host: PlaceOrPointHost,
  where: PlaceOrPoint,
  key: K,
  value: PlaceOrPoint[K] | null,
): void {
  where[key] = value ?? undefined;
  if (where[key] === undefined) return;
  if (key === 'place') host.lat = host.lon = undefined;
  else host.place = undefined;
}
