import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeGazetteer } from '../../../src/sources/embedded/gazetteer/index.ts';
import { gatherPlaces } from '../../../src/build/gazetteer/gazetteer-asset.ts';
import { readGeoNamesPlaces } from '../../../src/build/gazetteer/read-geonames.ts';
import { isSectionFeature } from '../../../src/build/gazetteer/place-features.ts';
import { decodePlaceTable } from '../../../src/sources/embedded/gazetteer/place-table.ts';
import { gazetteerBytes, loadGazetteer } from '../../sources/embedded/gazetteer/load-gazetteer.ts';

/** The download budget for the gazetteer, gzip level 9. */
const GZIP_BUDGET_BYTES = 1_500_000;

const bytes = gazetteerBytes();
const gazetteer = loadGazetteer();

describe('packed gazetteer asset', () => {
  it('stays within the 1.5 MB gzip budget', () => {
    expect(gzipSync(bytes, { level: 9 }).length).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);
  });

  it('holds every GeoNames place of 1,000 or more people', () => {
    expect(gazetteer.size).toBe(readGeoNamesPlaces().length);
    expect(gazetteer.size).toBeGreaterThan(100_000);
  });

  it('keeps coordinates to 1e-4 degrees', () => {
    // GeoNames: Munich 48.13743, 11.57549.
    const munich = gazetteer.search('munich', 1)[0]!;
    expect(Math.abs(munich.lat - 48.13743)).toBeLessThanOrEqual(0.00005 + 1e-9);
    expect(Math.abs(munich.lon - 11.57549)).toBeLessThanOrEqual(0.00005 + 1e-9);
  });

  it('names the current county of Norwegian towns whose 2020 county no longer exists', () => {
    // Viken (2020–2023) was split into Akershus, Buskerud and Østfold; Troms og Finnmark into two.
    expect(gazetteer.search('drammen, norway', 1)[0]).toMatchObject({ name: 'Drammen', admin: 'Buskerud' });
    expect(gazetteer.search('fredrikstad', 1)[0]).toMatchObject({ admin: 'Østfold' });
    expect(gazetteer.search('tromso', 1)[0]).toMatchObject({ name: 'Tromsø', admin: 'Troms' });
    expect(gazetteer.search('hammerfest', 1)[0]).toMatchObject({ admin: 'Finnmark' });
    expect(gazetteer.search('skien', 1)[0]).toMatchObject({ admin: 'Telemark' });
  });

  it('gives every Norwegian place a county, and needs the fallback for under 1 % of places', () => {
    const { places, regionFallbacks } = gatherPlaces();
    const norwegian = places.filter((place) => place.iso2 === 'NO');
    expect(norwegian.length).toBeGreaterThan(200);
    expect(norwegian.filter((place) => place.regionKey === undefined)).toEqual([]);
    expect(regionFallbacks / places.length).toBeLessThan(0.01);
  });

  it('marks exactly the city sections and places of the past (PPLX, PPLH, PPLQ, PPLW, PPLCH)', () => {
    const table = decodePlaceTable(bytes);
    const marked = table.isSection.reduce((sum, flag) => sum + flag, 0);
    const expected = readGeoNamesPlaces().filter((place) => isSectionFeature(place.featureCode)).length;
    expect(marked).toBe(expected);
    expect(marked).toBeGreaterThan(4000);
    expect(
      isSectionFeature('PPLX') && isSectionFeature('PPLH') && !isSectionFeature('PPL') && !isSectionFeature('PPLA2'),
    ).toBe(true);
  });

  it('refuses bytes that are not a gazetteer asset', () => {
    expect(() => decodeGazetteer(new Uint8Array([1, 2, 3, 4, 5]))).toThrow(TypeError);
    expect(() => decodeGazetteer(bytes.subarray(0, 1000))).toThrow(RangeError);
    expect(() => decodeGazetteer('not bytes' as unknown as Uint8Array)).toThrow(/Uint8Array/);
  });
});
