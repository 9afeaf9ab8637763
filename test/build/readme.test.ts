// The README's snippet is what site owners paste: its integrity hash must be the built script's.
// Reads dist/, which `npm run build` (run by `npm test` before vitest) has just written.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');

describe('the README', () => {
  it('shows the script tag with the SRI hash of the script the build writes', () => {
    const built = `sha384-${createHash('sha384').update(readFileSync(resolve(root, 'dist/weather-widgets.js'))).digest('base64')}`;
    const shown = [...readme.matchAll(/integrity="(sha384-[^"]+)"/g)].map((match) => match[1]);
    expect(shown.length, 'the README shows the script tag with its integrity attribute').toBeGreaterThan(0);
    // When this fails, paste the hash `npm run build` prints into the README's quick start.
    expect(shown).toEqual(shown.map(() => built));
  });
});
