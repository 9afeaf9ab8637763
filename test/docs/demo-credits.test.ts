// The demo's footer credits the data the embedded world is made from, as the README's licences
// list it, and nothing the world is not made from.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(readFileSync(resolve(root, 'index.html'), 'utf8'))![1]!.replace(/\s+/g, ' ');
const licences = readFileSync(resolve(root, 'README.md'), 'utf8').slice(readFileSync(resolve(root, 'README.md'), 'utf8').indexOf('## Licences'));

describe("the demo's credits", () => {
  it.each(['GeoNames', 'CRU TS', 'ERA5', 'MERRA-2', 'ETOPO 2022'])('names %s, which the README licences', (source) => {
    expect(licences).toContain(source);
    expect(footer).toContain(source);
  });

  it('credits no climate classification, which the world does not read', () => {
    expect(footer).not.toMatch(/Kottek|Rubel|Climate classes/);
  });
});
