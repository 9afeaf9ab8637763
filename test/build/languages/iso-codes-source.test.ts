// Debian's iso-codes as the refresh reads it, where the package is installed (data/README.md).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { subdivisionNamesIn } from '../../../src/build/languages/iso-codes-source.ts';

const installed = existsSync('/usr/share/iso-codes/json/iso_3166-2.json') ? undefined : 'iso-codes is not installed';

describe("iso-codes' names of the subdivisions", () => {
  it('names a subdivision by its ISO code in the catalogs’ language, later catalogs winning', ({ skip }) => {
    skip(installed !== undefined, installed);
    const dutch = subdivisionNamesIn('/', ['nl']);
    expect(dutch.get('DE-BY')).toBe('Beieren');
    expect(subdivisionNamesIn('/', ['uk']).get('US-OR')).toBe('Орегон');
  });

  it('leaves out the subdivisions a catalog does not translate, and has nothing for a catalog that is not there', ({
    skip,
  }) => {
    skip(installed !== undefined, installed);
    // Finnish translates a few dozen subdivisions of some five thousand.
    expect(subdivisionNamesIn('/', ['fi']).size).toBeLessThan(200);
    expect(subdivisionNamesIn('/', ['xx-no-such-catalog']).size).toBe(0);
  });
});
