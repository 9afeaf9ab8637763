// docs/accessibility.md names every WCAG criterion the suite checks, and no other: each browser
// spec says which criteria it covers in a "WCAG 2.2:" line, and the page's table lists them,
// linking to the specs that check each.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const CRITERION = /\b\d\.\d{1,2}\.\d{1,2}\b/g;

/** The criteria each browser spec claims, by its path from the root. */
function claimedBySpecs(): Map<string, string[]> {
  const claims = new Map<string, string[]>();
  for (const folder of ['test/e2e', 'test/engines']) {
    for (const name of readdirSync(join(root, folder)).filter((file) => file.endsWith('.spec.ts'))) {
      const line = readFileSync(join(root, folder, name), 'utf8').match(/^\/\/ WCAG 2\.2: (.+)$/m)?.[1];
      if (line) claims.set(`${folder}/${name}`, line.match(CRITERION) ?? []);
    }
  }
  return claims;
}

/** The page's table: each criterion with the specs it links to, by path from the root. */
function tableOfPage(): Map<string, string[]> {
  const page = readFileSync(join(root, 'docs/accessibility.md'), 'utf8');
  const section = page.split('## What the tests check')[1]!.split('\n## ')[0]!;
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n').filter((row) => /^\| \d/.test(row))) {
    const criterion = line.match(CRITERION)![0];
    const links = [...line.matchAll(/\]\(\.\.\/(test\/[^)]+)\)/g)].map((match) => match[1]!);
    rows.set(criterion, links);
  }
  return rows;
}

describe('docs/accessibility.md', () => {
  const claims = claimedBySpecs();
  const table = tableOfPage();

  it('finds the specs’ claims and the page’s table', () => {
    expect(claims.size).toBeGreaterThan(3);
    expect(table.size).toBeGreaterThan(3);
  });

  it('names every criterion a spec checks, and only those', () => {
    const claimed = [...new Set([...claims.values()].flat())].sort();
    expect([...table.keys()].sort()).toEqual(claimed);
  });

  it('links each criterion to every spec that checks it', () => {
    const wrong: string[] = [];
    for (const [criterion, links] of table) {
      const checking = [...claims].filter(([, criteria]) => criteria.includes(criterion)).map(([spec]) => spec);
      if ([...links].sort().join() !== checking.sort().join())
        wrong.push(`${criterion}: links ${links.join(', ')}; checked by ${checking.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
