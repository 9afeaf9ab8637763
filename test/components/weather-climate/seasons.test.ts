import { describe, expect, it } from 'vitest';
import { seasonOf, seasonSpans } from '../../../src/components/weather-climate/seasons.ts';

describe("a hemisphere's seasons", () => {
  it('makes December to February winter in the north and summer in the south', () => {
    expect([12, 1, 2].map((month) => seasonOf(month, 52))).toEqual([0, 0, 0]);
    expect([12, 1, 2].map((month) => seasonOf(month, -34))).toEqual([2, 2, 2]);
    expect([3, 6, 9].map((month) => seasonOf(month, 52))).toEqual([1, 2, 3]);
    expect([3, 6, 9].map((month) => seasonOf(month, -34))).toEqual([3, 0, 1]);
  });

  it('groups the months shown into runs, a winter split by the new year in two', () => {
    expect(seasonSpans([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 40)).toEqual([
      { season: 0, months: 2 },
      { season: 1, months: 3 },
      { season: 2, months: 3 },
      { season: 3, months: 3 },
      { season: 0, months: 1 },
    ]);
    expect(seasonSpans([11, 12, 1, 2], -33)).toEqual([
      { season: 1, months: 1 },
      { season: 2, months: 3 },
    ]);
  });
});
