// Most names and queries are plain words of ASCII letters: for them folding is just
// lowercasing. A module of its own, so that the worker can route a plain query to its name
// chunk before the engine (and fold-text.ts's Unicode tables) arrive.
const PLAIN_WORDS = /^[A-Za-z]+( [A-Za-z]+)*$/;

/** The folding (fold-text.ts foldText) of text made of plain ASCII words: lowercase; undefined for any other text. */
export function foldPlainWords(text: string): string | undefined {
  return PLAIN_WORDS.test(text) ? text.toLowerCase() : undefined;
}

/** The folded name of a query's place, the part before any comma, if it is plain ASCII words. */
export function foldPlainPlaceName(query: string): string | undefined {
  const comma = query.indexOf(',');
  return foldPlainWords((comma < 0 ? query : query.slice(0, comma)).trim());
}
