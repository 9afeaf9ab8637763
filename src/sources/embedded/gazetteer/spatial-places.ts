// Places by coordinate: reverse geocoding, elevation and towns over places found by name
// (named-places.ts), through a spatial index built on the first lookup. Its code (kdbush,
// geokdbush, the naming rule) is a module of its own in a build, loaded only where a
// coordinate is asked about.
import type { Location } from '../../../contract/records.ts';
import { assertCoordinate, coordinateLabel } from './coordinates.ts';
import { cityReachKm, NamingRule } from './naming-rule.ts';
import type { NamedPlaces } from './named-places.ts';
import { ELEVATION_RADIUS_KM, ReverseGeocoder } from './reverse-geocoder.ts';

/** Hand-set: a town's reach for populationAt is twice its people's disc (naming-rule.ts), and never under 1 km. */
const TOWN_REACH_FACTOR = 2;
const MIN_TOWN_REACH_KM = 1;

/** The nearest known place to a coordinate. */
export interface NearestLocation {
  location: Location;
  /** The place's elevation in metres (GeoNames; rounded to 10 m). */
  elevation: number;
  /** Great-circle distance from the coordinate to the place. */
  distanceKm: number;
  /** The place's inhabitants (GeoNames). */
  population: number;
}

/** What a coordinate says of the places near it. */
export interface SpatialPlaces {
  /**
   * The place that names a coordinate, within NEAREST_PLACE_RADIUS_KM: the nearest place, except
   * that districts never name it and a city whose reach covers it outranks its boroughs and
   * suburbs (see naming-rule.ts). Undefined beyond the radius.
   */
  nearest(lat: number, lon: number): NearestLocation | undefined;
  /** The Location of the place nearest() gives, or beyond the radius a coordinate label with the zone there. */
  locate(lat: number, lon: number): Location;
  /** Metres above sea level: the nearest place's within ELEVATION_RADIUS_KM, else 0. */
  elevationAt(lat: number, lon: number): number;
  /**
   * The inhabitants of the town a coordinate lies in: those of the place that names it, if the
   * coordinate is within that place's reach (twice the disc its people fill at a city's
   * density, at least 1 km), else 0.
   */
  populationAt(lat: number, lon: number): number;
  /**
   * Whether the spatial index behind nearest/locate/elevationAt exists yet. It costs tens of
   * milliseconds, so it waits for the first reverse lookup, or prepareReverseGeocoding.
   */
  readonly reverseGeocodingReady: boolean;
  /** Builds the spatial index now, e.g. while the worker is idle; does nothing if it exists. */
  prepareReverseGeocoding(): void;
}

class IndexedPlaces implements SpatialPlaces {
  readonly #named: NamedPlaces;
  #index: { geocoder: ReverseGeocoder; naming: NamingRule } | undefined;

  constructor(named: NamedPlaces) {
    this.#named = named;
  }

  get reverseGeocodingReady(): boolean {
    return this.#index !== undefined;
  }

  prepareReverseGeocoding(): void {
    if (this.#index !== undefined) return;
    const geocoder = new ReverseGeocoder(this.#named.table);
    this.#index = { geocoder, naming: new NamingRule(this.#named.table, geocoder) };
  }

  get #spatial(): { geocoder: ReverseGeocoder; naming: NamingRule } {
    this.prepareReverseGeocoding();
    return this.#index!;
  }

  nearest(lat: number, lon: number): NearestLocation | undefined {
    assertCoordinate(lat, lon);
    const found = this.#spatial.naming.namingPlace(lat, lon);
    if (found === undefined) return undefined;
    const { table } = this.#named;
    return {
      location: this.#named.locationOf(found.place),
      elevation: table.elevation[found.place]!,
      distanceKm: found.distanceKm,
      population: table.population[found.place]!,
    };
  }

  locate(lat: number, lon: number): Location {
    const nearest = this.nearest(lat, lon);
    if (nearest !== undefined) return nearest.location;
    return {
      lat,
      lon,
      name: coordinateLabel(lat, lon),
      admin: '',
      country: '',
      iso2: '',
      timezone: this.#named.table.timeZoneGrid.zoneAt(lat, lon),
    };
  }

  elevationAt(lat: number, lon: number): number {
    assertCoordinate(lat, lon);
    // Any place, districts included: the nearest point says most about the terrain.
    const found = this.#spatial.geocoder.nearest(lat, lon, ELEVATION_RADIUS_KM);
    return found === undefined ? 0 : this.#named.table.elevation[found.place]!;
  }

  populationAt(lat: number, lon: number): number {
    const named = this.nearest(lat, lon);
    if (named === undefined) return 0;
    return named.distanceKm <= Math.max(MIN_TOWN_REACH_KM, TOWN_REACH_FACTOR * cityReachKm(named.population))
      ? named.population
      : 0;
  }
}

/** The spatial side of `named`; its index waits for the first reverse lookup. */
export function spatialPlaces(named: NamedPlaces): SpatialPlaces {
  return new IndexedPlaces(named);
}
