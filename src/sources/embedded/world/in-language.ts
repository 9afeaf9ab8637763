// Places as a page in another language names them: the places found in the language's own name
// chunks (language-names.ts) stand in for the same places found in the world's.
import type { Location } from '../../../contract/records.ts';
import { foldedSpellings } from '../gazetteer/fold-text.ts';
import type { FoundPlace, NamedPlaces } from '../gazetteer/named-places.ts';
import { foldedQueryName } from '../gazetteer/search.ts';

/**
 * How many of a query's matches among a language's places are read: every one, in practice (a
 * chunk's query word has at most a few hundred), so that none of them is also listed under its
 * GeoNames name. Hand-set.
 */
export const LANGUAGE_MATCHES = 500;

/** Where a place is: one place of the world's and the same place of a language's have the same. */
export const siteOf = ({ lat, lon }: Pick<Location, 'lat' | 'lon'>): string => `${lat},${lon}`;

/**
 * The best `limit` places for `query`: the language's places (`own`, named in it) and the
 * world's others (`world`), ranked together by how well they match; and the sites of those
 * that came from `own`. A place of the world's found by an alternate name the language's chunks
 * do not keep is still named by its GeoNames name (see namedInLanguage).
 */
export function foundInLanguage(
  own: NamedPlaces,
  world: NamedPlaces | undefined,
  query: string,
  limit: number,
): { found: FoundPlace[]; ownSites: Set<string> } {
  const mine = own.findPlaces(query, LANGUAGE_MATCHES);
  const ownSites = new Set(mine.map((place) => siteOf(place.location)));
  const others = (world?.findPlaces(query, limit + ownSites.size) ?? []).filter(
    (place) => !ownSites.has(siteOf(place.location)),
  );
  return { found: [...mine, ...others].sort((a, b) => b.score - a.score).slice(0, limit), ownSites };
}

/**
 * Whether `query` matches a place's GeoNames name (at a word start, as search matches). If so and
 * it is one of a language's places, the language's chunk of the query held it; if not, it was
 * found by an alternate name, and only its GeoNames name can find it among the language's.
 */
export function matchesName(location: Location, query: string): boolean {
  const folded = foldedQueryName(query);
  return foldedSpellings(location.name).some(
    (spelling) => spelling.startsWith(folded) || spelling.includes(` ${folded}`),
  );
}

/** The query that finds a place among a language's places: its GeoNames name, which each keeps as an alternate. */
export function nameQuery(location: Location): string {
  // A comma would start a qualifier.
  return location.name.replaceAll(',', ' ');
}

/** `location` with its name and region from `own`, the language's places, when it is one of them. */
export function namedInLanguage(own: NamedPlaces | undefined, location: Location): Location {
  const site = siteOf(location);
  const match = own?.findPlaces(nameQuery(location), LANGUAGE_MATCHES).find((place) => siteOf(place.location) === site);
  return match === undefined ? location : { ...location, name: match.location.name, admin: match.location.admin };
}
