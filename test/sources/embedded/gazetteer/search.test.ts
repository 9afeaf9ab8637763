import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './load-gazetteer.ts';

const gazetteer = loadGazetteer();
const top = (query: string) => gazetteer.search(query, 1)[0];
const names = (query: string, limit = 10) => gazetteer.search(query, limit).map((place) => place.name);

describe('gazetteer search', () => {
  it('finds São Paulo, Brazil for "sao paulo"', () => {
    expect(top('sao paulo')).toMatchObject({
      name: 'São Paulo',
      iso2: 'BR',
      country: 'Brazil',
      timezone: 'America/Sao_Paulo',
    });
  });

  it.each(['munich', 'münchen', 'muenchen', 'MÜNCHEN', 'Munchen'])('finds Munich in Bavaria for %j', (query) => {
    expect(top(query)).toMatchObject({ name: 'Munich', admin: 'Bavaria', iso2: 'DE' });
  });

  it.each(['cologne', 'koln', 'köln', 'koeln'])('finds Köln for %j', (query) => {
    expect(top(query)).toMatchObject({ name: 'Köln', iso2: 'DE' });
  });

  it.each(['kiev', 'kyiv'])('finds Kyiv for %j', (query) => {
    expect(top(query)).toMatchObject({ name: 'Kyiv', iso2: 'UA', timezone: 'Europe/Kyiv' });
  });

  it('finds Beijing for its old name "peking"', () => {
    expect(top('peking')).toMatchObject({ name: 'Beijing', iso2: 'CN' });
  });

  it('finds Vienna for its German name "wien"', () => {
    expect(top('wien')).toMatchObject({ name: 'Vienna', iso2: 'AT' });
  });

  it('ranks Genève above Geneva, Illinois for "geneva"', () => {
    const results = gazetteer.search('geneva', 5);
    expect(results[0]).toMatchObject({ name: 'Genève', iso2: 'CH' });
    expect(results.some((place) => place.iso2 === 'US' && place.name === 'Geneva')).toBe(true);
  });

  it('ranks Paris, France first for "paris"', () => {
    expect(top('paris')).toMatchObject({ name: 'Paris', iso2: 'FR', country: 'France' });
  });

  it('ranks York, England first for "york", with New York City among the first five', () => {
    const results = gazetteer.search('york', 5);
    expect(results[0]).toMatchObject({ name: 'York', iso2: 'GB' });
    expect(results.map((place) => place.name)).toContain('New York City');
  });

  it('ranks London, England first for "london", ahead of London, Ontario', () => {
    expect(names('london', 2)).toEqual(['London', 'London']);
    expect(gazetteer.search('london', 2).map((place) => place.iso2)).toEqual(['GB', 'CA']);
  });

  it('lets a much bigger place overtake a closer match: San Diego for "diego", Long Beach for "beach"', () => {
    expect(top('diego')).toMatchObject({ name: 'San Diego', iso2: 'US' });
    expect(names('beach', 2)).toEqual(['Long Beach', 'Virginia Beach']);
  });

  it('keeps old and foreign alternate names from pulling megacities into short queries', () => {
    // Bogotá was "Santa Fe de Bogotá", Jakarta is nicknamed "Big Durian".
    expect(names('santa', 5)).not.toContain('Bogotá');
    expect(top('big')?.name).not.toBe('Jakarta');
  });

  it('keeps an exact match of comparable size ahead of a bigger prefix match: Kingston, Jamaica for "kingston"', () => {
    // Kingston upon Hull is larger than Kingston, Ontario but only starts with the query.
    expect(gazetteer.search('kingston', 2).map((place) => `${place.name}, ${place.iso2}`)).toEqual([
      'Kingston, JM',
      'Kingston, CA',
    ]);
  });

  it('finds New York City while the user is still typing "new y"', () => {
    expect(top('new y')).toMatchObject({ name: 'New York City', iso2: 'US' });
  });

  it('narrows "Paris, US" to places in the United States', () => {
    const results = gazetteer.search('Paris, US', 5);
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((place) => place.iso2 === 'US' && place.name === 'Paris')).toBe(true);
  });

  it.each(['Springfield, Illinois', 'Springfield, IL', 'springfield, il'])(
    'narrows %j to the capital of Illinois',
    (query) => {
      expect(gazetteer.search(query, 5)).toEqual([
        expect.objectContaining({ name: 'Springfield', admin: 'Illinois', iso2: 'US' }),
      ]);
    },
  );

  it('narrows "London, Canada" to London, Ontario', () => {
    expect(top('London, Canada')).toMatchObject({ name: 'London', admin: 'Ontario', iso2: 'CA' });
  });

  it.each(['London, UK', 'London, United Kingdom', 'London, England', 'London, GB'])(
    'narrows %j to places in Britain',
    (query) => {
      const results = gazetteer.search(query, 5);
      expect(results[0]).toMatchObject({ name: 'London', iso2: 'GB' });
      expect(results.every((place) => place.iso2 === 'GB')).toBe(true);
    },
  );

  it('returns nothing when the qualifier matches no place of that name', () => {
    expect(gazetteer.search('Paris, Japan', 5)).toEqual([]);
  });

  it('ignores an empty qualifier after a trailing comma', () => {
    expect(top('Paris,')).toMatchObject({ name: 'Paris', iso2: 'FR' });
  });

  it('returns no results for an empty or blank query', () => {
    expect(gazetteer.search('', 10)).toEqual([]);
    expect(gazetteer.search('   ', 10)).toEqual([]);
    expect(gazetteer.search(' , ', 10)).toEqual([]);
  });

  it('returns no results for a name that matches nothing', () => {
    expect(gazetteer.search('xqzvwk', 10)).toEqual([]);
  });

  it('respects the limit', () => {
    expect(gazetteer.search('san', 3)).toHaveLength(3);
    expect(gazetteer.search('san', 0)).toEqual([]);
  });

  it('lists each place once even when several of its names match', () => {
    for (const query of ['mun', 'kie', 'col', 'san', 'new', 's']) {
      const keys = gazetteer.search(query, 20).map((place) => `${place.name}|${place.lat}|${place.lon}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('suggests big cities for a single letter', () => {
    const results = gazetteer.search('t', 5);
    expect(results).toHaveLength(5);
    expect(results.map((place) => place.name)).toContain('Tokyo');
  });

  it('returns complete locations with a country name from Intl', () => {
    const munich = top('munich');
    expect(munich).toEqual({
      lat: expect.closeTo(48.137, 2),
      lon: expect.closeTo(11.575, 2),
      name: 'Munich',
      admin: 'Bavaria',
      country: 'Germany',
      iso2: 'DE',
      timezone: 'Europe/Berlin',
    });
  });

  it('rejects a limit that is not a non-negative integer', () => {
    expect(() => gazetteer.search('paris', -1)).toThrow(RangeError);
    expect(() => gazetteer.search('paris', 1.5)).toThrow(/limit/);
  });

  it('rejects a query that is not a string', () => {
    expect(() => gazetteer.search(42 as unknown as string, 5)).toThrow(TypeError);
  });
});
