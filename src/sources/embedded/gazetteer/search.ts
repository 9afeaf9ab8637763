// Place-name search: folded, prefix-as-you-type, alternates, optional ", qualifier".
import { foldText } from './fold-text.ts';
import type { NameIndex } from './name-index.ts';
import type { PlaceTable } from './place-table.ts';
import { Qualifier } from './qualifier.ts';

/** How well a spelling matches the query; higher is better, 0 is no match. */
const MATCH_QUALITY = {
  /** The whole spelling, of the name or an alternate, is the query: "paris", "peking". */
  exact: 5,
  /** The name starts with the query: "new y" for New York City. */
  namePrefix: 4,
  /** An alternate name starts with the query. */
  alternatePrefix: 3,
  /** A later word of the name starts with the query: "york" for New York City. */
  nameWordPrefix: 2,
  /** A later word of an alternate name starts with the query. */
  alternateWordPrefix: 1,
  none: 0,
} as const;

// Within each kind of prefix match the place's own name outranks its alternates: GeoNames
// lists obscure historical spellings ("New York of the Pacific" for Pittsburg, California).
function matchQuality(spelling: string, query: string, isPrimary: boolean): number {
  if (spelling === query) return MATCH_QUALITY.exact;
  if (spelling.startsWith(query)) return isPrimary ? MATCH_QUALITY.namePrefix : MATCH_QUALITY.alternatePrefix;
  if (!spelling.includes(` ${query}`)) return MATCH_QUALITY.none;
  return isPrimary ? MATCH_QUALITY.nameWordPrefix : MATCH_QUALITY.alternateWordPrefix;
}

/**
 * Above this many index candidates (a query of one or two common letters), only the major
 * places' index is searched: a list of 5–10 suggestions for "s" is made of big cities anyway,
 * and scanning tens of thousands of candidates would cost milliseconds per keystroke.
 */
export const BROAD_QUERY_CANDIDATES = 2000;

/** The indexes search uses: every place, and the major places only. */
export interface SearchIndexes {
  all: NameIndex;
  major: NameIndex;
}

interface ParsedQuery {
  folded: string;
  qualifier: Qualifier | undefined;
}

function parseQuery(query: string): ParsedQuery {
  const comma = query.indexOf(',');
  const name = comma < 0 ? query : query.slice(0, comma);
  const qualifier = comma < 0 ? '' : foldText(query.slice(comma + 1));
  return { folded: foldText(name), qualifier: qualifier === '' ? undefined : new Qualifier(qualifier) };
}

// The query word with the fewest index candidates. Any word of a multi-word query works: a
// spelling containing the query at a word start contains each of its words as a word prefix.
function mostSelectiveWord(index: NameIndex, folded: string): string {
  const words = folded.split(' ');
  let best = words[0]!;
  let bestCount = index.candidateCount(best);
  for (const word of words.slice(1)) {
    const count = index.candidateCount(word);
    if (count < bestCount) [best, bestCount] = [word, count];
  }
  return best;
}

/** The ids of the best `limit` places for `query`, best first. */
export function searchPlaces(table: PlaceTable, indexes: SearchIndexes, query: string, limit: number): number[] {
  if (typeof query !== 'string') throw new TypeError('search: query must be a string');
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`search: limit must be a non-negative integer, got ${limit}`);
  const { folded, qualifier } = parseQuery(query);
  if (folded === '' || limit === 0) return [];

  // Best quality per place, so one place reached by several spellings is listed once.
  const bestQuality = new Map<number, number>();
  let word = mostSelectiveWord(indexes.all, folded);
  let index = indexes.all;
  if (index.candidateCount(word) > BROAD_QUERY_CANDIDATES) {
    index = indexes.major;
    word = mostSelectiveWord(index, folded);
  }
  index.forEachCandidate(word, (spellingId) => {
    const quality = matchQuality(index.spellings[spellingId]!, folded, index.spellingIsPrimary[spellingId] === 1);
    if (quality === 0) return;
    const place = index.spellingPlace[spellingId]!;
    if (quality <= (bestQuality.get(place) ?? 0)) return;
    if (qualifier !== undefined && !qualifier.accepts(table.iso2[place]!, table.regions[place])) return;
    bestQuality.set(place, quality);
  });

  const ranked = [...bestQuality].sort(
    ([placeA, qualityA], [placeB, qualityB]) => qualityB - qualityA || table.population[placeB]! - table.population[placeA]! || placeA - placeB,
  );
  return ranked.slice(0, limit).map(([place]) => place);
}
