import { afterEach, describe as group, expect, it, vi } from 'vitest';
import * as format from '../../../src/components/shared/format.ts';
import { defaultHourCycle, defaultUnits } from '../../../src/components/shared/locale.ts';
import { describe } from '../../../src/components/weather-forecast/descriptions.ts';
import { foundMessage, rateLimitedMessage } from '../../../src/components/weather-search/messages.ts';
import { fillMessage } from '../../../src/i18n/fill-message.ts';
import { catalogLanguage } from '../../../src/contract/languages.ts';
import { catalogOf } from '../../support/catalogs.ts';
import { placeLanguage } from '../../../src/components/shared/place-language.ts';
import { placeDetail, placeLabel } from '../../../src/components/weather-search/place-label.ts';

const CONSTRUCTORS = [
  'Locale',
  'DateTimeFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'DisplayNames',
  'ListFormat',
] as const;

/** Counts every Intl object built (and every canonicalisation) while `run` runs. */
function countConstructions(run: () => void): number {
  let count = 0;
  const intl = Intl as unknown as Record<string, unknown>;
  const originals = CONSTRUCTORS.map((name) => [name, intl[name]] as const);
  for (const [name, original] of originals) {
    intl[name] = new Proxy(original as object, {
      construct: (target, args) => (count++, Reflect.construct(target as new (...a: unknown[]) => object, args)),
    });
  }
  const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
  try {
    run();
  } finally {
    for (const [name, original] of originals) intl[name] = original;
  }
  return count + canonical.mock.calls.length;
}

// What a forecast and a search render ask of Intl, for one place in one locale.
function renderOnce(locale: string, zone: string): void {
  defaultUnits(locale);
  defaultHourCycle(locale);
  catalogLanguage(locale);
  placeLanguage(locale);
  const catalog = catalogOf(locale);
  describe({ code: 61, name: 'Slight rain' }, catalog);
  fillMessage(locale, catalog.forecast.chartLabel, { count: 24, low: '1', high: '2', wettest: '3' });
  const now = Date.parse('2026-07-15T12:00:00Z');
  format.formatMeasure(locale, 21.4, 'celsius', catalog.units);
  format.formatDegrees(locale, 21.4);
  format.formatPressure(locale, 101.3, 'kilopascals', catalog.units);
  format.formatTime(locale, now, zone, 'h23');
  format.formatHour(locale, now, zone, 'h23');
  format.formatDayTime(locale, now, zone, 'h23');
  format.formatWeekday(locale, '2026-07-15');
  format.formatLongDate(locale, '2026-07-15');
  format.localMonth(now, zone);
  format.formatAge(locale, 600);
  foundMessage(locale, catalog.search, 5);
  rateLimitedMessage(locale, catalog.search, 30);
  const place = {
    lat: 48.2,
    lon: 16.37,
    name: 'Wien',
    admin: 'Wien',
    country: 'Österreich',
    iso2: 'AT',
    timezone: zone,
  };
  placeLabel(locale, place);
  placeDetail(locale, place);
  format.joinParts(locale, ['Wien', 'Österreich']);
}

group('Intl objects and locale facts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are built once per locale and zone, however often a render asks', () => {
    const first = countConstructions(() => renderOnce('de-AT', 'Europe/Vienna'));
    expect(first).toBeGreaterThan(0);
    expect(countConstructions(() => Array.from({ length: 100 }, () => renderOnce('de-AT', 'Europe/Vienna')))).toBe(0);
  });

  it('give the same answers from memory as when first built', () => {
    expect(defaultUnits('en-US')).toBe('imperial');
    expect(defaultUnits('en-US')).toBe('imperial');
    expect(defaultUnits('en-GB')).toBe('metric');
    expect(defaultHourCycle('en-US')).toBe('h12');
    expect(defaultHourCycle('de-DE')).toBe('h23');
    for (let i = 0; i < 2; i++)
      expect(describe({ code: 61, name: 'Slight rain' }, catalogOf('de-CH'))).toBe('Leichter Regen');
    expect(describe({ code: 61, name: 'Slight rain' }, catalogOf('en-GB'))).toBe('Slight rain');
  });
});
