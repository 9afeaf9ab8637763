import { describe, expect, it } from 'vitest';
import type { Location } from '../../../src/contract/records.ts';
import { formValue } from '../../../src/components/weather-search/form-value.ts';

describe('formValue', () => {
  const paris: Location = {
    lat: 48.8534,
    lon: 2.3488,
    name: 'Paris',
    admin: 'Île-de-France',
    country: 'France',
    iso2: 'FR',
    timezone: 'Europe/Paris',
  };
  // A File among the values would differ from every expected string.
  const entries = (data: FormData | null) => (data ? [...data] : null);

  it('submits a chosen place as its label (the text the field shows) and coordinates', () => {
    expect(entries(formValue('city', paris, 'Paris, Île-de-France, France'))).toEqual([
      ['city', 'Paris, Île-de-France, France'],
      ['city-lat', '48.8534'],
      ['city-lon', '2.3488'],
    ]);
  });

  it('submits typed text when nothing was chosen', () => {
    expect(entries(formValue('city', undefined, 'Nowhere'))).toEqual([['city', 'Nowhere']]);
  });

  it('submits nothing without a name or without any text', () => {
    expect(formValue(undefined, paris, 'Paris')).toBeNull();
    expect(formValue('', undefined, 'Paris')).toBeNull();
    expect(formValue('city', undefined, '')).toBeNull();
  });
});
