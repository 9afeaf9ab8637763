import { describe, expect, it } from 'vitest';
import { nearestName } from '../../../src/components/shared/nearest-name.ts';

const FORECAST = [
  'place',
  'lat',
  'lon',
  'units',
  'days',
  'hourly',
  'api-key',
  'locale',
  'hour-cycle',
  'theme',
  'show',
  'now',
  'loading',
];

describe('nearestName', () => {
  it('finds the attribute a slip of the keyboard meant', () => {
    expect(nearestName('palce', FORECAST)).toBe('place');
    expect(nearestName('unit', FORECAST)).toBe('units');
    expect(nearestName('apikey', FORECAST)).toBe('api-key');
    expect(nearestName('hourcycle', FORECAST)).toBe('hour-cycle');
    expect(nearestName('data-api-kye', ['data-api-key', 'data-source'])).toBe('data-api-key');
  });

  it('suggests nothing for a name that is no near miss', () => {
    expect(nearestName('city', FORECAST)).toBeUndefined();
    expect(nearestName('colour', FORECAST)).toBeUndefined();
  });
});
