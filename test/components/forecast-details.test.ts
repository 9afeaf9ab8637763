import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { DEFAULT_DETAILS, DETAILS, parseDetails } from '../../src/components/weather-forecast/details.ts';
import { catalogOf } from '../support/catalogs.ts';
import { moonLitPath, moonPhaseIndex } from '../../src/components/weather-forecast/moon-phase.ts';
import { uvClass } from '../../src/components/weather-forecast/uv-class.ts';

const detailMessages = (locale: string) => catalogOf(locale).details;

describe('parseDetails', () => {
  it("shows today's facts by default, in their old order", () => {
    expect(parseDetails(null)).toEqual({ value: ['wind', 'humidity', 'pressure', 'visibility', 'dew', 'sunrise'], corrected: false });
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

describe('the UV index classes (WHO 2002)', () => {
  it('names the whole index: 0–2 low, 3–5 moderate, 6–7 high, 8–10 very high, 11+ extreme', () => {
    const classes = [0, 2.4, 2.5, 5.4, 5.5, 7.4, 7.5, 10.4, 10.5, 16.9].map(uvClass);
    expect(classes).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(detailMessages('en').uvClasses[uvClass(6.2)]).toBe('High');
    expect(detailMessages('de-AT').uvClasses[uvClass(9)]).toBe('Sehr hoch');
    expect(detailMessages('ja-JP').uvClasses[uvClass(11)]).toBe('極端に強い');
  });
});

describe('the moon', () => {
  it('names the nearest of the eight phases', () => {
    expect([0, 0.06, 0.07, 0.25, 0.44, 0.5, 0.75, 0.93, 0.99].map(moonPhaseIndex)).toEqual([0, 0, 1, 2, 4, 4, 6, 7, 0]);
    expect(detailMessages('fr').moonPhases[moonPhaseIndex(0.5)]).toBe('Pleine lune');
    expect(detailMessages('es').moonPhases[moonPhaseIndex(0.75)]).toBe('Cuarto menguante');
  });

  it('draws a full moon as the whole disc, a new moon as nothing, a first quarter as the right half', () => {
    // Full: the limb down the left, the terminator (a full circle's half) back up the right.
    expect(moonLitPath(0.5)).toBe('M8 1A7 7 0 0 0 8 15A7.00 7 0 0 0 8 1Z');
    // New: down the right and straight back up the same arc.
    expect(moonLitPath(0)).toBe('M8 1A7 7 0 0 1 8 15A7.00 7 0 0 0 8 1Z');
    // First quarter: down the right, back up a straight terminator.
    expect(moonLitPath(0.25)).toBe('M8 1A7 7 0 0 1 8 15A0.00 7 0 0 0 8 1Z');
    // Waning crescent: the lit limb on the left.
    expect(moonLitPath(0.9)).toMatch(/^M8 1A7 7 0 0 0 8 15A5\.66 7 0 0 1 8 1Z$/);
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
