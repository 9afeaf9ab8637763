// Which name chunk answers a search, exactly as the whole index would.
//
// Search scans the candidates of one query word: the most selective, or, when every word is
// "heavy" (more than BROAD_QUERY_CANDIDATES candidates), only the major places. A place that
// matches has a spelling holding every query word at a word start. So any query word that is
// not heavy leads to the same answer, and the chunk keyed by that word's shortest prefix that
// is not heavy holds every place it can match: each of their words starting with the query
// word has that same shortest prefix (prefixes of a heavy prefix are heavy). A broad query
// goes to the major places with a word starting as its first word of two or more characters
// does (or, when every word is a single character, as its first word).
import { keyText } from '../gazetteer/word-index.ts';

/** The key text of a word's shortest prefix that is not heavy; undefined if the word itself is heavy. */
export function lightPrefix(word: string, heavy: ReadonlySet<string>): string | undefined {
  const key = keyText(word);
  for (let length = 1; length <= key.length; length += 1) {
    const prefix = key.slice(0, length);
    if (!heavy.has(prefix)) return prefix;
  }
  return undefined;
}

/** Where a folded query name is answered: a name chunk's key, a major chunk's key, or nowhere (a blank query). */
export type NameRoute = { index: 'chunks' | 'major' | 'initials'; key: string } | undefined;

/** The chunk that answers a folded query name (see above). */
export function routeQuery(foldedName: string, heavy: ReadonlySet<string>): NameRoute {
  const words = foldedName.split(' ').filter((word) => word !== '');
  if (words.length === 0) return undefined;
  for (const word of words) {
    const prefix = lightPrefix(word, heavy);
    if (prefix !== undefined) return { index: 'chunks', key: prefix };
  }
  const longer = words.find((word) => word.length >= 2);
  return longer === undefined
    ? { index: 'initials', key: keyText(words[0]!) }
    : { index: 'major', key: majorKey(longer) };
}

/** A word's key among the major places: its first two characters. */
export function majorKey(word: string): string {
  return keyText(word.slice(0, 2));
}
