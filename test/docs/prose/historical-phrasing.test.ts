// The docs say what is true in the present tense; how it came to be is in CHANGELOG.md.
import { describe, expect, it } from 'vitest';
import { formatFindings, lintedPages, readPage } from './doc-pages.ts';
import { historicalPhrases } from './historical-phrasing.ts';

describe('historical phrasing in the docs', () => {
  it.each(lintedPages())('%s says what is, not what was', (page) => {
    expect(formatFindings(historicalPhrases(page, readPage(page)), 'tells history: say what is true, and put the history in CHANGELOG.md')).toBe('');
  });

  it("leaves the words the widgets and the console say to them", () => {
    const page = ['The card says "Weather is unavailable right now." with a Retry button.', 'Console: *Access to script', "at '…' has been blocked by CORS policy* (Chrome)."].join('\n');
    expect(historicalPhrases('x.md', page)).toEqual([]);
  });

  it('finds the markers of history, and not the same words in code', () => {
    const page = [
      'The worker was inlined in the script.',
      'It no longer copies files; the engine went from 30 to 28 KB.',
      'Since 2026-11-27 the cache is shared; in March 2026 it is not.',
      'The engine is now faster. `data-now` is an attribute.',
      '```js',
      'const was = 1;',
      '```',
      'The script loads the worker. <!-- it was inlined -->',
    ].join('\n');
    expect(historicalPhrases('x.md', page).map((finding) => [finding.line, finding.phrase])).toEqual([
      [1, 'The worker was inlined in the'],
      [2, 'It no longer copies files; the'],
      [2, 'the engine went from 30 to'],
      [3, 'Since 2026-11-27 the cache is'],
      [3, 'shared; in March 2026 it is not.'],
      [4, 'engine is now faster. is an'],
    ]);
  });
});
