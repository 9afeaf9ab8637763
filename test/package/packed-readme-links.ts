// The README's relative links that lead nowhere in the packed package. npm shows the README of the
// tarball and resolves its relative links against `repository`; a reader of node_modules follows
// them in the package itself. So each one must be a file packed beside it, anchors included.
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { headingAnchors, linkTargets } from '../../src/build/docs/markdown-links.ts';

export function brokenPackedReadmeLinks(repoRoot: string, packedFiles: readonly string[]): string[] {
  const files = new Set(packedFiles);
  const broken: string[] = [];
  if (!files.has('README.md')) return ['README.md (not packed)'];
  for (const target of linkTargets(readFileSync(join(repoRoot, 'README.md'), 'utf8'))) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const file = normalize(path === '' ? 'README.md' : path);
    if (!files.has(file)) broken.push(`${target} (not packed)`);
    else if (
      anchor !== undefined &&
      file.endsWith('.md') &&
      !headingAnchors(readFileSync(join(repoRoot, file), 'utf8')).has(anchor)
    )
      broken.push(`${target} (no heading #${anchor})`);
  }
  return broken;
}
