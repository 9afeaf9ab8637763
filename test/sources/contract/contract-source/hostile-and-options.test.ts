import { afterAll, describe, expect, it } from 'vitest';
import { createContractSource } from '../../../../src/sources/contract/contract-source.ts';
import { currentReply, oslo } from '../fixtures.ts';
import { send, startScriptedUpstream } from '../scripted-upstream.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('contract source with hostile upstream text', async () => {
  let reply: string = '{}';
  const upstream = await startScriptedUpstream((_, response) => send(response, 200, reply));
  afterAll(() => upstream.close());
  const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo' });

  it('returns a place named with markup as that literal string', async () => {
    reply = JSON.stringify({
      results: [{ ...oslo, name: HOSTILE, admin: '"; DROP TABLE places; --', country: '{{constructor}}' }],
    });
    const [place] = await source.geocode('Oslo', 1);
    expect(place).toEqual({ ...oslo, name: HOSTILE, admin: '"; DROP TABLE places; --', country: '{{constructor}}' });
  });

  it('keeps __proto__ and unknown fields of the upstream out of its answers and out of Object.prototype', async () => {
    reply = `{"results":[{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"extra":"x",${JSON.stringify(oslo).slice(1)}],"__proto__":{"polluted":true}}`;
    const places = await source.geocode('Oslo', 1);
    expect(places).toEqual([oslo]);
    expect(Object.keys(places[0]!).sort()).toEqual(Object.keys(oslo).sort());
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(places[0])).toBe(Object.prototype);
  });

  it('names a coordinate with the location of the current reply, in one request', async () => {
    const place = { ...oslo, name: HOSTILE };
    reply = JSON.stringify(currentReply(place, Date.parse('2026-03-27T09:00:00Z')));
    const before = upstream.requests.length;
    await expect(source.locate(59.9127, 10.7461)).resolves.toEqual(place);
    expect(upstream.requests).toHaveLength(before + 1);
    const url = upstream.requests.at(-1)!;
    expect(url.pathname).toBe('/v1/current');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'demo',
      lat: '59.9127',
      lon: '10.7461',
      units: 'metric',
    });
  });

  it('writes tiny coordinates as plain decimals, which the contract accepts', async () => {
    reply = JSON.stringify(currentReply(oslo, Date.parse('2026-03-27T09:00:00Z')));
    await source.locate(1e-7, -2.5e-8);
    const url = upstream.requests.at(-1)!;
    expect(url.searchParams.get('lat')).toBe('0.0000001');
    expect(url.searchParams.get('lon')).toBe('-0.000000025');
  });

  it('reaches the same operations whether or not the base URL ends with a slash', async () => {
    reply = JSON.stringify({ results: [] });
    await createContractSource({ baseUrl: `${upstream.baseUrl}/`, apiKey: 'demo' }).geocode('Oslo', 2);
    const url = upstream.requests.at(-1)!;
    expect(url.pathname).toBe('/v1/geocode');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'demo', place: 'Oslo', limit: '2' });
  });

  it('sends a key with reserved characters intact', async () => {
    reply = JSON.stringify({ results: [] });
    await createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'a&b=c d#e' }).geocode('Oslo', 1);
    expect(upstream.requests.at(-1)!.searchParams.get('key')).toBe('a&b=c d#e');
  });

  it('returns no more places than the limit, even when the upstream sends more', async () => {
    reply = JSON.stringify({ results: [oslo, { ...oslo, name: 'Oslo 2' }, { ...oslo, name: 'Oslo 3' }] });
    await expect(source.geocode('Oslo', 2)).resolves.toHaveLength(2);
  });
});

describe('contract source options and arguments', async () => {
  const upstream = await startScriptedUpstream((_, response) => send(response, 200, { results: [] }));
  afterAll(() => upstream.close());
  const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo' });

  it('refuses a base URL that is not an absolute http(s) URL, or that carries a query', () => {
    for (const baseUrl of ['localhost:8787/v1', 'ftp://example.com/v1', '', 'http://example.com/v1?key=x']) {
      expect(() => createContractSource({ baseUrl, apiKey: 'demo' })).toThrow(/baseUrl/);
    }
  });

  it('refuses an empty key and a timeout that is not a positive number', () => {
    expect(() => createContractSource({ baseUrl: upstream.baseUrl, apiKey: '' })).toThrow(TypeError);
    for (const timeoutMs of [0, -5, Number.NaN, Infinity]) {
      expect(() => createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo', timeoutMs })).toThrow(/timeoutMs/);
    }
  });

  it('refuses bad arguments without asking the upstream', async () => {
    const before = upstream.requests.length;
    await expect(source.geocode('  ', 1)).rejects.toThrow(/query/);
    await expect(source.geocode('Oslo', 0)).rejects.toThrow(/limit/);
    await expect(source.geocode('Oslo', 2.5)).rejects.toThrow(/limit/);
    await expect(source.locate(91, 0)).rejects.toThrow(/lat/);
    await expect(source.locate(0, Number.NaN)).rejects.toThrow(/lon/);
    await expect(source.weather(oslo, { now: 0, hours: 169, days: 1 })).rejects.toThrow(/span.hours/);
    await expect(source.weather(oslo, { now: 0, hours: 1, days: 0 })).rejects.toThrow(/span.days/);
    await expect(source.weather({ ...oslo, timezone: 'Mars/Olympus' }, { now: 0, hours: 1, days: 1 })).rejects.toThrow(
      /timezone/,
    );
    expect(upstream.requests).toHaveLength(before);
  });
});
