import { describe, expect, it } from 'vitest';
import { catalogLanguage, textDirection } from '../../src/contract/languages.ts';

describe('catalogLanguage', () => {
  it('reads a regional locale in its language', () => {
    expect(catalogLanguage('de-CH')).toBe('de');
    expect(catalogLanguage('fr-CA')).toBe('fr');
    expect(catalogLanguage('ar-EG')).toBe('ar');
  });

  it("reads Portuguese as Brazil's unless another region is named", () => {
    expect(catalogLanguage('pt')).toBe('pt-BR');
    expect(catalogLanguage('pt-BR')).toBe('pt-BR');
    expect(catalogLanguage('pt-PT')).toBe('pt-PT');
    expect(catalogLanguage('pt-AO')).toBe('pt-PT');
    expect(catalogLanguage('pt-MZ')).toBe('pt-PT');
  });

  it('reads Chinese in the script its tag or region says', () => {
    expect(catalogLanguage('zh')).toBe('zh-Hans');
    expect(catalogLanguage('zh-CN')).toBe('zh-Hans');
    expect(catalogLanguage('zh-SG')).toBe('zh-Hans');
    expect(catalogLanguage('zh-TW')).toBe('zh-Hant');
    expect(catalogLanguage('zh-HK')).toBe('zh-Hant');
    expect(catalogLanguage('zh-Hant')).toBe('zh-Hant');
    expect(catalogLanguage('zh-Hans-HK')).toBe('zh-Hans');
  });

  it('reads every Norwegian as Bokmål', () => {
    for (const tag of ['no', 'nb', 'nn', 'nb-NO', 'nn-NO']) expect(catalogLanguage(tag)).toBe('nb');
  });

  it('has no language for one the widgets do not speak, nor for a bad tag', () => {
    expect(catalogLanguage('hi-IN')).toBeUndefined();
    expect(catalogLanguage('not a tag')).toBeUndefined();
  });
});

describe('textDirection', () => {
  it('writes Arabic and Hebrew right to left, the rest left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('ja')).toBe('ltr');
  });
});
