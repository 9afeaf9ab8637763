// Place-name search: folded, prefix-as-you-type, alternates, optional ", qualifier".
import { foldText } from './fold-text.ts';
import type { PlaceTable } from './place-table.ts';
import { Qualifier } from './qualifier.ts';
import { SPELLING_MATCH, type SpellingMatch, type SpellingTable } from './spelling-table.ts';
import type { WordIndex } from './word-index.ts';

/**
 * How well a spelling matches the query, as a match level (see LEVEL_WEIGHT for how levels and
 * population combine). Alternate names count for little unless matched whole: GeoNames lists
 * historical and foreign spellings ("Big Durian" for Jakarta, "Santa Fe de Bogotá", Basque
 * "York Berri" for New York) that would otherwise pull megacities into short queries ("big",
 * "santa"), while a whole alternate ("peking", "wien", "cologne") is as good as the name.
 * Hand-set, with the level weight below, on the queries named there.
 */
const MATCH_LEVEL = {
  /** The whole spelling, of the name or an alternate, is the query: "paris", "peking". */
  exact: 5,
  /** The name starts with the query: "new y" for New York City. */
  namePrefix: 4,
  /** A later word of the name starts with the query: "york" for New York City. */
  nameWordPrefix: 2.5,
  /** An alternate name starts with the query. */
  alternatePrefix: 1.5,
  /** A later word of an alternate name starts with the query. */
  alternateWordPrefix: 0.5,
} as const;

function matchLevel(match: SpellingMatch, isPrimary: boolean): number | undefined {
  switch (match) {
    case SPELLING_MATCH.exact:
      return MATCH_LEVEL.exact;
    case SPELLING_MATCH.prefix:
      return isPrimary ? MATCH_LEVEL.namePrefix : MATCH_LEVEL.alternatePrefix;
    case SPELLING_MATCH.wordPrefix:
      return isPrimary ? MATCH_LEVEL.nameWordPrefix : MATCH_LEVEL.alternateWordPrefix;
    default:
      return undefined;
  }
}

/**
 * Ranking blends match level and size: score = LEVEL_WEIGHT × level + log10(population), so a
 * place ten times as populous catches up one match level. A much bigger place can overtake a
 * weaker match, as people expect: for "york", York, England (150,000, exact) comes first and
 * New York City (8.2 M, a later word of its name) within the first five, ahead of Yorkton and
 * the smallest Yorks; "washington" gives Washington, D.C. before the small towns called just
 * Washington. An exact match of comparable size still wins: "paris" is Paris, France before
 * Paris, Texas, "geneva" Genève before Geneva, Illinois, "london" London before London,
 * Ontario. (For "york", any weight from 0.7 to 1.2 keeps York first and New York City in the
 * first five; 1 is the simplest to reason about.) Hand-set.
 */
const LEVEL_WEIGHT = 1;

/**
 * Above this many index candidates (a query of one or two common letters), only the major
 * places' index is searched: a list of 5–10 suggestions for "s" is made of big cities anyway,
 * and scanning tens of thousands of candidates would cost milliseconds per keystroke. Hand-set.
 */
export const BROAD_QUERY_CANDIDATES = 2000;

/** What search uses: the folded spellings, and word indexes over every place and the major places only. */
export interface SearchIndexes {
  spellings: SpellingTable;
  all: WordIndex;
  major: WordIndex;
}

interface ParsedQuery {
  folded: string;
  qualifier: Qualifier | undefined;
}

/** The folded name part of a query: what comes before its ", qualifier". */
export function foldedQueryName(query: string): string {
  const comma = query.indexOf(',');
  return foldText(comma < 0 ? query : query.slice(0, comma));
}

function parseQuery(query: string): ParsedQuery {
  const comma = query.indexOf(',');
  const qualifier = comma < 0 ? '' : foldText(query.slice(comma + 1));
  return { folded: foldedQueryName(query), qualifier: qualifier === '' ? undefined : new Qualifier(qualifier) };
}

// The query word with the fewest index candidates. Any word of a multi-word query works: a
// spelling containing the query at a word start contains each of its words as a word prefix.
function mostSelectiveWord(index: WordIndex, folded: string): string {
  const words = folded.split(' ');
  let best = words[0]!;
  let bestCount = index.candidateCount(best);
  for (const word of words.slice(1)) {
    const count = index.candidateCount(word);
    if (count < bestCount) [best, bestCount] = [word, count];
  }
  return best;
}

/** Throws a TypeError or RangeError unless `query` is a string and `limit` a non-negative integer. */
export function checkSearchArguments(query: unknown, limit: number): asserts query is string {
  if (typeof query !== 'string') throw new TypeError('search: query must be a string');
  if (!Number.isInteger(limit) || limit < 0)
    throw new RangeError(`search: limit must be a non-negative integer, got ${limit}`);
}

/** A place search found, with the score it ranked by (higher is better). */
export interface RankedPlace {
  place: number;
  score: number;
}

/** The best `limit` places for `query`, best first, with their scores. */
export function searchPlaces(table: PlaceTable, indexes: SearchIndexes, query: string, limit: number): RankedPlace[] {
  checkSearchArguments(query, limit);
  const { folded, qualifier } = parseQuery(query);
  if (folded === '' || limit === 0) return [];

  // Best score per place, so one place reached by several spellings is listed once.
  const bestScore = new Map<number, number>();
  let word = mostSelectiveWord(indexes.all, folded);
  let index = indexes.all;
  if (index.candidateCount(word) > BROAD_QUERY_CANDIDATES) {
    index = indexes.major;
    word = mostSelectiveWord(index, folded);
  }
  const { spellings } = indexes;
  index.forEachCandidate(word, (spelling) => {
    const level = matchLevel(spellings.match(spelling, folded), spellings.isPrimary[spelling] === 1);
    if (level === undefined) return;
    const place = spellings.place[spelling]!;
    const score = LEVEL_WEIGHT * level + Math.log10(table.population[place]!);
    const previous = bestScore.get(place);
    if (previous !== undefined && score <= previous) return;
    if (qualifier !== undefined && !qualifier.accepts(table.iso2(place), table.region(place))) return;
    bestScore.set(place, score);
  });

  const ranksAbove = (placeA: number, placeB: number): boolean => {
    const byScore = bestScore.get(placeA)! - bestScore.get(placeB)!;
    return byScore !== 0 ? byScore > 0 : placeA < placeB;
  };
  return bestOf(bestScore.keys(), limit, ranksAbove).map((place) => ({ place, score: bestScore.get(place)! }));
}

// The best `limit` items, best first: an insertion into a short list beats sorting every match
// (thousands for a short prefix) when only a handful are shown.
function bestOf(items: Iterable<number>, limit: number, ranksAbove: (a: number, b: number) => boolean): number[] {
  const best: number[] = [];
  for (const item of items) {
    if (best.length === limit && !ranksAbove(item, best[limit - 1]!)) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    while (at > 0 && ranksAbove(item, best[at - 1]!)) {
      best[at] = best[at - 1]!;
      at -= 1;
    }
    best[at] = item;
  }
  return best;
}
