// The gazetteer: search by name, reverse geocoding, elevation and time zones over the packed places.
import type { Location } from '../../../contract/records.ts';
import { assertCoordinate, coordinateLabel } from './coordinates.ts';
import { decodePlaceTable, type PlaceTable, type SharedTables } from './place-table.ts';
import { countryName } from './qualifier.ts';
import { cityReachKm, NamingRule } from './naming-rule.ts';
import { ELEVATION_RADIUS_KM, ReverseGeocoder } from './reverse-geocoder.ts';
import { searchPlaces, type SearchIndexes } from './search.ts';
import { SpellingTable } from './spelling-table.ts';
import { WordIndex } from './word-index.ts';

/** Hand-set: a town's reach for populationAt is twice its people's disc (naming-rule.ts), and never under 1 km. */
const TOWN_REACH_FACTOR = 2;
const MIN_TOWN_REACH_KM = 1;

/** Hand-set: places this populous make up the index for very broad queries (one or two letters). */
export const MAJOR_PLACE_POPULATION = 100_000;

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

/** A place found by name, with its elevation column's value (in a name chunk: the elevation at its coordinates). */
export interface FoundPlace {
  location: Location;
  /** Metres. */
  elevation: number;
  /** Inhabitants (GeoNames). */
  population: number;
  /** How well it matched (search.ts): places found in two gazetteers rank together by it. */
  score: number;
}

/** The world's places with 1,000 or more inhabitants (GeoNames), ready to answer. */
export interface Gazetteer {
  /** How many places it knows. */
  readonly size: number;
  /**
   * Places whose name, or an alternate name, matches `query` (case- and diacritic-insensitive,
   * every word start is a prefix; an optional ", qualifier" narrows by country or region), best
   * match first, then most populous; at most `limit`. A blank query gives [].
   */
  search(query: string, limit: number): Location[];
  /** What search finds, each place with its elevation. */
  findPlaces(query: string, limit: number): FoundPlace[];
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
   * Whether the spatial index behind nearest/locate/elevationAt exists yet. Decoding leaves it
   * out (it costs tens of milliseconds, and a search-first start needs none of it); the first
   * reverse lookup, or prepareReverseGeocoding, builds it.
   */
  readonly reverseGeocodingReady: boolean;
  /** Builds the spatial index now, e.g. while the worker is idle; does nothing if it exists. */
  prepareReverseGeocoding(): void;
}

class PackedGazetteer implements Gazetteer {
  readonly #names: SearchIndexes;
  #spatialIndex: { geocoder: ReverseGeocoder; naming: NamingRule } | undefined;
  readonly #table: PlaceTable;

  constructor(table: PlaceTable) {
    this.#table = table;
    const spellings = new SpellingTable(table);
    const all = WordIndex.of(spellings);
    const isMajor = new Uint8Array(table.count);
    for (let place = 0; place < table.count; place += 1)
      isMajor[place] = table.population[place]! >= MAJOR_PLACE_POPULATION ? 1 : 0;
    const major = all.filter(spellings.place, isMajor);
    this.#names = { spellings, all, major };
  }

  get size(): number {
    return this.#table.count;
  }

  get reverseGeocodingReady(): boolean {
    return this.#spatialIndex !== undefined;
  }

  prepareReverseGeocoding(): void {
    if (this.#spatialIndex !== undefined) return;
    const geocoder = new ReverseGeocoder(this.#table);
    this.#spatialIndex = { geocoder, naming: new NamingRule(this.#table, geocoder) };
  }

  get #spatial(): { geocoder: ReverseGeocoder; naming: NamingRule } {
    this.prepareReverseGeocoding();
    return this.#spatialIndex!;
  }

  search(query: string, limit: number): Location[] {
    return searchPlaces(this.#table, this.#names, query, limit).map(({ place }) => this.#locationOf(place));
  }

  findPlaces(query: string, limit: number): FoundPlace[] {
    return searchPlaces(this.#table, this.#names, query, limit).map(({ place, score }) => ({
      location: this.#locationOf(place),
      elevation: this.#table.elevation[place]!,
      population: this.#table.population[place]!,
      score,
    }));
  }

  nearest(lat: number, lon: number): NearestLocation | undefined {
    assertCoordinate(lat, lon);
    const found = this.#spatial.naming.namingPlace(lat, lon);
    if (found === undefined) return undefined;
    return {
      location: this.#locationOf(found.place),
      elevation: this.#table.elevation[found.place]!,
      distanceKm: found.distanceKm,
      population: this.#table.population[found.place]!,
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
      timezone: this.#table.timeZoneGrid.zoneAt(lat, lon),
    };
  }

  elevationAt(lat: number, lon: number): number {
    assertCoordinate(lat, lon);
    // Any place, districts included: the nearest point says most about the terrain.
    const found = this.#spatial.geocoder.nearest(lat, lon, ELEVATION_RADIUS_KM);
    return found === undefined ? 0 : this.#table.elevation[found.place]!;
  }

  populationAt(lat: number, lon: number): number {
    const named = this.nearest(lat, lon);
    if (named === undefined) return 0;
    return named.distanceKm <= Math.max(MIN_TOWN_REACH_KM, TOWN_REACH_FACTOR * cityReachKm(named.population))
      ? named.population
      : 0;
  }

  #locationOf(place: number): Location {
    const iso2 = this.#table.iso2(place);
    return {
      lat: this.#table.lat[place]!,
      lon: this.#table.lon[place]!,
      name: this.#table.names.line(place),
      admin: this.#table.region(place)?.name ?? '',
      country: countryName(iso2),
      iso2,
      timezone: this.#table.timeZone(place),
    };
  }
}

/**
 * Decodes gazetteer.bin (built by `npm run data`), or a chunk of the embedded world with the
 * tables it shares, and builds its search indexes; the spatial index waits for the first reverse lookup.
 */
export function decodeGazetteer(bytes: Uint8Array, shared?: SharedTables): Gazetteer {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decodeGazetteer: bytes must be a Uint8Array');
  return new PackedGazetteer(decodePlaceTable(bytes, shared));
}
