import { describe, expect, it } from 'vitest';
import { keyText } from '../../../../src/sources/embedded/gazetteer/word-index.ts';

describe('keyText', () => {
  it('keeps a–z and digits, and gives any other letter two symbols', () => {
    expect(keyText('oslo')).toBe('oslo');
    expect(keyText('sao paulo')).toBe('sao');
    expect(keyText('москва')).toHaveLength(6);
    expect(keyText('москва').startsWith('~')).toBe(true);
    // Two words of one script that differ in their first letter differ in their key.
    expect(keyText('москва')).not.toBe(keyText('мурманск'));
  });

  it('reads a word by code units, as the index reads its spellings, even past a character outside the BMP', () => {
    // '𠮷' is two code units, each an "other" letter of two symbols: the "a" after it is the fifth.
    expect(keyText('𠮷a')).toHaveLength(5);
    expect(keyText('𠮷a').endsWith('a')).toBe(true);
  });
});
