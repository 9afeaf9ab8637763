import { describe, expect, it } from 'vitest';
import { defaultHourCycle, defaultUnits } from '../../../src/components/shared/locale.ts';

describe('defaultUnits', () => {
  it('measures in imperial units in the United States, Liberia and Myanmar', () => {
    for (const locale of ['en-US', 'es-US', 'en-LR', 'my-MM', 'my']) expect(defaultUnits(locale)).toBe('imperial');
  });

  it('treats a bare "en" as American English when the visitor says nothing else, as browsers do', () => {
    expect(defaultUnits('en', [])).toBe('imperial');
    expect(defaultUnits('en', ['en'])).toBe('imperial');
  });

  it('takes the region from the visitor when the page\'s language has none', () => {
    // lang="en", every template's default: a British visitor measures in Celsius, an American in Fahrenheit.
    expect(defaultUnits('en', ['en-GB', 'en'])).toBe('metric');
    expect(defaultUnits('en', ['fr-FR', 'en-GB'])).toBe('metric');
    expect(defaultUnits('en', ['en-US'])).toBe('imperial');
    // No English with a region among the visitor's languages: the first one's region.
    expect(defaultUnits('en', ['de-DE', 'en'])).toBe('metric');
    expect(defaultUnits('es', ['en-US', 'es'])).toBe('imperial');
    // A page's region wins over the visitor's.
    expect(defaultUnits('en-US', ['en-GB'])).toBe('imperial');
    expect(defaultUnits('en-GB', ['en-US'])).toBe('metric');
    // A malformed entry is passed over.
    expect(defaultUnits('en', ['not a tag', 'en-AU'])).toBe('metric');
  });

  it('measures in metric units everywhere else', () => {
    for (const locale of ['en-GB', 'en-CA', 'de', 'de-AT', 'ja', 'fr-FR', 'pt-BR', 'zh-Hant-TW']) expect(defaultUnits(locale)).toBe('metric');
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
