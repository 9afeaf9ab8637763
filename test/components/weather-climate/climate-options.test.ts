import { describe, expect, it } from 'vitest';
import { ALL_MONTHS, parseMonth, parseMonths } from '../../../src/components/weather-climate/climate-options.ts';

describe('month', () => {
  it.each([
    ['4', 4, false],
    [' 12 ', 12, false],
    ['', undefined, false],
    ['0', undefined, true],
    ['13', undefined, true],
    ['4.5', undefined, true],
    ['April', undefined, true],
  ])('reads %j as %s', (value, month, corrected) => {
    expect(parseMonth(value)).toEqual({ value: month, corrected });
  });
});

describe('months', () => {
  it.each([
    ['6 7 8', [6, 7, 8], false],
    ['6-8', [6, 7, 8], false],
    ['6,7, 8', [6, 7, 8], false],
    ['11-2', [11, 12, 1, 2], false],
    ['8 6 8', [8, 6], false],
    ['1-12', ALL_MONTHS, false],
    ['6 13', [6], true],
    ['summer', ALL_MONTHS, true],
  ])('reads %j as %j', (value, months, corrected) => {
    expect(parseMonths(value)).toEqual({ value: months, corrected });
  });

  it('shows all twelve without the attribute', () => {
    expect(parseMonths(undefined)).toEqual({ value: ALL_MONTHS, corrected: false });
  });
});
