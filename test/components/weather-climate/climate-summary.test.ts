import { describe, expect, it } from 'vitest';
import { climateMonthIn, climateUnitsObject, type ClimateEnvelope } from '../../../src/contract/climate.ts';
import { climateSummary, monthName } from '../../../src/components/weather-climate/climate-summary.ts';
import type { ClimateMessages } from '../../../src/components/weather-climate/climate-messages.ts';
import { LANGUAGES, type Language } from '../../../src/contract/languages.ts';

// Each language's file, as the module and its chunks carry it.
const files = import.meta.glob<ClimateMessages>('../../../src/components/weather-climate/messages/*.json', {
  eager: true,
  import: 'default',
});
const CLIMATE_MESSAGES = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [/([\w-]+)\.json$/.exec(path)![1], messages]),
) as Record<Language, ClimateMessages>;

const HIGHS = [15, 16, 18, 20, 22, 26, 28, 29, 27, 23, 18, 15];
const RAIN = [99, 80, 60, 65, 50, 15, 4, 5, 30, 100, 127, 110];
const envelope: ClimateEnvelope = {
  location: {
    lat: 38.7,
    lon: -9.1,
    name: 'Lisbon',
    admin: 'Lisbon',
    country: 'Portugal',
    iso2: 'PT',
    timezone: 'Europe/Lisbon',
  },
  period: '1991-2020',
  sources: ['CRU TS 4.07', 'ERA5'],
  months: HIGHS.map((high, index) =>
    climateMonthIn('metric', {
      month: index + 1,
      temp_max_mean: high,
      temp_min_mean: high - 10,
      precip_sum_mean: RAIN[index]!,
      precip_days_mean: RAIN[index]! / 11,
      humidity_mean: 70,
      daylight_hours_mean: 12,
    }),
  ),
  units: climateUnitsObject('metric'),
};
const symbols = {
  knots: 'kn',
  beaufort: 'Bft',
  hectopascals: 'hPa',
  millimetersOfMercury: 'mmHg',
  inchesOfMercury: 'inHg',
};
const context = (language: keyof typeof CLIMATE_MESSAGES) => ({
  locale: language,
  messages: CLIMATE_MESSAGES[language],
  symbols,
  place: 'Lisbon',
});

describe('the summary', () => {
  it('names the warmest and the wettest month, as a travel page would say it', () => {
    expect(climateSummary(context('en'), envelope, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], undefined)).toBe(
      'Lisbon: warmest in August, 29° by day and 19° at night; wettest in November, 127 mm on 12 days.',
    );
  });

  it('says the highlighted month after, and looks only at the months shown', () => {
    expect(climateSummary(context('en'), envelope, [4, 5, 6], 4)).toBe(
      'Lisbon: warmest in June, 26° by day and 16° at night; wettest in April, 65 mm on 6 days. Lisbon in April: 20° by day and 10° at night, 65 mm on 6 days.',
    );
  });

  it('says there are no normals where every figure is null', () => {
    const empty = { ...envelope, months: envelope.months.map((month) => ({ ...month, temp_max_mean: null })) };
    expect(climateSummary(context('de'), empty, [1, 2, 3], undefined)).toBe(
      'Für Lisbon gibt es keine beobachteten Klimanormalwerte.',
    );
  });

  it('fills every placeholder in every language, and names the month in it', () => {
    for (const language of LANGUAGES) {
      const text = climateSummary(context(language), envelope, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 4);
      expect(text, language).not.toMatch(/\{\w+\}/);
      expect(text, language).toContain(monthName(language, 8));
      expect(text, language).toContain(monthName(language, 11));
    }
  });
});

describe('the messages', () => {
  it('give every language every message, four seasons, and the same placeholders as English', () => {
    expect(Object.keys(CLIMATE_MESSAGES).sort()).toEqual([...LANGUAGES].sort());
    const placeholders = (text: unknown) => [...JSON.stringify(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of LANGUAGES) {
      const messages = CLIMATE_MESSAGES[language];
      expect(Object.keys(messages).sort(), language).toEqual(Object.keys(CLIMATE_MESSAGES.en).sort());
      expect(messages.seasons, language).toHaveLength(4);
      for (const key of ['summary', 'monthSummary', 'noData', 'credit'] as const)
        expect(new Set(placeholders(messages[key])), `${language} ${key}`).toEqual(
          new Set(placeholders(CLIMATE_MESSAGES.en[key])),
        );
    }
  });
});
