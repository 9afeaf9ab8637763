// Places as a page in another language names them: the places found in the language's own name
// chunks (language-names.ts) stand in for the same places found in the world's.
import type { Location } from '../../../contract/records.ts';
import type { FoundPlace, Gazetteer } from '../gazetteer/gazetteer.ts';

/**
 * How many of a query's matches among a language's places are read: every one, in practice (a
 * chunk's query word has at most a few hundred), so that none of them is also listed under its
 * GeoNames name.
 */
export const LANGUAGE_MATCHES = 500;

const siteOf = ({ lat, lon }: Location) => `${lat},${lon}`;

/**
 * The best `limit` places for `query`: the language's places (`own`, named in it) and the
 * world's others (`world`), ranked together by how well they match.
 */
export function foundInLanguage(own: Gazetteer, world: Gazetteer | undefined, query: string, limit: number): FoundPlace[] {
  const mine = own.findPlaces(query, LANGUAGE_MATCHES);
  const sites = new Set(mine.map((place) => siteOf(place.location)));
  const others = (world?.findPlaces(query, limit + sites.size) ?? []).filter((place) => !sites.has(siteOf(place.location)));
  return [...mine, ...others].sort((a, b) => b.score - a.score).slice(0, limit);
}

/** The query that finds a place among a language's places: its GeoNames name, which each keeps as an alternate. */
export function nameQuery(location: Location): string {
  // A comma would start a qualifier.
  return location.name.replaceAll(',', ' ');
}

/** `location` with its name from `own`, the language's places, when it is one of them. */
export function namedInLanguage(own: Gazetteer | undefined, location: Location): Location {
  const site = siteOf(location);
  const match = own?.findPlaces(nameQuery(location), LANGUAGE_MATCHES).find((place) => siteOf(place.location) === site);
  return match === undefined ? location : { ...location, name: match.location.name };
}
