// Everything a widget shows comes from a source we do not trust; Lit escapes it only if we never
// hand it markup. And a site with a strict Content-Security-Policy blocks inline style
// attributes, so the elements must style themselves through adopted stylesheets only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function offenders(folder: string, pattern: RegExp): string[] {
  return sourceFiles(resolve(root, folder))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
}

describe('markup from data', () => {
  it('never passes through unsafeHTML or unsafeSVG anywhere in the product', () => {
    expect(offenders('src', /\bunsafe(HTML|SVG|Static)\b/)).toEqual([]);
  });

  it('never writes HTML strings into the DOM by hand', () => {
    expect(offenders('src', /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write\(/)).toEqual([]);
  });
});

describe('styles under a strict Content-Security-Policy', () => {
  it('puts no style attribute in any element template', () => {
    expect(offenders('src/components', /\sstyle\s*=\s*["'$]/)).toEqual([]);
  });

  it('does not use styleMap, whose first render writes a style attribute', () => {
    expect(offenders('src/components', /\bstyleMap\b/)).toEqual([]);
  });
});
