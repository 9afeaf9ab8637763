// A module's tests are found by its path: test/<path>.test.ts for src/<path>.ts, or, when a module
// has several themed files, test/<path>/<theme>.test.ts. Tests that span several modules, and
// checks of the docs, the built package and the code as a whole, live in the folders below
// (test/README.md says what each holds); the browser, cross-engine and bench suites run apart.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const testRoot = join(root, 'test');

/** Folders whose tests mirror no single module, on purpose. */
const SPANNING = ['integration', 'docs', 'package', 'lint'];
/** Folders of other runners (Playwright, the bench) and of shared helpers. */
const ELSEWHERE = ['e2e', 'engines', 'bench', 'support'];

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(testRoot, path)] : [];
  });
}

/** Whether `path` (relative to test/) names a src module, itself or as its themed folder. */
function mirrorsSource(path: string): boolean {
  const module = path.slice(0, -'.test.ts'.length);
  return existsSync(join(root, 'src', `${module}.ts`)) || existsSync(join(root, 'src', `${dirname(module)}.ts`));
}

describe('the layout of the unit tests', () => {
  it('puts every test file beside the path of the module it tests, or in a spanning folder', () => {
    const unit = testFiles(testRoot).filter((path) => ![...SPANNING, ...ELSEWHERE].includes(path.split('/')[0]!));
    expect(unit.length).toBeGreaterThan(50);
    expect(unit.filter((path) => !mirrorsSource(path))).toEqual([]);
  });

  it('knows a misplaced file when it sees one', () => {
    expect(mirrorsSource('components/shared/format.test.ts')).toBe(true);
    expect(mirrorsSource('sources/contract/contract-source/failures.test.ts')).toBe(true);
    expect(mirrorsSource('components/format.test.ts')).toBe(false);
    expect(mirrorsSource('sources/embedded/weather-uv.test.ts')).toBe(false);
  });

  it('keeps each spanning folder, so that the list above stays true', () => {
    for (const folder of SPANNING) expect(existsSync(join(testRoot, folder)), folder).toBe(true);
  });
});
