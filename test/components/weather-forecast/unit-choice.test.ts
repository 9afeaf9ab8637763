import { describe, expect, it } from 'vitest';
import { parseUnit, PRESSURE_UNITS, WIND_UNITS } from '../../../src/components/weather-forecast/unit-choice.ts';

describe('unit attributes', () => {
  it('read any case, and say when a unit is unknown', () => {
    expect(parseUnit('hPa', PRESSURE_UNITS)).toEqual({ value: 'hpa', corrected: false });
    expect(parseUnit('KN', WIND_UNITS)).toEqual({ value: 'kn', corrected: false });
    expect(parseUnit('furlongs/fortnight', WIND_UNITS)).toEqual({ value: undefined, corrected: true });
    expect(parseUnit(null, WIND_UNITS)).toEqual({ value: undefined, corrected: false });
  });
});
