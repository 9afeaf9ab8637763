// The framework guides start from the example apps' code: every code block of a guide that opens
// with a comment naming a file is that file of its example app, word for word, so the code a
// reader copies is the code the examples' test builds and uses.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Each guide and the example apps its code comes from. */
const GUIDES: Record<string, string[]> = {
  'docs/react-and-next.md': ['next-app', 'react-vite'],
  'docs/vue-and-nuxt.md': ['vue-vite'],
  'docs/svelte.md': ['svelte-vite'],
  'docs/angular.md': ['angular-app'],
};

/** The code blocks whose first line names a file (`// src/App.jsx`, `<!-- src/App.vue -->`): that path and the rest. */
function namedBlocks(markdown: string): { path: string; code: string }[] {
  return [...markdown.matchAll(/```\w*\n([\s\S]*?)```/g)].flatMap((match) => {
    const [first, ...rest] = match[1]!.split('\n');
    const named = /^(?:\/\/|<!--) ((?:[\w.-]+\/)*[\w.-]+\.\w+)(?: -->)?$/.exec(first!);
    return named ? [{ path: named[1]!, code: rest.join('\n') }] : [];
  });
}

describe('the framework guides', () => {
  it.each(Object.entries(GUIDES))("%s: each named file's code is its example app's file", (guide, apps) => {
    const blocks = namedBlocks(readFileSync(join(root, guide), 'utf8'));
    expect(blocks.length).toBeGreaterThan(0);
    for (const { path, code } of blocks) {
      const file = apps.map((app) => join(root, 'examples', app, path)).find((candidate) => existsSync(candidate));
      expect(file, `${guide}: ${path} is in none of ${apps.join(', ')}`).toBeDefined();
      expect(code, `${guide}: ${path}`).toBe(readFileSync(file!, 'utf8'));
    }
  });

  it('reads the file a block names, and only a block that names one', () => {
    expect(namedBlocks('```js\n// vite.config.js\nexport default {};\n```\n```json\n{}\n```\n')).toEqual([{ path: 'vite.config.js', code: 'export default {};\n' }]);
    expect(namedBlocks('```vue\n<!-- src/App.vue -->\n<template />\n```')).toEqual([{ path: 'src/App.vue', code: '<template />\n' }]);
  });
});
