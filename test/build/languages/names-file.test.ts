// The table of names by language reads back as written, in one order whatever the input's.
import { describe, expect, it } from 'vitest';
import {
  decodeNamesFile,
  encodeNamesFile,
  REGION_IDS,
  type NameLanguage,
} from '../../../src/build/languages/names-file.ts';

const names = (entries: Record<string, Record<string, string>>) =>
  new Map(Object.entries(entries).map(([language, byId]) => [language as NameLanguage, new Map(Object.entries(byId))]));

describe('the names file', () => {
  it('reads back every name in its language', () => {
    const text = encodeNamesFile(names({ de: { '3169070': 'Rom', '2643743': 'London' }, ja: { '3169070': 'ローマ' } }));
    const read = decodeNamesFile(text);
    expect(read.get('de')).toEqual(
      new Map([
        ['2643743', 'London'],
        ['3169070', 'Rom'],
      ]),
    );
    expect(read.get('ja')).toEqual(new Map([['3169070', 'ローマ']]));
    expect(read.get('fr')!.size).toBe(0);
  });

  it('writes the same text whatever order the names came in: ids by number, languages in a fixed order', () => {
    const one = encodeNamesFile(names({ de: { '9': 'Neun', '10': 'Zehn' }, fr: { '10': 'Dix' } }));
    const other = encodeNamesFile(names({ fr: { '10': 'Dix' }, de: { '10': 'Zehn', '9': 'Neun' } }));
    expect(other).toBe(one);
    expect(
      one
        .split('\n')
        .slice(1, 3)
        .map((line) => line.split('\t')[0]),
    ).toEqual(['9', '10']);
  });

  it('refuses a name that would break the table, naming it', () => {
    expect(() => encodeNamesFile(names({ de: { '1': 'Bad\tName' } }))).toThrow('the de name of 1');
    expect(() => encodeNamesFile(names({ de: { '1': ' Padded' } }))).toThrow('surrounding space');
  });

  it('refuses a table whose lines do not fit its header, or a language it does not know', () => {
    expect(() => decodeNamesFile('geonames_id\tde\n1\tRom\textra\n')).toThrow('line 2');
    expect(() => decodeNamesFile('geonames_id\tklingon\n')).toThrow('unknown language column(s) klingon');
    expect(() => decodeNamesFile('id\tde\n')).toThrow('header');
  });

  it('keys regions by GeoNames admin1 key, with a column only for the languages that name one', () => {
    const text = encodeNamesFile(names({ de: { 'US.CA': 'Kalifornien', 'DE.02': 'Bayern' }, ar: {} }), REGION_IDS);
    expect(text).toBe('admin1\tde\nDE.02\tBayern\nUS.CA\tKalifornien\n');
    expect(decodeNamesFile(text, REGION_IDS).get('de')!.get('DE.02')).toBe('Bayern');
    expect(() => encodeNamesFile(names({ de: { '2921044': 'Deutschland' } }), REGION_IDS)).toThrow(
      'is not a valid admin1',
    );
    expect(() => decodeNamesFile(text)).toThrow('not geonames_id');
  });
});
