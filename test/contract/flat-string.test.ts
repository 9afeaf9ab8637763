import { describe, expect, it } from 'vitest';
import { flatString } from '../../src/contract/flat-string.ts';

describe('a flattened string', () => {
  it('is the same text, empty or joined from parts', () => {
    const parts = ['"minute";r=', 5998, ';t=', 60];
    expect(flatString(parts.join(''))).toBe('"minute";r=5998;t=60');
    expect(flatString(`"minute";r=${parts[1]};t=${parts[3]}`)).toBe('"minute";r=5998;t=60');
    expect(flatString('')).toBe('');
  });
});
