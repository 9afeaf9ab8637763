// Which parts of a place name match what the visitor typed, ignoring case and accents, so that
// typing "sao" marks "São". The text is folded one code point at a time (NFD, marks dropped,
// lower case) and every folded unit remembers where it came from, so a match maps back onto the
// original text even where folding changes lengths ("İ" → "i̇" → "i").

/** A run of the original text, matched or not. */
export interface Segment {
  text: string;
  match: boolean;
}

interface Folded {
  /** The folded text. */
  text: string;
  /** For each UTF-16 unit of `text`, the start of its code point in the original. */
  start: number[];
  /** For each UTF-16 unit of `text`, the end of its code point in the original. */
  end: number[];
}

const MARKS = /\p{M}/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Lower case without accents: what the comparison sees. */
export function foldText(text: string): string {
  return text.normalize('NFD').toLowerCase().normalize('NFD').replace(MARKS, '');
}

function fold(text: string): Folded {
  const folded: Folded = { text: '', start: [], end: [] };
  let index = 0;
  for (const char of text) {
    const part = foldText(char);
    folded.text += part;
    for (let unit = 0; unit < part.length; unit++) {
      folded.start.push(index);
      folded.end.push(index + char.length);
    }
    index += char.length;
  }
  return folded;
}

/** The first occurrence of `needle`, preferring one at the start of a word; -1 when absent. */
function find(haystack: string, needle: string, taken: [number, number][]): number {
  let first = -1;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (taken.some(([s, e]) => at < e && at + needle.length > s)) continue;
    if (at === 0 || !WORD_CHAR.test(haystack[at - 1]!)) return at;
    if (first === -1) first = at;
  }
  return first;
}

/** Ranges of the folded text that match: the whole query if it occurs, else each of its words. */
function matchRanges(folded: string, query: string): [number, number][] {
  const whole = find(folded, query, []);
  if (whole !== -1) return [[whole, whole + query.length]];
  const ranges: [number, number][] = [];
  // Longest words first, so "a" cannot take the place of "aldeia".
  const words = query.split(' ').sort((a, b) => b.length - a.length);
  for (const word of words) {
    const at = find(folded, word, ranges);
    if (at !== -1) ranges.push([at, at + word.length]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

function charAt(text: string, index: number): string {
  return index < text.length ? String.fromCodePoint(text.codePointAt(index)!) : '';
}

/**
 * Splits `text` into matched and unmatched runs for `query` (case- and accent-insensitive; the
 * whole query where it occurs, otherwise each whitespace-separated word once). Joined, the runs
 * give back `text` unchanged.
 */
export function highlightMatch(text: string, query: string): Segment[] {
  const needle = foldText(query).trim().replace(/\s+/gu, ' ');
  const folded = fold(text);
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [from, to] of matchRanges(folded.text, needle)) {
    const start = Math.max(folded.start[from]!, cursor);
    let end = folded.end[to - 1]!;
    // Keep combining marks that fold to nothing with the letter they belong to.
    for (let next = charAt(text, end); next && foldText(next) === ''; next = charAt(text, end)) end += next.length;
    if (end <= start) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
