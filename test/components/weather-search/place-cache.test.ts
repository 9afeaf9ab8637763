import { describe, expect, it } from 'vitest';
import { normalizeQuery, PlaceCache, placeCacheKey } from '../../../src/components/weather-search/place-cache.ts';

describe('PlaceCache', () => {
  it('gives back what was stored', () => {
    const cache = new PlaceCache<string[]>(3);
    cache.set('a', ['Paris']);
    expect(cache.get('a')).toEqual(['Paris']);
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used entry past its capacity', () => {
    const cache = new PlaceCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('counts a read as a use, so a read entry outlives an older unread one', () => {
    const cache = new PlaceCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('replaces an entry written twice without growing', () => {
    const cache = new PlaceCache<number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('empties on clear', () => {
    const cache = new PlaceCache<number>();
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('placeCacheKey', () => {
  it('treats queries differing only in case and spacing as one', () => {
    expect(placeCacheKey('  Berlin ', 5, undefined)).toBe(placeCacheKey('berlin', 5, undefined));
    expect(placeCacheKey('new  york', 5, 'k')).toBe(placeCacheKey('New York', 5, 'k'));
  });

  it('keeps different accents, limits and keys apart', () => {
    expect(placeCacheKey('munchen', 5, undefined)).not.toBe(placeCacheKey('münchen', 5, undefined));
    expect(placeCacheKey('berlin', 5, undefined)).not.toBe(placeCacheKey('berlin', 6, undefined));
    expect(placeCacheKey('berlin', 5, undefined)).not.toBe(placeCacheKey('berlin', 5, 'demo-pro'));
  });
});

describe('normalizeQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeQuery('  sao   paulo ')).toBe('sao paulo');
  });

  it('keeps at most 50 code points, as the service allows', () => {
    expect([...normalizeQuery('𝒜'.repeat(60))]).toHaveLength(50);
  });
});
