// Every relative link of the README and the docs pages leads somewhere: a file that exists and,
// with an #anchor, a heading of that page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, headingSlug, linkTargets } from '../../src/build/docs/markdown-links.ts';

const root = resolve(import.meta.dirname, '../..');
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

describe('the docs', () => {
  it('names headings as GitHub does', () => {
    expect(headingSlug('`<weather-forecast>`')).toBe('weather-forecast');
    expect(headingSlug('Keys, tiers and the rate limit')).toBe('keys-tiers-and-the-rate-limit');
    expect(headingSlug('In React 19')).toBe('in-react-19');
  });

  it.each(pages)('%s: every relative link resolves, anchors included', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    const broken: string[] = [];
    for (const target of linkTargets(text)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path === '' ? join(root, page) : resolve(dirname(join(root, page)), path);
      if (!existsSync(file)) {
        broken.push(`${target} (no ${relative(root, file)})`);
        continue;
      }
      if (anchor !== undefined && file.endsWith('.md') && !headingAnchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${target} (no heading #${anchor})`);
    }
    expect(broken).toEqual([]);
  });

  it('keeps the README a front page of about 150 lines at most', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(150);
  });
});
