import { describe, expect, it } from 'vitest';
import {
  clampInteger,
  everyNthHour,
  parseChoice,
  parseCoordinate,
  parseHourlyStep,
  parseShow,
} from '../../../src/components/weather-forecast/options.ts';

describe('parseShow', () => {
  it('shows all three sections by default', () => {
    expect([...parseShow(null).value]).toEqual(['current', 'hourly', 'daily']);
    expect(parseShow('').corrected).toBe(false);
  });

  it('takes a space- or comma-separated subset', () => {
    expect([...parseShow('current daily').value]).toEqual(['current', 'daily']);
    expect([...parseShow(' Hourly,  current ').value]).toEqual(['hourly', 'current']);
    expect(parseShow('current, daily').corrected).toBe(false);
  });

  it('drops unknown words and falls back to everything when nothing is left', () => {
    expect([...parseShow('daily radar').value]).toEqual(['daily']);
    expect(parseShow('daily radar').corrected).toBe(true);
    expect([...parseShow('foo').value]).toEqual(['current', 'hourly', 'daily']);
    expect(parseShow('foo').corrected).toBe(true);
  });
});

describe('clampInteger', () => {
  it('clamps out-of-range values into range and says so', () => {
    expect(clampInteger(99, 1, 14, 5)).toEqual({ value: 14, corrected: true });
    expect(clampInteger(0, 1, 14, 5)).toEqual({ value: 1, corrected: true });
    expect(clampInteger(-3, 0, 168, 24)).toEqual({ value: 0, corrected: true });
  });

  it('keeps good values, uses the default when missing or not a number', () => {
    expect(clampInteger(7, 1, 14, 5)).toEqual({ value: 7, corrected: false });
    expect(clampInteger(undefined, 1, 14, 5)).toEqual({ value: 5, corrected: false });
    expect(clampInteger(Number.NaN, 1, 14, 5)).toEqual({ value: 5, corrected: true });
    expect(clampInteger(2.6, 1, 14, 5)).toEqual({ value: 3, corrected: true });
  });
});

describe('parseChoice', () => {
  it('accepts an allowed word in any case and ignores others', () => {
    expect(parseChoice('Imperial', ['metric', 'imperial'], 'metric')).toEqual({ value: 'imperial', corrected: false });
    expect(parseChoice('kelvin', ['metric', 'imperial'], 'metric')).toEqual({ value: 'metric', corrected: true });
    expect(parseChoice(undefined, ['metric', 'imperial'], 'imperial')).toEqual({ value: 'imperial', corrected: false });
  });
});

describe('parseCoordinate', () => {
  it('accepts coordinates in range and rejects the rest', () => {
    expect(parseCoordinate(59.9, 90).value).toBe(59.9);
    expect(parseCoordinate(91, 90)).toEqual({ value: undefined, corrected: true });
    expect(parseCoordinate(Number.NaN, 180).corrected).toBe(true);
  });
});

describe('hourly-step', () => {
  it('takes 1, 2, 3 or 6 hours; anything else is 1, and said', () => {
    expect(parseHourlyStep(undefined)).toEqual({ value: 1, corrected: false });
    expect([2, 3, 6].map((step) => parseHourlyStep(step).value)).toEqual([2, 3, 6]);
    expect(parseHourlyStep(4)).toEqual({ value: 1, corrected: true });
    expect(parseHourlyStep(Number.NaN)).toEqual({ value: 1, corrected: true });
  });

  it('keeps every Nth hour from the first, so the hours still span as many as asked', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour }));
    expect(everyNthHour({ hourly: hours }, 3).hourly.map(({ hour }) => hour)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    expect(everyNthHour({ hourly: hours }, 6).hourly).toHaveLength(4);
    const same = { hourly: hours };
    expect(everyNthHour(same, 1)).toBe(same);
  });
});
