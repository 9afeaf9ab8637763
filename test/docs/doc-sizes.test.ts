// The sizes the README and the page API state are the build's: a page that says "the 48 KB
// script" while the build writes 52 KB misleads a site owner weighing the embed. So the pages
// name each size by placeholder, and the docs are rendered with the build's figures (doc-figures.ts).
// Reads dist/, which `npm run build` (run by `npm test` before vitest) has written.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFigures, FIGURES_FILE, placeholdersIn } from '../../src/build/docs/doc-figures.ts';
import { renderDocPage } from '../../src/build/docs/render-docs.ts';
import { reportScript } from '../../src/build/script-report.ts';

const root = resolve(import.meta.dirname, '../..');
const figures = docFigures(reportScript(resolve(root, 'dist')));
const pages = [
  { markdown: 'README.md', served: 'index.html', sizes: ['%SCRIPT_KB%', '%WORKER_KB%', '%ENGINE_KB%', '%NAMED_FORECAST_KB%'] },
  { markdown: 'docs/page-api.md', served: 'page-api.html', sizes: ['%SCRIPT_KB%', '%WORKER_KB%', '%MESSAGES_KB%', '%ENGINE_KB%', '%MANIFEST_KB%', '%NAMED_FORECAST_KB%', '%COORDINATE_FORECAST_KB%', '%TYPED_PREFIX_KB%', '%UPSTREAM_SOURCES_KB%', '%MAIN_THREAD_KB%', '%DETAILS_KB%'] },
];

describe('sizes stated in the docs', () => {
  it.each(pages)('$markdown names each size by placeholder, and only placeholders the build fills', ({ markdown, sizes }) => {
    const text = readFileSync(resolve(root, markdown), 'utf8');
    expect(placeholdersIn(text)).toEqual(expect.arrayContaining(sizes));
    expect(placeholdersIn(text).filter((placeholder) => !(placeholder in figures))).toEqual([]);
  });

  it('has the script, the worker and the engine in the README as placeholders, never a size typed in', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).not.toMatch(/\d+(\.\d)? KB (script|worker|engine)\b/);
  });

  it.each(pages)('$markdown is served with the sizes of the build in dist/', ({ markdown, served, sizes }) => {
    expect(JSON.parse(readFileSync(resolve(root, 'dist', FIGURES_FILE), 'utf8'))).toEqual(figures);
    const page = renderDocPage(served, resolve(root, markdown));
    expect(placeholdersIn(page)).toEqual([]);
    for (const size of sizes) expect(page, size).toContain(`${figures[size]} KB`);
  });
});
