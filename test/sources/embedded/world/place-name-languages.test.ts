import { describe, expect, it } from 'vitest';
import { placeNameLanguage } from '../../../../src/sources/embedded/world/place-name-languages.ts';

describe("the embedded world's name language for a request's language", () => {
  it.each([
    ['it', 'it'],
    ['it-CH', 'it'],
    ['pt-PT', 'pt'],
    ['pt-BR', 'pt'],
    ['zh', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['he', 'he'],
    ['en-GB', 'en'],
    ['hu', 'en'],
  ])('names places for a page in %s with the %s names', (tag, language) => {
    expect(placeNameLanguage(tag)).toBe(language);
  });
});
