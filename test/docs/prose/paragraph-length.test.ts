// Readers scan: a paragraph or a list item of more than about 120 words hides its point.
import { describe, expect, it } from 'vitest';
import { formatFindings, lintedPages, readPage } from './doc-pages.ts';
import { longParagraphs, MAX_WORDS } from './prose-checks.ts';

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
