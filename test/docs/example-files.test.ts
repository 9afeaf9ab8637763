// The code a guide shows is the code the suite runs: a fenced block right after a comment
// `<!-- file: <path> -->` is that file (its path from docs/) to the letter, and the file is run
// by a browser spec (test/e2e/docs-how-tos.spec.ts), a test, or is one itself.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintedPages, readPage } from './prose/doc-pages.ts';

const root = resolve(import.meta.dirname, '../..');

/** Each block a page marks as a file: the file's path from docs/ and the block's code. */
export function exampleBlocks(markdown: string): { path: string; code: string }[] {
  return [...markdown.matchAll(/^<!-- file: ((?:\.\.\/)*[\w./-]+) -->\n```\w*\n([\s\S]*?)^```$/gm)].map((match) => ({ path: match[1]!, code: match[2]! }));
}

/** The how-to guides whose code is a page the suite runs: each opens with it. */
const HOW_TOS = ['docs/wordpress-and-static-sites.md', 'docs/hosting-on-a-cdn.md', 'docs/real-weather.md'];

describe('the guides show the example files the suite runs', () => {
  it('the tutorial builds its page in the two steps the suite runs', () => {
    expect(exampleBlocks(readPage('docs/first-forecast.md')).map((block) => block.path)).toEqual(['examples/first-forecast.html', 'examples/first-forecast-with-search.html']);
  });

  it.each(HOW_TOS)('%s opens with code the suite runs, within its first screen', (page) => {
    const markdown = readPage(page);
    const first = exampleBlocks(markdown)[0];
    expect(first, `${page} shows no example file`).toBeDefined();
    expect(markdown.slice(0, markdown.indexOf(first!.code)).split('\n').length, 'lines before the first code').toBeLessThanOrEqual(15);
  });

  it.each(['docs/redis-behind-a-load-balancer.md', 'docs/changing-the-layout.md'])('%s opens with commands to run, within its first screen', (page) => {
    const markdown = readPage(page);
    expect(markdown.slice(0, markdown.indexOf('```sh\n')).split('\n').length, 'lines before the first code').toBeLessThanOrEqual(15);
  });

  it.each(lintedPages())("%s: every example block is its file's text", (page) => {
    for (const { path, code } of exampleBlocks(readPage(page))) {
      const file = resolve(root, 'docs', path);
      expect(existsSync(file), `${page} shows docs/${path}, which does not exist`).toBe(true);
      expect(code, `${page}'s block of docs/${path}`).toBe(readFileSync(file, 'utf8'));
    }
  });
});
