// Each file of src/ is compiled in the realm it runs in, with that realm's globals only
// (tsconfig.page.json: DOM; tsconfig.worker.json: WebWorker; tsconfig.node.json: Node;
// tsconfig.build.json: the build and the testing entry), so that `npm run typecheck` fails on a
// file that reaches for another realm's globals. Here: no file of src/ is left out of every realm.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const REALMS = ['page', 'worker', 'node', 'build'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [relative(root, path)] : [];
  });
}

// The files a realm's program compiles: those it includes and everything they import.
function compiledIn(realm: string): string[] {
  const tsc = resolve(root, 'node_modules/.bin/tsc');
  const listed = execFileSync(tsc, ['-p', `tsconfig.${realm}.json`, '--listFilesOnly'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .map((line) => relative(root, line.trim()))
    .filter((path) => path.startsWith('src/'));
}

describe('the realms of src/', () => {
  it('compile every source file in at least one realm', () => {
    const compiled = new Set(REALMS.flatMap(compiledIn));
    expect(sourceFiles(resolve(root, 'src')).filter((path) => !compiled.has(path))).toEqual([]);
  });

  it('keep the elements out of the worker and Node, and the worker out of the page', () => {
    const worker = compiledIn('worker');
    const node = compiledIn('node');
    const pageOnly = (path: string) =>
      /^src\/(components\/weather-|components\/define-|page-client\/|targets\/[^/]+\/page)/.test(path);
    expect(worker.filter(pageOnly)).toEqual([]);
    expect(node.filter(pageOnly)).toEqual([]);
    expect(compiledIn('page').filter((path) => path.startsWith('src/server/'))).toEqual([]);
  });
});
