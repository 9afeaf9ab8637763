import { describe, expect, it } from 'vitest';
import { chooseLocale, defaultHourCycle, defaultUnits } from '../../../src/components/shared/locale.ts';
import { catalogLanguage } from '../../../src/contract/languages.ts';

describe('defaultUnits', () => {
  it('measures in imperial units in the United States, Liberia and Myanmar', () => {
    for (const locale of ['en-US', 'es-US', 'en-LR', 'my-MM', 'my']) expect(defaultUnits(locale)).toBe('imperial');
  });

  it('treats a bare "en" as American English when the visitor says nothing else, as browsers do', () => {
    expect(defaultUnits('en', [])).toBe('imperial');
    expect(defaultUnits('en', ['en'])).toBe('imperial');
  });

  it("takes the region from the visitor when the page's language has none", () => {
    // lang="en", every template's default: a British visitor measures in Celsius, an American in Fahrenheit.
    expect(defaultUnits('en', ['en-GB', 'en'])).toBe('metric');
    expect(defaultUnits('en', ['fr-FR', 'en-GB'])).toBe('metric');
    expect(defaultUnits('en', ['en-US'])).toBe('imperial');
    // No English with a region among the visitor's languages: the first region they name.
    expect(defaultUnits('en', ['de-DE', 'en'])).toBe('metric');
    expect(defaultUnits('en', ['en', 'de-DE'])).toBe('metric');
    expect(defaultUnits('es', ['en-US', 'es'])).toBe('imperial');
    // A page's region wins over the visitor's.
    expect(defaultUnits('en-US', ['en-GB'])).toBe('imperial');
    expect(defaultUnits('en-GB', ['en-US'])).toBe('metric');
    // A malformed entry is passed over.
    expect(defaultUnits('en', ['not a tag', 'en-AU'])).toBe('metric');
  });

  it("follows the page's language first: its likely region unless the visitor reads it", () => {
    // An American on a German page reads the page's units, not their own.
    expect(defaultUnits('de', ['en-US'])).toBe('metric');
    expect(defaultUnits('de', ['en-US', 'en'])).toBe('metric');
    // A visitor who reads Spanish and is in the United States keeps their own on a Spanish page.
    expect(defaultUnits('es', ['en-US', 'es'])).toBe('imperial');
    expect(defaultUnits('es', ['es-US'])).toBe('imperial');
    // An English page follows every visitor, whether or not English is among their languages.
    expect(defaultUnits('en', ['de-DE'])).toBe('metric');
    expect(defaultUnits('en', ['en-GB'])).toBe('metric');
    expect(defaultUnits('en', ['en-US'])).toBe('imperial');
    // Burmese is read in Myanmar: a Burmese page, whoever reads it.
    expect(defaultUnits('my', ['fr-FR'])).toBe('imperial');
  });

  it('measures in metric units everywhere else', () => {
    for (const locale of ['en-GB', 'en-CA', 'de', 'de-AT', 'ja', 'fr-FR', 'pt-BR', 'zh-Hant-TW'])
      expect(defaultUnits(locale)).toBe('metric');
  });
});

describe('defaultHourCycle', () => {
  it('writes 12-hour times where the locale does', () => {
    expect(defaultHourCycle('en-US')).toBe('h12');
    expect(defaultHourCycle('en-AU')).toBe('h12');
  });

  it('writes 24-hour times where the locale does', () => {
    expect(defaultHourCycle('de-DE')).toBe('h23');
    expect(defaultHourCycle('en-GB')).toBe('h23');
    expect(defaultHourCycle('fr')).toBe('h23');
  });
});

describe('chooseLocale', () => {
  // The words a widget shows: the language of the locale chosen.
  const speaks = (sources: Parameters<typeof chooseLocale>[0]) => catalogLanguage(chooseLocale(sources));

  it("takes the element's locale first, then the site's, then the page's lang, then the visitor's", () => {
    const all = { explicit: 'de-AT', siteWide: 'fr', pageLang: 'ja', visitor: ['pl-PL'] };
    expect(chooseLocale(all)).toBe('de-AT');
    expect(chooseLocale({ ...all, explicit: undefined })).toBe('fr');
    expect(chooseLocale({ ...all, explicit: null, siteWide: undefined })).toBe('ja');
    expect(chooseLocale({ visitor: ['pl-PL', 'en-GB'] })).toBe('pl-PL');
  });

  it("passes over a page language the widgets do not speak for the visitor's first that they do", () => {
    expect(chooseLocale({ pageLang: 'hi-IN', visitor: ['ta-IN', 'it-IT', 'en-US'] })).toBe('it-IT');
    expect(chooseLocale({ explicit: 'sw', siteWide: 'hi', pageLang: 'th', visitor: ['ko-KR'] })).toBe('ko-KR');
    // Nothing the widgets speak anywhere: English.
    expect(chooseLocale({ pageLang: 'hi', visitor: ['ta-IN'] })).toBe('en');
  });

  it('reads a regional tag in the nearest language the widgets speak, wherever it comes from', () => {
    expect(speaks({ pageLang: 'pt-AO', visitor: ['en-US'] })).toBe('pt-PT');
    expect(speaks({ pageLang: 'pt', visitor: [] })).toBe('pt-BR');
    expect(speaks({ pageLang: 'hi', visitor: ['zh-SG'] })).toBe('zh-Hans');
    expect(speaks({ pageLang: 'hi', visitor: ['zh-HK'] })).toBe('zh-Hant');
    for (const norwegian of ['no', 'nb-NO', 'nn'])
      expect(speaks({ explicit: norwegian, visitor: ['en-US'] })).toBe('nb');
    // The locale keeps its region for numbers and dates: Angola's, not Portugal's.
    expect(chooseLocale({ pageLang: 'pt-AO', visitor: [] })).toBe('pt-AO');
  });

  it('passes over an empty or malformed tag, and writes a tag in its canonical form', () => {
    expect(chooseLocale({ explicit: '', siteWide: 'not a tag', pageLang: 'en-gb', visitor: ['de'] })).toBe('en-GB');
    expect(chooseLocale({ pageLang: '???', visitor: ['', 'zh-hant-tw'] })).toBe('zh-Hant-TW');
  });
});
