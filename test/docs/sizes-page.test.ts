// docs/sizes.md is committed so that GitHub and npm show its figures; it must be the build's.
// Reads dist/, which `npm run build` (run by `npm test` before vitest) has written.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sizesPage, worldCounts } from '../../src/build/docs/sizes-page.ts';
import { reportScript } from '../../src/build/script-report.ts';

const root = resolve(import.meta.dirname, '../..');

describe('docs/sizes.md', () => {
  it('holds the sizes and counts of the build in dist/ (`npm run docs` writes it again)', () => {
    const built = sizesPage(reportScript(resolve(root, 'dist')), worldCounts(resolve(root, 'dist/data')));
    const committed = readFileSync(resolve(root, 'docs/sizes.md'), 'utf8');
    // One line a difference, so the failure says which figure moved.
    const moved = built.split('\n').filter((line, index) => committed.split('\n')[index] !== line);
    expect(moved, 'docs/sizes.md is not the build\'s: run `npm run docs` and commit docs/sizes.md').toEqual([]);
    expect(committed).toBe(built);
  });
});
