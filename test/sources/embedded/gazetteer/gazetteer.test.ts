import { describe, expect, it } from 'vitest';
import { decodeGazetteer } from '../../../../src/sources/embedded/gazetteer/index.ts';
import { foldedSpellings } from '../../../../src/sources/embedded/gazetteer/fold-text.ts';
import { decodePlaceTable } from '../../../../src/sources/embedded/gazetteer/place-table.ts';
import { SpellingTable } from '../../../../src/sources/embedded/gazetteer/spelling-table.ts';
import { ALTERNATE_SEPARATOR } from '../../../../src/sources/embedded/gazetteer/asset-format.ts';
import { gazetteerBytes } from './load-gazetteer.ts';

const bytes = gazetteerBytes();

describe('decoding the gazetteer', () => {
  it('answers searches without building the spatial index, and builds it on the first reverse lookup', () => {
    const gazetteer = decodeGazetteer(bytes);
    expect(gazetteer.reverseGeocodingReady).toBe(false);
    expect(gazetteer.search('paris', 1)[0]).toMatchObject({ name: 'Paris', iso2: 'FR' });
    expect(gazetteer.reverseGeocodingReady).toBe(false);
    expect(gazetteer.elevationAt(39.7392, -104.9903)).toBeGreaterThan(1500);
    expect(gazetteer.reverseGeocodingReady).toBe(true);
  });

  it('can build the spatial index ahead of the first reverse lookup', () => {
    const gazetteer = decodeGazetteer(bytes);
    gazetteer.prepareReverseGeocoding();
    expect(gazetteer.reverseGeocodingReady).toBe(true);
    expect(gazetteer.locate(48.8566, 2.3522)).toMatchObject({ name: 'Paris' });
  });

  it('indexes every name and alternate under exactly the spellings foldText gives it', () => {
    // The worker folds all names in bulk, straight into one buffer; it must agree with the
    // one-name-at-a-time folding that queries go through.
    const table = decodePlaceTable(bytes);
    const spellings = new SpellingTable(table);
    const expected: string[][] = Array.from({ length: table.count }, () => []);
    for (let place = 0; place < table.count; place += 1) {
      const alternates = table.alternates.line(place);
      const names = [table.names.line(place), ...(alternates === '' ? [] : alternates.split(ALTERNATE_SEPARATOR))];
      expected[place] = names.flatMap((name) => foldedSpellings(name));
    }
    const indexed: string[][] = Array.from({ length: table.count }, () => []);
    for (let spelling = 0; spelling < spellings.count; spelling += 1)
      indexed[spellings.place[spelling]!]!.push(spellings.text(spelling));
    const mismatches = expected.flatMap((spellingsOfPlace, place) =>
      JSON.stringify(spellingsOfPlace) === JSON.stringify(indexed[place])
        ? []
        : [{ place, expected: spellingsOfPlace, indexed: indexed[place] }],
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(spellings.count).toBeGreaterThan(table.count);
  });
});
