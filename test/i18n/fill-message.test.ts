import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../src/i18n/fill-message.ts';

describe('fillMessage', () => {
  it("fills placeholders with text as it is and numbers in the locale's digits", () => {
    expect(fillMessage('en', 'We couldn’t find “{place}”.', { place: 'Atlantis' })).toBe(
      'We couldn’t find “Atlantis”.',
    );
    expect(fillMessage('de', '{count} Orte', { count: 1234 })).toBe('1.234 Orte');
    expect(fillMessage('ar-EG', '{count}', { count: 5 })).toBe('٥');
  });

  it('chooses the plural form by count', () => {
    const hours = { one: '{count} godzina', few: '{count} godziny', many: '{count} godzin', other: '{count} godziny' };
    expect(fillMessage('pl', hours, { count: 1 })).toBe('1 godzina');
    expect(fillMessage('pl', hours, { count: 3 })).toBe('3 godziny');
    expect(fillMessage('pl', hours, { count: 5 })).toBe('5 godzin');
    expect(fillMessage('pl', hours, { count: 22 })).toBe('22 godziny');
  });

  it('takes the `other` form for a form the message lacks', () => {
    expect(fillMessage('ar-EG', { other: '{count} ساعة' }, { count: 2 })).toBe('٢ ساعة');
  });

  it('leaves a placeholder it has no value for, and never reads inherited properties', () => {
    expect(fillMessage('en', 'in {duration}', {})).toBe('in {duration}');
    expect(fillMessage('en', '{constructor}', {})).toBe('{constructor}');
  });
});
