import { describe, expect, it } from 'vitest';
import type { Location } from '../../../../src/contract/records.ts';
import {
  encodeRegionNames,
  parseRegionNames,
  regionChunkFile,
  withRegionIn,
} from '../../../../src/sources/embedded/world/region-lines.ts';

const chunk = encodeRegionNames([
  { iso2: 'US', english: 'California', name: 'Kalifornien' },
  { iso2: 'DE', english: 'Bavaria', name: 'Bayern' },
  { iso2: 'DE', english: 'State of Berlin', name: 'Berlin' },
]);
const regions = parseRegionNames(chunk);

const place = (fields: Partial<Location>): Location => ({
  lat: 48.37,
  lon: 10.9,
  name: 'Augsburg',
  admin: 'Bavaria',
  country: 'Deutschland',
  iso2: 'DE',
  timezone: 'Europe/Berlin',
  ...fields,
});

describe("a language's names of the regions", () => {
  it('names a place’s region in the language', () => {
    expect(withRegionIn(regions, place({}))).toEqual(place({ admin: 'Bayern' }));
    expect(withRegionIn(regions, place({ name: 'Berlin', admin: 'State of Berlin' })).admin).toBe('Berlin');
    expect(withRegionIn(regions, place({ iso2: 'US', admin: 'California', name: 'Fresno' })).admin).toBe('Kalifornien');
  });

  it('leaves a region it does not name, one of another country, and no region at all as they are', () => {
    expect(withRegionIn(regions, place({ admin: 'Hesse' })).admin).toBe('Hesse');
    expect(withRegionIn(regions, place({ iso2: 'AT', admin: 'Bavaria' })).admin).toBe('Bavaria');
    expect(withRegionIn(regions, place({ admin: '' })).admin).toBe('');
    expect(withRegionIn(undefined, place({})).admin).toBe('Bavaria');
  });

  it('writes the same bytes whatever order the regions came in', () => {
    const reordered = encodeRegionNames([
      { iso2: 'DE', english: 'State of Berlin', name: 'Berlin' },
      { iso2: 'DE', english: 'Bavaria', name: 'Bayern' },
      { iso2: 'US', english: 'California', name: 'Kalifornien' },
    ]);
    expect(reordered).toEqual(chunk);
  });

  it('refuses a chunk whose line is not a country, a name and a name', () => {
    expect(() => parseRegionNames(new TextEncoder().encode('Bavaria\tBayern'))).toThrow(RangeError);
    expect(() => parseRegionNames(new TextEncoder().encode('DE\tBavaria\t'))).toThrow(/not "CC<tab>name<tab>name"/);
  });

  it('finds the chunk holding a country by the first country of each', () => {
    const names = { regions: { first: ['AD', 'DE', 'NZ'], files: ['r0', 'r1', 'r2'] } };
    expect(regionChunkFile(names, 'DE')).toBe('r1');
    expect(regionChunkFile(names, 'FR')).toBe('r1');
    expect(regionChunkFile(names, 'US')).toBe('r2');
    expect(regionChunkFile(names, 'AA')).toBeUndefined();
    expect(regionChunkFile(names, '')).toBeUndefined();
  });
});
