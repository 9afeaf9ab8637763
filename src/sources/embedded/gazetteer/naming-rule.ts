// Which place names a coordinate.
//
// GeoNames lists districts as places of their own, so the nearest place to a city centre is
// often a district: Eixample for Barcelona's centre, "Zürich (Kreis 1) / Lindenhof" for
// Zürich's, the borough of Manhattan for Central Park. People expect the city. The rule:
//
// 1. Sections (PPLX) and places of the past (PPLH, PPLQ, PPLW, PPLCH) never name a coordinate.
//    The nearest of the other, "proper", places within NEAREST_PLACE_RADIUS_KM is the candidate.
// 2. A city reaches as far as a disc holding its people at 10,000 per km²: about 16 km for New
//    York City (8.2 M), 7 km for Barcelona, 3 km for Zürich, 0.6 km for a town of 10,000.
//    When the nearest place of all is a section, the coordinate is among a city's districts
//    and the reach doubles: the city's own point may lie well away (Seebach is 6 km from
//    Zürich's).
// 3. If the coordinate lies within the reach of a place at least five times as populous as the
//    candidate, in the same first-level region as the nearest place of all, the most populous
//    such place names it: Manhattan (1.5 M) lies within New York City's reach, so Central Park
//    is "New York City". A neighbour of comparable size keeps its name (Brooklyn, 2.3 M), and
//    so does a town across a regional border (Hoboken, New Jersey, 5 km from Manhattan).
// 4. Otherwise the candidate names it: a village far from any city names itself.
//
// Measured on GeoNames (every other section, every third place): 91 % of the sections within
// 10 km of a 100,000+ city of their region are named after a 100,000+ city, while 99.3 % of
// proper places are still named after themselves at their own coordinates (the others are
// mostly boroughs and inner suburbs of big cities: Gustavo A. Madero → Mexico City, Borivli →
// Mumbai, but also Niterói → Rio de Janeiro across the bay).
import { CityIndex } from './city-index.ts';
import type { PlaceTable } from './place-table.ts';
import { NEAREST_PLACE_RADIUS_KM, type NearestPlace, type ReverseGeocoder } from './reverse-geocoder.ts';

/** Hand-set: people per km² of the disc a place is taken to cover (a dense city's core). */
const CITY_DENSITY_PER_KM2 = 10_000;
/** Hand-set: how many times more populous than the nearest proper place a city must be to take its name. */
const CITY_POPULATION_RATIO = 5;
/** Hand-set: the reach multiplier when the nearest place of all is a section of a city. */
const AMONG_SECTIONS_REACH_FACTOR = 2;
/**
 * Hand-set: places this populous (reach 1.3 km, 2.5 km among sections) are searched in a separate index
 * of their own, as far as the largest city reaches; smaller ones only as far as they can reach.
 */
const FAR_REACHING_POPULATION = 50_000;

/** How far from its point a place of `population` people is taken to reach, in km. */
export function cityReachKm(population: number): number {
  return Math.sqrt(population / (Math.PI * CITY_DENSITY_PER_KM2));
}

/** Applies the naming rule above with a table's places and their spatial index. */
export class NamingRule {
  readonly #isProper: (place: number) => boolean;
  readonly #farReaching: CityIndex;
  readonly #maxReachKm: number;
  readonly #table: PlaceTable;
  readonly #geocoder: ReverseGeocoder;

  constructor(table: PlaceTable, geocoder: ReverseGeocoder) {
    this.#table = table;
    this.#geocoder = geocoder;
    this.#isProper = (place) => table.isSection[place] === 0;
    this.#farReaching = new CityIndex(table, FAR_REACHING_POPULATION, this.#isProper);
    let largest = 0;
    for (let place = 0; place < table.count; place += 1) largest = Math.max(largest, table.population[place]!);
    this.#maxReachKm = cityReachKm(largest);
  }

  /** The place that names a coordinate (valid lat/lon), or undefined beyond the radius. */
  namingPlace(lat: number, lon: number): NearestPlace | undefined {
    const candidate = this.#geocoder.nearestAccepted(lat, lon, NEAREST_PLACE_RADIUS_KM, this.#isProper);
    if (candidate === undefined) return undefined;
    const nearestOfAll = this.#geocoder.nearest(lat, lon, candidate.distanceKm)?.place ?? candidate.place;
    const amongSections = this.#table.isSection[nearestOfAll] === 1;
    const reachFactor = amongSections ? AMONG_SECTIONS_REACH_FACTOR : 1;
    const iso2 = this.#table.iso2(nearestOfAll);
    const region = this.#table.region(nearestOfAll);
    const minimumPopulation = this.#table.population[candidate.place]! * CITY_POPULATION_RATIO;
    const qualifies = (place: number): boolean =>
      this.#table.population[place]! >= minimumPopulation &&
      this.#isProper(place) &&
      this.#table.region(place) === region &&
      this.#table.iso2(place) === iso2;
    const cities = [
      ...this.#farReaching.within(lat, lon, this.#maxReachKm * reachFactor),
      ...(minimumPopulation < FAR_REACHING_POPULATION
        ? this.#geocoder.within(lat, lon, cityReachKm(FAR_REACHING_POPULATION) * reachFactor)
        : []),
    ].filter(qualifies);
    let named = candidate;
    for (const city of cities) {
      if (this.#table.population[city]! <= this.#table.population[named.place]!) continue;
      const distanceKm = this.#geocoder.distanceKm(lat, lon, city);
      if (distanceKm <= cityReachKm(this.#table.population[city]!) * reachFactor) named = { place: city, distanceKm };
    }
    return named;
  }
}
