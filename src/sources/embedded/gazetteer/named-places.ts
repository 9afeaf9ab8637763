// Places by name: a packed table and the indexes that search it. This is all a search reads;
// the spatial side (spatial-places.ts) is built over it only where a coordinate is asked about,
// so that a forecast for a named place loads none of its code.
import type { Location } from '../../../contract/records.ts';
import { decodePlaceTable, type PlaceTable, type SharedTables } from './place-table.ts';
import { countryName } from './qualifier.ts';
import { searchPlaces, type SearchIndexes } from './search.ts';
import { SpellingTable } from './spelling-table.ts';
import { WordIndex } from './word-index.ts';

/** Hand-set: places this populous make up the index for very broad queries (one or two letters). */
export const MAJOR_PLACE_POPULATION = 100_000;

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

/** Places of 1,000 or more inhabitants (GeoNames), ready to be found by name. */
export interface NamedPlaces {
  /** How many places it knows. */
  readonly size: number;
  /** The packed places themselves. */
  readonly table: PlaceTable;
  /**
   * Places whose name, or an alternate name, matches `query` (case- and diacritic-insensitive,
   * every word start is a prefix; an optional ", qualifier" narrows by country or region), best
   * match first, then most populous; at most `limit`. A blank query gives [].
   */
  search(query: string, limit: number): Location[];
  /** What search finds, each place with its elevation. */
  findPlaces(query: string, limit: number): FoundPlace[];
  /** The place at row `place` of the table as the contract's Location. */
  locationOf(place: number): Location;
}

class PackedNamedPlaces implements NamedPlaces {
  readonly #names: SearchIndexes;
  readonly table: PlaceTable;

  constructor(table: PlaceTable) {
    this.table = table;
    const spellings = new SpellingTable(table);
    const all = WordIndex.of(spellings);
    const isMajor = new Uint8Array(table.count);
    for (let place = 0; place < table.count; place += 1)
      isMajor[place] = table.population[place]! >= MAJOR_PLACE_POPULATION ? 1 : 0;
    const major = all.filter(spellings.place, isMajor);
    this.#names = { spellings, all, major };
  }

  get size(): number {
    return this.table.count;
  }

  search(query: string, limit: number): Location[] {
    return searchPlaces(this.table, this.#names, query, limit).map(({ place }) => this.locationOf(place));
  }

  findPlaces(query: string, limit: number): FoundPlace[] {
    return searchPlaces(this.table, this.#names, query, limit).map(({ place, score }) => ({
      location: this.locationOf(place),
      elevation: this.table.elevation[place]!,
      population: this.table.population[place]!,
      score,
    }));
  }

  locationOf(place: number): Location {
    const iso2 = this.table.iso2(place);
    return {
      lat: this.table.lat[place]!,
      lon: this.table.lon[place]!,
      name: this.table.names.line(place),
      admin: this.table.region(place)?.name ?? '',
      country: countryName(iso2),
      iso2,
      timezone: this.table.timeZone(place),
    };
  }
}

/** Decodes gazetteer.bin, or a chunk of the embedded world with the tables it shares, and builds its search indexes. */
export function decodeNamedPlaces(bytes: Uint8Array, shared?: SharedTables): NamedPlaces {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decodeGazetteer: bytes must be a Uint8Array');
  return new PackedNamedPlaces(decodePlaceTable(bytes, shared));
}
