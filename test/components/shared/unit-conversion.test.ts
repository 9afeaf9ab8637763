import { describe, expect, it } from 'vitest';
import type { CurrentEnvelope } from '../../../src/contract/envelopes.ts';
import { unitsObject } from '../../../src/contract/units.ts';
import { formatMeasure, formatPressure } from '../../../src/components/shared/format.ts';
import { beaufortForce, currentInUnits } from '../../../src/components/shared/unit-conversion.ts';
import { catalogOf } from '../../support/catalogs.ts';

/** The unit symbols of the catalog a locale is spoken in, as the widgets pass them. */
const symbolsOf = (locale: string) => catalogOf(locale).units;

const location = {
  lat: 51.5,
  lon: -0.1,
  name: 'London',
  admin: 'England',
  country: 'United Kingdom',
  iso2: 'GB',
  timezone: 'Europe/London',
};
function current(system: 'metric' | 'imperial', data: Partial<CurrentEnvelope['data']>): CurrentEnvelope {
  return {
    location,
    data: {
      time: '2026-01-15T12:00:00Z',
      temp: 0,
      feels_like: 0,
      dew: 0,
      humidity: 80,
      wind_speed: 0,
      wind_gust: 0,
      wind_deg: 0,
      wind_dir: 'N',
      pressure: 101.325,
      vis: 10,
      clouds: 50,
      pop: 10,
      precip_amount: 0,
      precip_type: 'none',
      description: { code: 2, name: 'Partly cloudy' },
      uv_index: 1,
      ...data,
    },
    sunrise: null,
    sunset: null,
    units: unitsObject(system),
  };
}

describe('the Beaufort force of a wind (WMO scale, m/s at 10 m)', () => {
  it('follows the scale at its edges', () => {
    // km/h → m/s rounded to 0.1: 0 → 0; 1 → 0.3 (1); 19 → 5.3 (3); 20 → 5.6 (4); 61 → 16.9 (7); 117 → 32.5 (11); 118 → 32.8 (12).
    expect([0, 1, 19, 20, 61, 117, 118].map(beaufortForce)).toEqual([0, 1, 3, 4, 7, 11, 12]);
  });
});

describe('a reply in the units chosen per quantity', () => {
  it('converts the wind to knots, m/s or Beaufort from km/h or mph, and names the unit', () => {
    expect(currentInUnits(current('metric', { wind_speed: 18.52, wind_gust: 37.04 }), { wind: 'kn' })).toMatchObject({
      data: { wind_speed: 10, wind_gust: 20 },
      units: { wind_speed: 'knots', wind_gust: 'knots' },
    });
    const ms = currentInUnits(current('imperial', { wind_speed: 22.4, wind_gust: 22.4 }), { wind: 'm/s' });
    expect(ms.data.wind_speed).toBeCloseTo(10.01, 2);
    expect(currentInUnits(current('metric', { wind_speed: 40, wind_gust: 70 }), { wind: 'bft' }).data).toMatchObject({
      wind_speed: 6,
      wind_gust: 8,
    });
  });

  it('converts pressure to mmHg or inHg, and keeps the rest as the system gave it', () => {
    const mercury = currentInUnits(current('metric', {}), { pressure: 'mmhg' });
    expect(mercury.data.pressure).toBeCloseTo(760, 1);
    expect(mercury.units).toMatchObject({
      pressure: 'millimeters_of_mercury',
      temp: 'celsius',
      wind_speed: 'kilometers_per_hour',
    });
    expect(currentInUnits(current('imperial', { pressure: 29.92 }), { pressure: 'hpa' }).data.pressure).toBeCloseTo(
      101.32,
      2,
    );
  });

  it('converts temperatures and precipitation both ways', () => {
    const fahrenheit = currentInUnits(current('metric', { temp: 20, dew: -40, precip_amount: 25.4 }), {
      temperature: 'fahrenheit',
      precip: 'in',
    });
    expect(fahrenheit.data).toMatchObject({ temp: 68, dew: -40, precip_amount: 1 });
    expect(fahrenheit.units).toMatchObject({
      temp: 'fahrenheit',
      dew: 'fahrenheit',
      rain: 'inches',
      precip_amount: 'inches',
      snow: 'inches',
    });
    expect(currentInUnits(current('imperial', { temp: 212 }), { temperature: 'celsius' }).data.temp).toBeCloseTo(
      100,
      6,
    );
  });
});

describe('units written out', () => {
  it('are written as weather services write them', () => {
    expect(formatMeasure('en', 4, 'beaufort', symbolsOf('en'))).toBe('4\u00a0Bft');
    expect(formatMeasure('de', 12.4, 'knots', symbolsOf('de'))).toBe('12\u00a0kn');
    expect(formatMeasure('en', 3.2, 'meters_per_second', symbolsOf('en'))).toBe('3 m/s');
    expect(formatPressure('en', 760.2, 'millimeters_of_mercury', symbolsOf('en'))).toBe('760\u00a0mmHg');
  });
});
