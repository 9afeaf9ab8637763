import { describe, expect, it } from 'vitest';
import { ClimateEnvelopeSchema, climateMonthIn, climateUnitsObject } from '../../src/contract/climate.ts';

const METRIC = {
  month: 3,
  temp_max_mean: 17.04,
  temp_min_mean: -0.05,
  precip_sum_mean: 0.04,
  precip_days_mean: 0.96,
  humidity_mean: 71.6,
  daylight_hours_mean: 11.96,
};

describe('a month of normals in a unit system', () => {
  it('rounds every field to one decimal, humidity to a whole percent, and keeps a trace of rain as 0.1', () => {
    expect(climateMonthIn('metric', METRIC)).toEqual({
      month: 3,
      temp_max_mean: 17,
      temp_min_mean: 0,
      precip_sum_mean: 0.1,
      precip_days_mean: 1,
      humidity_mean: 72,
      daylight_hours_mean: 12,
    });
  });

  it('converts temperatures to °F and totals to inches, leaving days, humidity and daylight as they are', () => {
    expect(climateMonthIn('imperial', { ...METRIC, temp_max_mean: 20, precip_sum_mean: 127 })).toMatchObject({
      temp_max_mean: 68,
      temp_min_mean: 31.9,
      precip_sum_mean: 5,
      precip_days_mean: 1,
      humidity_mean: 72,
      daylight_hours_mean: 12,
    });
  });

  it('keeps a null a null', () => {
    const unknown = { month: 1, temp_max_mean: null, temp_min_mean: null, precip_sum_mean: null };
    const month = { ...unknown, precip_days_mean: null, humidity_mean: null, daylight_hours_mean: null };
    expect(climateMonthIn('imperial', month)).toEqual(month);
  });
});

describe('the Climate envelope', () => {
  const location = { lat: 1, lon: 2, name: 'X', admin: '', country: '', iso2: '', timezone: 'UTC' };
  const months = Array.from({ length: 12 }, (_, index) => ({ ...climateMonthIn('metric', METRIC), month: index + 1 }));
  const envelope = { location, period: '1991-2020', sources: [], months, units: climateUnitsObject('metric') };

  it('holds twelve months from January, and refuses eleven or a month out of order', () => {
    expect(ClimateEnvelopeSchema.safeParse(envelope).success).toBe(true);
    expect(ClimateEnvelopeSchema.safeParse({ ...envelope, months: months.slice(1) }).success).toBe(false);
    expect(ClimateEnvelopeSchema.safeParse({ ...envelope, months: [...months].reverse() }).success).toBe(false);
  });
});
