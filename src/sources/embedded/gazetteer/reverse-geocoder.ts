// Nearest-place lookups on the sphere (kdbush + geokdbush handle the antimeridian and poles).
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import type { PlaceTable } from './place-table.ts';

/**
 * A coordinate is named after the nearest place within this many kilometres. Places of 1,000+
 * people are rarely further apart than this on inhabited land, even in the outback or Siberia,
 * while 75 km is still "near" in everyday speech; beyond it (open sea, ice caps, deep deserts)
 * a coordinate label is more honest than a far-away town.
 */
export const NEAREST_PLACE_RADIUS_KM = 75;

/**
 * Elevation is borrowed from the nearest place within this many kilometres, else taken as sea
 * level: further away the terrain may differ too much for the borrowed height to mean anything.
 */
export const ELEVATION_RADIUS_KM = 30;

/** The nearest place to a coordinate and how far it is. */
export interface NearestPlace {
  place: number;
  distanceKm: number;
}

/** A spatial index of the places. */
export class ReverseGeocoder {
  private readonly index: KDBush;

  constructor(private readonly table: PlaceTable) {
    this.index = new KDBush(table.count);
    for (let place = 0; place < table.count; place += 1) this.index.add(table.lon[place]!, table.lat[place]!);
    this.index.finish();
  }

  /** The nearest place within `radiusKm`, if any. Coordinates must already be valid. */
  nearest(lat: number, lon: number, radiusKm: number): NearestPlace | undefined {
    const [place] = around(this.index, lon, lat, 1, radiusKm);
    if (place === undefined) return undefined;
    return { place, distanceKm: distance(lon, lat, this.table.lon[place]!, this.table.lat[place]!) };
  }
}
