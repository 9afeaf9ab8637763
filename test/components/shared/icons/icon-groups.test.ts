import { describe, expect, it } from 'vitest';
import { ICON_GROUPS, iconGroup, iconLayers } from '../../../../src/components/shared/icons/icon-groups.ts';
import { WEATHER_CODES } from '../../../../src/contract/weather-codes.ts';

const codes = Object.keys(WEATHER_CODES).map(Number);

describe('iconGroup', () => {
  it('gives every WMO code of the contract exactly one group', () => {
    const grouped = Object.values(ICON_GROUPS).flat();
    expect([...grouped].sort((a, b) => a - b)).toEqual(codes.sort((a, b) => a - b));
  });

  it('groups codes by the kind of weather a person would see', () => {
    expect(iconGroup(0)).toBe('clear');
    expect(iconGroup(2)).toBe('partly-cloudy');
    expect(iconGroup(48)).toBe('fog');
    expect(iconGroup(57)).toBe('freezing');
    expect(iconGroup(67)).toBe('freezing');
    expect(iconGroup(68)).toBe('mix');
    expect(iconGroup(79)).toBe('pellets');
    expect(iconGroup(82)).toBe('showers');
    expect(iconGroup(86)).toBe('snow-showers');
    expect(iconGroup(99)).toBe('hail');
  });

  it('draws a code it does not know as overcast rather than failing', () => {
    expect(iconGroup(42)).toBe('overcast');
  });
});

describe('iconLayers', () => {
  it('shows the sun by day and the moon by night for a clear sky', () => {
    expect(iconLayers(0, false)).toEqual(['sun']);
    expect(iconLayers(0, true)).toEqual(['moon']);
  });

  it('lets the sun or moon peek behind the cloud of partly cloudy skies and showers', () => {
    expect(iconLayers(2, false)).toEqual(['sun-peek', 'cloud']);
    expect(iconLayers(2, true)).toEqual(['moon-peek', 'cloud']);
    expect(iconLayers(80, true)).toEqual(['moon-peek', 'cloud-high', 'drops']);
    expect(iconLayers(85, false)).toEqual(['sun-peek', 'cloud-high', 'flakes']);
  });

  it('draws what falls under the cloud for each kind of precipitation', () => {
    expect(iconLayers(63, false)).toEqual(['cloud-high', 'drops']);
    expect(iconLayers(51, false)).toEqual(['cloud-high', 'drizzle']);
    expect(iconLayers(73, false)).toEqual(['cloud-high', 'flakes']);
    expect(iconLayers(69, false)).toEqual(['cloud-high', 'drizzle', 'flake']);
    expect(iconLayers(66, false)).toEqual(['cloud-high', 'drops', 'flake']);
    expect(iconLayers(77, false)).toEqual(['cloud-high', 'pellets']);
    expect(iconLayers(95, false)).toEqual(['cloud-high', 'bolt']);
    expect(iconLayers(96, false)).toEqual(['cloud-high', 'bolt', 'pellets']);
  });

  it('gives distinct pictures to distinct groups by day', () => {
    const pictures = Object.keys(ICON_GROUPS).map((group) =>
      iconLayers(ICON_GROUPS[group as keyof typeof ICON_GROUPS][0], false).join(' '),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});
