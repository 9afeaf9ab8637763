// Readers scan: a paragraph or a list item of more than about 120 words hides its point.
import { describe, expect, it } from 'vitest';
import { formatFindings, lintedPages, paragraphs, readPage } from './doc-pages.ts';

/** The most words a paragraph (or a list item) may have. */
export const MAX_WORDS = 120;

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{Letter}\p{Number}]/u.test(word)).length;

/** Every paragraph of a page over MAX_WORDS, named by its first line and first words. */
export function longParagraphs(page: string, markdown: string) {
  return paragraphs(markdown)
    .filter((paragraph) => words(paragraph.text) > MAX_WORDS)
    .map((paragraph) => ({ page, line: paragraph.line, phrase: `${paragraph.text.split(/\s+/).slice(0, 8).join(' ')} … (${words(paragraph.text)} words)` }));
}

describe('paragraph length in the docs', () => {
  it.each(lintedPages())(`%s has no paragraph over ${MAX_WORDS} words`, (page) => {
    expect(formatFindings(longParagraphs(page, readPage(page)), `is too long: split it, or make it a list or a table`)).toBe('');
  });

  it('counts a list item as a paragraph, and leaves code out', () => {
    const long = Array.from({ length: 130 }, (_, index) => `word${index}`).join(' ');
    const page = ['Short one.', '', `- ${long.slice(0, 400)}`, `  ${long.slice(400)}`, '', '```', long, '```'].join('\n');
    expect(longParagraphs('x.md', page).map((finding) => finding.line)).toEqual([3]);
  });
});
