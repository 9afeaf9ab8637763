import { describe, expect, it } from 'vitest';
import { clampLimit } from '../../../src/components/weather-search/clamp-limit.ts';

describe('clampLimit', () => {
  it('keeps a limit within 1–25', () => {
    expect(clampLimit(1)).toBe(1);
    expect(clampLimit(7)).toBe(7);
    expect(clampLimit('25')).toBe(25);
  });

  it('clamps limits outside 1–25 to the nearest bound', () => {
    expect(clampLimit(0)).toBe(1);
    expect(clampLimit(-4)).toBe(1);
    expect(clampLimit(26)).toBe(25);
    expect(clampLimit(1000)).toBe(25);
  });

  it('drops the fraction of a limit', () => {
    expect(clampLimit(3.9)).toBe(3);
  });

  it('uses the default of 5 for a missing or unreadable limit', () => {
    for (const value of [undefined, null, '', 'many', Number.NaN, Infinity]) expect(clampLimit(value)).toBe(5);
  });
});
