// A reader on GitHub or npm sees the Markdown as it is committed: a `%NAME%` placeholder would
// show raw there (and an integrity value a browser cannot parse is no integrity at all).
import { describe, expect, it } from 'vitest';
import { formatFindings, lintedPages, proseLines, readPage } from './doc-pages.ts';
import { placeholders } from './prose-checks.ts';

describe('placeholders in the docs', () => {
  it.each(['CONTRIBUTING.md', 'CHANGELOG.md', ...lintedPages()])('%s shows no placeholder raw', (page) => {
    expect(formatFindings(placeholders(page, readPage(page)), 'shows raw on GitHub and npm: write the value (kept true by a test) or link to docs/sizes.md')).toBe('');
  });

  it('finds a placeholder in code too, and leaves percentages alone', () => {
    const page = 'At 100 % of 50 %.\n```html\n<script integrity="%SCRIPT_INTEGRITY%"></script>\n```';
    expect(placeholders('x.md', page)).toEqual([{ page: 'x.md', line: 3, phrase: '%SCRIPT_INTEGRITY%' }]);
    expect(proseLines(page)).toHaveLength(1);
  });
});
