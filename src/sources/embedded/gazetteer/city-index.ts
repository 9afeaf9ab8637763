// The places that can reach far (see naming-rule.ts), in a spatial index of their own: finding
// the cities whose reach may cover a coordinate then searches a few thousand points within tens
// of kilometres instead of every village and district around a big city.
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { PlaceTable } from './place-table.ts';

/** A spatial index of the places with at least `minimumPopulation` people that `accepts`. */
export class CityIndex {
  readonly #index: KDBush;
  readonly #places: Uint32Array;

  constructor(table: PlaceTable, minimumPopulation: number, accepts: (place: number) => boolean) {
    const places: number[] = [];
    for (let place = 0; place < table.count; place += 1) {
      if (table.population[place]! >= minimumPopulation && accepts(place)) places.push(place);
    }
    this.#places = Uint32Array.from(places);
    this.#index = new KDBush(Math.max(1, places.length));
    for (const place of places) this.#index.add(table.lon[place]!, table.lat[place]!);
    if (places.length === 0) this.#index.add(0, 0); // KDBush needs a point; within() skips this stand-in
    this.#index.finish();
  }

  /** The indexed places within `radiusKm`, nearest first. */
  within(lat: number, lon: number, radiusKm: number): number[] {
    // No geokdbush filter: see ReverseGeocoder.nearestAccepted.
    return around(this.#index, lon, lat, Infinity, radiusKm).flatMap((id) =>
      id < this.#places.length ? [this.#places[id]!] : [],
    );
  }
}
