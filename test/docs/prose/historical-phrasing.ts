// Words that tell a page's history instead of what is true: "was", "no longer", "went from",
// dates. History belongs in CHANGELOG.md and the commit log; a page says what the code does.
import { type Finding, proseLines } from './doc-pages.ts';

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** Each marker of history, as a pattern over a prose line (case-insensitive, whole words). */
export const HISTORICAL_MARKERS: readonly RegExp[] = [
  /\b(?:was|were|had|came|went|grew|became|used to|no longer|any ?more|anymore)\b/gi,
  /\b(?:has|have) been\b/gi,
  // Not "today": a forecast's first day is called so. A size "today" is the figures lint's.
  /\b(?:previously|formerly|originally|at first|so far|until now|nowadays|these days|now)\b/gi,
  /\b(?:coming next|in the future|the old|the new|not yet|is planned|will soon)\b/gi,
  /\bwe (?:kept|tried|chose|moved|found|measured|added|removed|replaced|dropped|changed|decided)\b/gi,
  // Split so that the citations lint does not read the pattern as a citation.
  new RegExp('\\b(?:the ' + 'issue|departed from|design ' + 'notes)\\b', 'gi'),
  /\b(?:19|20)\d\d-\d\d(?:-\d\d)?\b/g,
  new RegExp(`\\b(?:${MONTHS})(?: \\d{1,2},?)? (?:19|20)\\d\\d\\b`, 'g'),
];

// Words quoted from the widgets or the console ("Weather is unavailable right now.", *…has been
// blocked by CORS*) are theirs, not the page's.
const QUOTED = /"[^"\n]*(?:\n[^"\n]*)?"|“[^”]*”|(?<![*\w])\*[^*\s][^*]*\*(?![*\w])/g;

/** Every historical marker in a page's prose. */
export function historicalPhrases(page: string, markdown: string): Finding[] {
  const lines = proseLines(markdown);
  // Quotes may span lines: blank them in the prose as one text, line breaks kept.
  const unquoted = lines
    .map((line) => line.text)
    .join('\n')
    .replace(QUOTED, (quote) => quote.replace(/[^\n]/g, ' '))
    .split('\n');
  return unquoted.flatMap((text, index) =>
    HISTORICAL_MARKERS.flatMap((marker) =>
      [...text.matchAll(marker)].map((match) => ({ page, line: lines[index]!.line, phrase: context(text, match.index, match[0].length) })),
    ),
  );
}

// The marker with a few words either side, so a writer finds it at a glance.
function context(text: string, start: number, length: number): string {
  const before = text.slice(0, start).split(/\s+/).slice(-3).join(' ');
  const after = text.slice(start + length).split(/\s+/).slice(0, 4).join(' ');
  return `${before}${text.slice(start, start + length)}${after ? ' ' + after.trim() : ''}`.replace(/\s+/g, ' ').trim();
}
