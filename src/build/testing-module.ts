// weather-widgets/testing's ES module: the CommonJS build itself, re-exported. A CommonJS spec
// that loads the entry by `require` (Playwright compiles `import` so) and by `import()` then gets
// one copy of it, as does an ES module project: one registry of the pages' hooks and scripted
// answers, which the fixture checks at each test's end. Two copies would each see half.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

/** Writes `dist/testing.js`, naming every export of `dist/testing.cjs` (which it loads to list them). */
export function writeTestingModule(dist: string): void {
  const entry = resolve(dist, 'testing.cjs');
  const names = Object.keys(createRequire(entry)(entry) as Record<string, unknown>).filter(
    (name) => name !== 'default' && name !== '__esModule',
  );
  if (names.length === 0) throw new Error(`build: ${entry} exports nothing`);
  writeFileSync(
    resolve(dist, 'testing.js'),
    `// weather-widgets/testing as an ES module: the CommonJS entry itself, so that import, import()\n` +
      `// and require all load one copy of it.\n` +
      `import testing from './testing.cjs';\n\n` +
      `export const { ${names.join(', ')} } = testing;\n`,
  );
}
