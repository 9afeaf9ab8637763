// docs/testing.md shows the specs of docs/examples/, one per need; the suite runs them (the "docs"
// Playwright project) against the site pages they name, and this keeps the page showing them as
// they are.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const specs = readdirSync(resolve(root, 'docs/examples')).filter((name) => name.endsWith('.spec.ts'));

describe('docs/testing.md', () => {
  it('shows every example spec the suite runs, to the letter, and links it', () => {
    const page = read('docs/testing.md');
    const blocks = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(specs.length).toBeGreaterThanOrEqual(6);
    for (const name of specs) {
      expect(blocks, name).toContain(read(`docs/examples/${name}`));
      expect(page, name).toContain(`(examples/${name})`);
    }
  });

  it('names every export of weather-widgets/testing', () => {
    const entry = read('src/testing/index.ts');
    const names = [...entry.matchAll(/export \{([^}]+)\}/g)].flatMap((match) =>
      match[1]!
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type ')),
    );
    const page = read('docs/testing.md');
    for (const name of names) expect(page, name).toContain(`\`${name}`);
  });

  it('names the markup of the page each spec runs against', () => {
    for (const name of specs) {
      const spec = read(`docs/examples/${name}`);
      const header = spec.split('\nimport ')[0]!;
      const site = /\/([\w-]+\.html)/.exec(header)?.[1];
      expect(site, `${name} names its page`).toBeDefined();
      const page = read(`test/e2e/sites/${site}`);
      const named = [...header.matchAll(/<([a-z-]+)((?: [a-z-]+="[^"]*")*)>/g)];
      expect(named.length, name).toBeGreaterThan(0);
      for (const [, tag, attributes] of named) expect(page, name).toContain(`<${tag}${attributes}`);
    }
  });

  it('keeps the visitor British where a spec expects °C from a lang="en" page', () => {
    // Playwright's default visitor is en-US, who sees °F on a page whose lang names no region.
    for (const name of ['weather-page.spec.ts', 'scripting-answers.spec.ts', 'time.spec.ts'])
      expect(read(`docs/examples/${name}`), name).toContain("locale: 'en-GB'");
  });
});
