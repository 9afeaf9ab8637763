import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/contract/languages.ts';
import { DEFAULT_DETAILS, DETAILS, parseDetails } from '../../../src/components/weather-forecast/details.ts';
import { catalogOf } from '../../support/catalogs.ts';

const detailMessages = (locale: string) => catalogOf(locale).details;

describe('parseDetails', () => {
  it("shows today's facts by default, in their old order", () => {
    expect(parseDetails(null)).toEqual({
      value: ['wind', 'humidity', 'pressure', 'visibility', 'dew', 'sunrise'],
      corrected: false,
    });
    expect(parseDetails('  ').value).toEqual(DEFAULT_DETAILS);
  });

  it('keeps the order the page writes, each fact once, spaces or commas', () => {
    expect(parseDetails('uv, moon wind UV').value).toEqual(['uv', 'moon', 'wind']);
    expect(parseDetails('humidity wind pressure uv dew visibility sunrise moon').value).toEqual([...DETAILS]);
  });

  it('drops unknown words and says so; nothing left gives the default', () => {
    expect(parseDetails('uv pollen')).toEqual({ value: ['uv'], corrected: true });
    expect(parseDetails('pollen')).toEqual({ value: DEFAULT_DETAILS, corrected: true });
  });
});

describe('detail messages', () => {
  it('exist in every language the widgets speak, none left empty', () => {
    for (const locale of LANGUAGES) {
      const messages = detailMessages(locale);
      const texts = [messages.uvIndex, messages.moon, ...messages.uvClasses, ...messages.moonPhases];
      expect(texts.every((text) => text.trim() !== '')).toBe(true);
      expect(new Set(messages.moonPhases).size).toBe(8);
      if (locale !== 'en') expect(messages.moonPhases).not.toEqual(detailMessages('en').moonPhases);
    }
  });
});
