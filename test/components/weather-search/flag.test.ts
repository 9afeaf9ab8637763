import { describe, expect, it } from 'vitest';
import { flagEmoji } from '../../../src/components/weather-search/flag.ts';

describe('flagEmoji', () => {
  it('draws the flag of a country code from regional indicators', () => {
    expect(flagEmoji('FR')).toBe('🇫🇷');
    expect(flagEmoji('JP')).toBe('🇯🇵');
    expect(flagEmoji('de')).toBe('🇩🇪');
  });

  it('gives no flag for an empty or malformed code', () => {
    for (const code of ['', 'F', 'FRA', '1A', 'É1', ' FR']) expect(flagEmoji(code)).toBe('');
  });
});
