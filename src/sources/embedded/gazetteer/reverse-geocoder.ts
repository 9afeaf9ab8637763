// Nearest-place lookups on the sphere (kdbush + geokdbush handle the antimeridian and poles).
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import type { PlaceTable } from './place-table.ts';

/**
 * A coordinate is named after a place within this many kilometres. Places of 1,000+
 * people are rarely further apart than this on inhabited land, even in the outback or Siberia,
 * while 75 km is still "near" in everyday speech; beyond it (open sea, ice caps, deep deserts)
 * a coordinate label is more honest than a far-away town. Hand-set.
 */
export const NEAREST_PLACE_RADIUS_KM = 75;

/**
 * Elevation is borrowed from the nearest place within this many kilometres, else taken as sea
 * level: further away the terrain may differ too much for the borrowed height to mean anything.
 * Hand-set.
 */
export const ELEVATION_RADIUS_KM = 30;

/** A place near a coordinate and how far it is. */
export interface NearestPlace {
  place: number;
  distanceKm: number;
}

/** A spatial index of the places. */
export class ReverseGeocoder {
  readonly #index: KDBush;
  readonly #table: PlaceTable;

  constructor(table: PlaceTable) {
    this.#table = table;
    this.#index = new KDBush(table.count);
    for (let place = 0; place < table.count; place += 1) this.#index.add(table.lon[place]!, table.lat[place]!);
    this.#index.finish();
  }

  /** The nearest place within `radiusKm`, if any. Coordinates must already be valid. */
  nearest(lat: number, lon: number, radiusKm: number): NearestPlace | undefined {
    const [place] = around(this.#index, lon, lat, 1, radiusKm);
    return place === undefined ? undefined : { place, distanceKm: this.distanceKm(lat, lon, place) };
  }

  /**
   * The nearest place within `radiusKm` that `accepts`, if any. geokdbush's own filter is not
   * used: when it rejects every point in range, `around` goes on to visit the whole tree (its
   * distance cut-off is only checked on accepted points), which costs milliseconds at sea. So
   * the nearest few places are fetched unfiltered, then more if none is accepted.
   */
  nearestAccepted(
    lat: number,
    lon: number,
    radiusKm: number,
    accepts: (place: number) => boolean,
  ): NearestPlace | undefined {
    for (let wanted = 8; ; wanted *= 8) {
      const places = around(this.#index, lon, lat, wanted, radiusKm);
      const place = places.find(accepts);
      if (place !== undefined) return { place, distanceKm: this.distanceKm(lat, lon, place) };
      if (places.length < wanted) return undefined;
    }
  }

  /** Every place within `radiusKm`, nearest first. */
  within(lat: number, lon: number, radiusKm: number): number[] {
    return around(this.#index, lon, lat, Infinity, radiusKm);
  }

  /** Great-circle kilometres from a coordinate to a place. */
  distanceKm(lat: number, lon: number, place: number): number {
    return distance(lon, lat, this.#table.lon[place]!, this.#table.lat[place]!);
  }
}
