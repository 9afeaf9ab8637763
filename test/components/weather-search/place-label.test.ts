import { describe, expect, it } from 'vitest';
import { placeDetail, placeLabel } from '../../../src/components/weather-search/place-label.ts';
import type { Location } from '../../../src/contract/records.ts';

const paris: Location = { lat: 48.8534, lon: 2.3488, name: 'Paris', admin: 'Île-de-France', country: 'France', iso2: 'FR', timezone: 'Europe/Paris' };

describe('placeLabel and placeDetail', () => {
  it('names the place with its region and country', () => {
    expect(placeLabel(paris)).toBe('Paris, Île-de-France, France');
    expect(placeDetail(paris)).toBe('Île-de-France, France');
  });

  it('does not repeat a region named like the place', () => {
    const tokyo = { ...paris, name: 'Tokyo', admin: 'Tokyo', country: 'Japan' };
    expect(placeLabel(tokyo)).toBe('Tokyo, Japan');
    expect(placeDetail(tokyo)).toBe('Japan');
  });

  it('leaves out empty parts', () => {
    const sea = { ...paris, name: 'Open sea', admin: '', country: '', iso2: '' };
    expect(placeLabel(sea)).toBe('Open sea');
    expect(placeDetail(sea)).toBe('');
  });
});
