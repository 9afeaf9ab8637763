// `npx tsx test/docs/prose/lint-docs.ts [page.md …]`: the prose lints over the pages named (every
// page the tests lint, and those of NOT_YET_LINTED, when none is), one finding a line as
// `file:line: "phrase" why`. The tests run the same checks; this runs them over any page at once.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatFindings, lintedPages, NOT_YET_LINTED, readPage, ROOT } from './doc-pages.ts';
import { handTypedFigures } from './hand-typed-figures.ts';
import { historicalPhrases } from './historical-phrasing.ts';
import { longParagraphs, placeholders } from './prose-checks.ts';
import { PINNED_FIGURES } from './pinned-figures.ts';

const pages = process.argv.length > 2 ? process.argv.slice(2) : [...lintedPages(), ...NOT_YET_LINTED.filter((page) => existsSync(join(ROOT, page)))];
const report = pages
  .flatMap((page) => {
    const markdown = readPage(page);
    return [
      formatFindings(historicalPhrases(page, markdown), 'tells history'),
      formatFindings(handTypedFigures(page, markdown, PINNED_FIGURES), 'is typed by hand'),
      formatFindings(placeholders(page, markdown), 'is a placeholder'),
      formatFindings(longParagraphs(page, markdown), 'is too long'),
    ];
  })
  .filter((lines) => lines !== '');
console.log(report.length === 0 ? `docs: ${pages.length} pages, no findings` : report.join('\n'));
process.exitCode = report.length === 0 ? 0 : 1;
