import { describe, expect, it } from 'vitest';
import { alternating } from '../../../src/components/shared/live-text.ts';

describe('a live region said again with the same words', () => {
  it('differs from the text before it every time, and reads the same', () => {
    const said = [0, 1, 2, 3].map((nth) => alternating('5 places found', nth));
    for (let index = 1; index < said.length; index++) expect(said[index]).not.toBe(said[index - 1]);
    expect(new Set(said.map((text) => text.trim()))).toEqual(new Set(['5 places found']));
  });
});
