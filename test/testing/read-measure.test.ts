import { describe, expect, it } from 'vitest';
import { readMeasure, readNumber } from '../../src/testing/read-measure.ts';

// What Intl writes for a language, read back: the number and the unit whatever the digits,
// the spacing, the minus and the separators.
const shown = (locale: string, unit: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);

describe('a measure as a widget writes it, read back', () => {
  it('reads the number and the unit in English, German and Arabic, in Latin and Arabic-Indic digits', () => {
    for (const [locale, language] of [
      ['en-GB', 'en'],
      ['de-DE', 'de'],
      ['ar', 'ar'],
      ['ar-EG', 'ar'],
      ['fa', 'fa'],
    ]) {
      expect(readMeasure(shown(locale!, 'celsius', -22), language), locale).toMatchObject({ value: -22, unit: '°C' });
      expect(readMeasure(shown(locale!, 'kilometer-per-hour', 12), language), locale).toMatchObject({
        value: 12,
        unit: 'km/h',
      });
      expect(readMeasure(shown(locale!, 'percent', 55), language), locale).toMatchObject({ value: 55, unit: '%' });
      expect(readMeasure(shown(locale!, 'millimeter', 1.5), language).value, locale).toBe(1.5);
      expect(readMeasure(shown(locale!, 'kilometer', 1234.5), language).value, locale).toBe(1234.5);
    }
  });

  it('keeps the text as shown, without the marks that steer its direction', () => {
    expect(readMeasure('\u2068٢٢\u00a0عقدة\u2069', 'ar')).toEqual({ value: 22, unit: 'عقدة', text: '٢٢\u00a0عقدة' });
    expect(readMeasure('21°')).toEqual({ value: 21, unit: '°', text: '21°' });
  });

  it('tells a grouping separator from a decimal one: the widgets show at most two decimals', () => {
    expect(readNumber('1.013 hPa')).toBe(1013);
    expect(readNumber('1,013 hPa')).toBe(1013);
    expect(readNumber('9,5 km')).toBe(9.5);
    expect(readNumber('0.04 in')).toBe(0.04);
    expect(readNumber('1 013 hPa')).toBe(1013);
    expect(readNumber('\u22123 °C')).toBe(-3);
    expect(readNumber('no number')).toBeNaN();
  });
});
