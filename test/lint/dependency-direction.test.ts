// The layers of src/ (test/lint/layers.ts) held as a linter would hold them: every import of
// every file, type-only and dynamic ones included, goes to its own layer or a lower one, and no
// files import each other in a circle.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, LAYERS, layerOf, specifiersOf, wrongDirections, type Layer } from './layers.ts';

const root = resolve(import.meta.dirname, '../..');

/** Every module of src/ (path relative to src/ → text). */
function sources(): Map<string, string> {
  const paths = (readdirSync(join(root, 'src'), { recursive: true }) as string[]).filter((path) =>
    /\.(ts|mts|mjs|js)$/.test(path),
  );
  return new Map(paths.map((path) => [path.split('\\').join('/'), readFileSync(join(root, 'src', path), 'utf8')]));
}

describe('the layers of src/', () => {
  const graph = importGraph(sources());

  it('reads every module and its imports', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect([...graph.values()].flat().length).toBeGreaterThan(900);
  });

  it('puts every file in a layer, and imports only from its own layer or a lower one', () => {
    expect(wrongDirections(graph)).toEqual([]);
  });

  it('has no import circle among files', () => {
    expect(importCircles(graph).map((circle) => circle.map((file) => `src/${file}`).join(' → '))).toEqual([]);
  });

  it('names each layer once, in order of rank', () => {
    const names = LAYERS.map((layer) => layer.name);
    expect(new Set(names).size).toBe(names.length);
    expect(LAYERS.map((layer) => layer.rank)).toEqual([...LAYERS.map((layer) => layer.rank)].sort((a, b) => a - b));
  });

  it('is the order docs/architecture.md gives', () => {
    const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const section = page.slice(page.indexOf('## Layers'), page.indexOf('\n## ', page.indexOf('## Layers') + 1));
    expect(section.length).toBeGreaterThan(100);
    const mentioned = LAYERS.map((layer) => layer.name).filter((name) => section.includes(`**${name}**`));
    expect(mentioned).toEqual(LAYERS.map((layer) => layer.name));
  });
});

describe('the dependency-direction check', () => {
  const layers: Layer[] = [
    { name: 'low', rank: 0, holds: ['low/'] },
    { name: 'left', rank: 1, holds: ['left/'] },
    { name: 'right', rank: 1, holds: ['right/', 'low/lifted.ts'] },
    { name: 'high', rank: 2, holds: ['high/'] },
  ];
  const fixture = (files: Record<string, string>) => importGraph(new Map(Object.entries(files)));

  it('reads static, type-only, dynamic and re-exporting imports, but not packages', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B } from '../b.js';",
      "export * from './c.ts';",
      "export { d } from './d.ts';",
      "const e = await import('./e.ts');",
      "let f: import('./f.ts').F;",
      "import 'lit';",
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./a.ts', '../b.js', './c.ts', './d.ts', './e.ts', './f.ts', 'lit']);
    expect(fixture({ 'high/x.ts': text, 'b.ts': '' }).get('high/x.ts')).toEqual([
      'high/a.ts',
      'b.ts',
      'high/c.ts',
      'high/d.ts',
      'high/e.ts',
      'high/f.ts',
    ]);
  });

  it('lets a file import its own layer and lower ones', () => {
    const graph = fixture({
      'low/a.ts': '',
      'left/b.ts': "import { a } from '../low/a.ts';",
      'high/c.ts':
        "import type { b } from '../left/b.ts';\nimport { a } from '../low/a.ts';\nimport { d } from './d.ts';",
      'high/d.ts': '',
    });
    expect(wrongDirections(graph, layers)).toEqual([]);
  });

  it('catches a planted upward import, a type-only one too, naming both files and layers', () => {
    const graph = fixture({ 'low/a.ts': "import type { C } from '../high/c.ts';", 'high/c.ts': '' });
    expect(wrongDirections(graph, layers)).toEqual([
      'src/low/a.ts (low, rank 0) imports src/high/c.ts (high, rank 2), a layer above it',
    ]);
  });

  it('catches an import between two layers of one rank, and places a file by its longest prefix', () => {
    const graph = fixture({ 'left/b.ts': "import { lifted } from '../low/lifted.ts';", 'low/lifted.ts': '' });
    expect(wrongDirections(graph, layers)).toEqual([
      'src/left/b.ts (left, rank 1) imports src/low/lifted.ts (right, rank 1), a layer beside it',
    ]);
    expect(layerOf('low/lifted.ts', layers)?.name).toBe('right');
    expect(layerOf('low/other.ts', layers)?.name).toBe('low');
  });

  it('fails on a folder the table does not know', () => {
    const graph = fixture({ 'elsewhere/e.ts': '' });
    expect(wrongDirections(graph, layers)).toEqual([
      'src/elsewhere/e.ts is in no layer: add its folder (elsewhere) to the layer table in test/lint/layers.ts',
    ]);
  });

  it('catches a planted circle, type-only imports included, and names the files around it', () => {
    const graph = fixture({
      'high/a.ts': "import { b } from './b.ts';",
      'high/b.ts': "import type { C } from './c.ts';",
      'high/c.ts': "import { a } from './a.ts';\nimport { d } from './d.ts';",
      'high/d.ts': '',
      'high/self.ts': "export * from './self.ts';",
    });
    expect(importCircles(graph)).toEqual([
      ['high/a.ts', 'high/b.ts', 'high/c.ts', 'high/a.ts'],
      ['high/self.ts', 'high/self.ts'],
    ]);
    expect(importCircles(fixture({ 'high/a.ts': "import { b } from './b.ts';", 'high/b.ts': '' }))).toEqual([]);
  });
});
