// The contract's optional ", qualifier" ("Paris, US", "Springfield, Illinois"), which Open-Meteo
// does not understand: we search for the name and narrow its answers by country or region here.
import type { Location } from '../../contract/records.ts';
import { COUNTRY_ALIASES } from '../../contract/country-aliases.ts';

/** The name to search for and the qualifier after the first comma, if any. */
export function parseQualifiedQuery(query: string): { name: string; qualifier: string | undefined } {
  const comma = query.indexOf(',');
  if (comma === -1) return { name: query.trim(), qualifier: undefined };
  const qualifier = fold(query.slice(comma + 1));
  return { name: query.slice(0, comma).trim(), qualifier: qualifier === '' ? undefined : qualifier };
}

/**
 * The places that satisfy `qualifier` (folded): those whose country code, country or first-level
 * region it names, exact matches first; otherwise in Open-Meteo's order (it ranks by population).
 */
export function rankByQualifier(places: Location[], qualifier: string): Location[] {
  const scored = places.flatMap((place) => {
    const score = matchScore(place, qualifier);
    return score === undefined ? [] : [{ place, score }];
  });
  // Array.prototype.sort is stable, so equal scores keep Open-Meteo's order.
  return scored.sort((a, b) => a.score - b.score).map(({ place }) => place);
}

const EXACT = 0;
const WORD_PREFIX = 1;

function matchScore(place: Location, qualifier: string): number | undefined {
  const country = fold(place.country);
  const admin = fold(place.admin);
  const code = place.iso2.toLowerCase();
  if (code !== '' && (code === qualifier || COUNTRY_ALIASES.get(qualifier) === place.iso2)) return EXACT;
  if (country === qualifier || admin === qualifier) return EXACT;
  if (startsAWordOf(country, qualifier) || startsAWordOf(admin, qualifier)) return WORD_PREFIX;
  return undefined;
}

// True when `prefix` begins one of the words of `text`: "korea" → "south korea".
function startsAWordOf(text: string, prefix: string): boolean {
  return text.startsWith(prefix) || text.includes(` ${prefix}`);
}

/** Lower case, without accents, single spaces: "  Île-de-France " → "ile-de-france". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
