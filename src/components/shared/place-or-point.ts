// Where an element is asked about: a place by its name, or a point by its latitude and longitude.
// The last one set wins: a name clears the point and a coordinate clears the name, through the
// element's own properties, so that the attributes they reflect go too.

/** The element's own `place`, `lat` and `lon` properties. */
export interface PlaceOrPointHost {
  place: string | undefined | null;
  lat: number | undefined | null;
  lon: number | undefined | null;
}

/** The values behind an element's `place`, `lat` and `lon`, each clearing the others as it is set. */
export class PlaceOrPoint {
  place?: string;
  lat?: number;
  lon?: number;
  readonly #host: PlaceOrPointHost;

  constructor(host: PlaceOrPointHost) {
    this.#host = host;
  }

  setPlace(value: string | undefined | null): void {
    this.place = value ?? undefined;
    if (this.place === undefined) return;
    this.#host.lat = undefined;
    this.#host.lon = undefined;
  }

  setLat(value: number | undefined | null): void {
    this.lat = value ?? undefined;
    if (this.lat !== undefined) this.#host.place = undefined;
  }

  setLon(value: number | undefined | null): void {
    this.lon = value ?? undefined;
    if (this.lon !== undefined) this.#host.place = undefined;
  }
}
