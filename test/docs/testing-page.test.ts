// docs/testing.md shows a complete spec; the suite runs that spec (the "docs" Playwright project),
// and this keeps the page showing it as it is.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

describe('docs/testing.md', () => {
  it('shows the example spec the suite runs, to the letter', () => {
    const spec = read('docs/examples/weather-page.spec.ts');
    const blocks = [...read('docs/testing.md').matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toContain(spec);
  });

  it('names every export of weather-widgets/testing', () => {
    const entry = read('src/testing/index.ts');
    const names = [...entry.matchAll(/export \{([^}]+)\}/g)].flatMap((match) => match[1]!.split(',').map((name) => name.trim()).filter((name) => !name.startsWith('type ')));
    const page = read('docs/testing.md');
    for (const name of names) expect(page, name).toContain(`\`${name}`);
  });

  it('names the markup of the page it runs against, whose lang decides nothing of the units', () => {
    const spec = read('docs/examples/weather-page.spec.ts');
    const page = read('test/e2e/sites/weather.html');
    const named = [...spec.split('\n\n')[0]!.matchAll(/<([a-z-]+)((?: [a-z-]+="[^"]*")*)>/g)];
    expect(named.map((tag) => tag[1])).toEqual(['html', 'weather-search', 'weather-forecast']);
    for (const [, tag, attributes] of named) expect(page).toContain(`<${tag}${attributes}`);
    // The example spec expects °C from a lang="en" page: it must say that its visitor is British.
    expect(spec).toContain("locale: 'en-GB'");
  });
});
