// Sizes, counts and timings that the build, the bench or the code decides are never typed into a
// page by hand: they go stale the day the code moves. A page either links to the generated
// sizes page (docs/sizes.md), sits in a generated region, or states a figure through a pin
// (pinned-figures.ts) that a test holds equal to the constant it comes from.
import { type Finding, proseLines } from './doc-pages.ts';

/** A size, a timing or a count of things the build makes, as a pattern over prose. */
export const FIGURE_PATTERNS: readonly RegExp[] = [
  /\b\d[\d,]*(?:\.\d+)?\s?(?:KB|kB|KiB|MB|MiB|GB|bytes)\b/g,
  /\b\d[\d,]*(?:\.\d+)?(?:\s?(?:ms|µs)|\s(?:s|seconds?|minutes?))(?![\w-])/g,
  /\b\d[\d,]*(?:\.\d+)?\s?(?:requests|req) (?:a|per) second\b/g,
  /\b\d[\d,]*\s(?:files|chunks|tiles|places|stations|languages|pages of hashes|station-months|keys|points)\b/g,
];

/** A phrase a page may state because a test holds its figure to its source. */
export interface Pin {
  /** The page, relative to the repository's root. */
  page: string;
  /** The exact words, figure included, as the page says them (any run of whitespace matches any other). */
  says: string;
  /** Where the figure comes from, for the failure message. */
  from: string;
}

// A pinned phrase as a pattern: its words in order across line breaks. In prose, where code spans
// are blanked, a code span of the phrase matches the blank.
const phrasePattern = (says: string, inProse: boolean) =>
  new RegExp(
    (inProse ? says.replace(/`[^`]*`/g, ' ') : says)
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
    'g',
  );

/** Every figure of a page's prose that is neither generated nor pinned. */
export function handTypedFigures(page: string, markdown: string, pins: readonly Pin[]): Finding[] {
  const lines = proseLines(markdown);
  // The prose as one text, line numbers kept, with each pinned phrase blanked out.
  let prose = lines.map((line) => line.text).join('\n');
  for (const pin of pins.filter((candidate) => candidate.page === page))
    prose = prose.replace(phrasePattern(pin.says, true), (phrase) => phrase.replace(/[^\n]/g, ' '));
  return prose.split('\n').flatMap((text, index) =>
    FIGURE_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ page, line: lines[index]!.line, phrase: match[0] }))),
  );
}

/** Whether `markdown` says the pinned phrase (whitespace-insensitive, code spans included). */
export function saysPinned(markdown: string, says: string): boolean {
  return phrasePattern(says, false).test(markdown);
}
