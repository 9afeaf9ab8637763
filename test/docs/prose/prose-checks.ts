// The prose checks that need no table of their own: placeholders a program was meant to fill
// in, and paragraphs too long to scan.
import { type Finding, paragraphs } from './doc-pages.ts';

/** Every `%NAME%` placeholder of a page, in prose or in code. */
export function placeholders(page: string, markdown: string): Finding[] {
  return markdown.split('\n').flatMap((text, index) => [...text.matchAll(/%[A-Z][A-Z0-9_]*%/g)].map((match) => ({ page, line: index + 1, phrase: match[0] })));
}

/** The most words a paragraph (or a list item) may have. */
export const MAX_WORDS = 120;

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{Letter}\p{Number}]/u.test(word)).length;

/** Every paragraph of a page over MAX_WORDS, named by its first line and first words. */
export function longParagraphs(page: string, markdown: string) {
  return paragraphs(markdown)
    .filter((paragraph) => words(paragraph.text) > MAX_WORDS)
    .map((paragraph) => ({ page, line: paragraph.line, phrase: `${paragraph.text.split(/\s+/).slice(0, 8).join(' ')} … (${words(paragraph.text)} words)` }));
}

