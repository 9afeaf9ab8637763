import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../src/contract/bounded-memo.ts';

describe('boundedMemo', () => {
  it('computes a key once while it is remembered', () => {
    const computed: string[] = [];
    const upper = boundedMemo(4, (key: string) => (computed.push(key), key.toUpperCase()));
    expect([upper('a'), upper('b'), upper('a'), upper('a')]).toEqual(['A', 'B', 'A', 'A']);
    expect(computed).toEqual(['a', 'b']);
  });

  it('forgets everything once full, and computes again what is asked after', () => {
    const computed: number[] = [];
    const double = boundedMemo(2, (key: number) => (computed.push(key), key * 2));
    double(1);
    double(2);
    expect(double(3)).toBe(6);
    expect(double(3)).toBe(6);
    expect(double(1)).toBe(2);
    expect(computed).toEqual([1, 2, 3, 1]);
  });
});
