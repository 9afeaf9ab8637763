import { describe, expect, it } from 'vitest';
import { ProblemSchema, type Problem } from '../../../src/contract/problems.ts';
import { serviceWithClock } from '../../support/service-harness.ts';

async function problemOf(operation: string, query: Record<string, string | string[]>, keys?: Record<string, string>) {
  const { service } = serviceWithClock(keys ? { keys } : {});
  const reply = await service.handle(operation, query);
  return { status: reply.status, headers: reply.headers, problem: ProblemSchema.parse(reply.body) };
}

const violations = (problem: Problem) => problem.errors?.map(({ param, code }) => `${param}:${code}`);

describe('invalid requests', () => {
  it('reports every violation of a request at once, each naming its parameter', async () => {
    const { status, headers, problem } = await problemOf('forecast', {
      key: 'demo',
      lat: 'abc',
      lon: '200',
      days: '0',
      units: 'si',
      hourly: '2.5',
    });
    expect(status).toBe(400);
    expect(headers['Content-Type']).toBe('application/problem+json');
    expect(problem).toMatchObject({ code: 'invalid_request', status: 400, title: 'Invalid request' });
    expect(violations(problem)).toEqual([
      'lat:not_a_number',
      'lon:out_of_range',
      'units:not_allowed',
      'days:out_of_range',
      'hourly:not_an_integer',
    ]);
    for (const error of problem.errors!) expect(error.detail).toContain(error.param);
  });

  it.each([
    ['+1', 'not_a_number'],
    ['1e2', 'not_a_number'],
    ['0x1A', 'not_a_number'],
    ['NaN', 'not_a_number'],
    ['Infinity', 'not_a_number'],
    ['1,5', 'not_a_number'],
    ['12abc', 'not_a_number'],
    [' 12', 'not_a_number'],
    ['', 'not_a_number'],
    ['١٢', 'not_a_number'],
    ['90.0000001', 'out_of_range'],
    ['-90.0000001', 'out_of_range'],
  ])('rejects lat=%j as %s', async (lat, code) => {
    const { problem } = await problemOf('current', { key: 'demo', lat, lon: '0' });
    expect(violations(problem)).toEqual([`lat:${code}`]);
  });

  it('requires the key, and refuses an empty one', async () => {
    expect(violations((await problemOf('current', { place: 'Oslo' })).problem)).toEqual(['key:missing']);
    expect(violations((await problemOf('current', { key: '', place: 'Oslo' })).problem)).toEqual(['key:missing']);
  });

  it('answers 401 for a key it does not know, including prototype names', async () => {
    for (const key of ['nope', '__proto__', 'constructor', 'prototype', 'toString']) {
      const { status, problem } = await problemOf('geocode', { key, place: 'Oslo' });
      expect(status).toBe(401);
      expect(problem.code).toBe('invalid_key');
    }
  });

  it('refuses a parameter given twice', async () => {
    const { problem } = await problemOf('current', { key: 'demo', lat: ['1', '2'], lon: '3' });
    expect(violations(problem)).toEqual(['lat:duplicate']);
  });

  it('refuses place together with coordinates, and half a coordinate', async () => {
    expect(
      violations((await problemOf('current', { key: 'demo', place: 'Oslo', lat: '1', lon: '2' })).problem),
    ).toEqual(['place:conflict']);
    expect(violations((await problemOf('current', { key: 'demo', lat: '1' })).problem)).toEqual(['lon:missing']);
    expect(violations((await problemOf('current', { key: 'demo', lon: '1' })).problem)).toEqual(['lat:missing']);
    const neither = (await problemOf('forecast', { key: 'demo' })).problem;
    expect(violations(neither)).toEqual(['place:missing']);
    expect(neither.errors![0]!.detail).toMatch(/give place, or lat and lon/i);
  });

  it('bounds hourly by the tier, naming the tier and its maximum', async () => {
    const free = (await problemOf('forecast', { key: 'demo', place: 'Oslo', hourly: '25' })).problem;
    expect(violations(free)).toEqual(['hourly:exceeds_tier']);
    expect(free.errors![0]!.detail).toContain('24');
    expect(free.errors![0]!.detail).toContain('free');
  });

  it('says which place it could not find', async () => {
    const { problem } = await problemOf('forecast', { key: 'demo', place: 'Qxzqxzqxz' });
    expect(violations(problem)).toEqual(['place:unknown_place']);
    expect(problem.errors![0]!.detail).toContain('Qxzqxzqxz');
  });

  it('refuses an empty or over-long place, counting code points', async () => {
    expect(violations((await problemOf('geocode', { key: 'demo', place: '   ' })).problem)).toEqual([
      'place:too_short',
    ]);
    expect(violations((await problemOf('geocode', { key: 'demo', place: 'x'.repeat(51) })).problem)).toEqual([
      'place:too_long',
    ]);
    expect(violations((await problemOf('geocode', { key: 'demo' })).problem)).toEqual(['place:missing']);
  });
});

describe('boundaries', () => {
  const ok = async (operation: string, query: Record<string, string>, keys?: Record<string, string>) => {
    const { service } = serviceWithClock(keys ? { keys } : {});
    return (await service.handle(operation, query)).status;
  };

  it('accepts the extreme coordinates', async () => {
    for (const [lat, lon] of [
      ['90', '180'],
      ['-90', '-180'],
      ['-0', '0'],
    ]) {
      expect(await ok('current', { key: 'demo', lat: lat!, lon: lon! })).toBe(200);
    }
  });

  it('accepts days 1 and 14, hourly 0 and each tier maximum, limit 1 and 25', async () => {
    const keys = { f: 'free', s: 'standard', p: 'pro' };
    expect(await ok('forecast', { key: 'f', place: 'Oslo', days: '1' }, keys)).toBe(200);
    expect(await ok('forecast', { key: 'f', place: 'Oslo', days: '14' }, keys)).toBe(200);
    expect(await ok('forecast', { key: 'f', place: 'Oslo', days: '15' }, keys)).toBe(400);
    expect(await ok('forecast', { key: 'f', place: 'Oslo', hourly: '0' }, keys)).toBe(200);
    expect(await ok('forecast', { key: 'f', place: 'Oslo', hourly: '24' }, keys)).toBe(200);
    expect(await ok('forecast', { key: 's', place: 'Oslo', hourly: '72' }, keys)).toBe(200);
    expect(await ok('forecast', { key: 's', place: 'Oslo', hourly: '73' }, keys)).toBe(400);
    expect(await ok('forecast', { key: 'p', place: 'Oslo', hourly: '168' }, keys)).toBe(200);
    expect(await ok('forecast', { key: 'p', place: 'Oslo', hourly: '169' }, keys)).toBe(400);
    expect(await ok('geocode', { key: 'f', place: 'Oslo', limit: '1' }, keys)).toBe(200);
    expect(await ok('geocode', { key: 'f', place: 'Oslo', limit: '25' }, keys)).toBe(200);
    expect(await ok('geocode', { key: 'f', place: 'Oslo', limit: '26' }, keys)).toBe(400);
  });

  it('accepts a place of 1 and of 50 code points, even when they are emoji', async () => {
    expect(await ok('geocode', { key: 'demo', place: 'X' })).toBe(200);
    expect(await ok('geocode', { key: 'demo', place: '🌧'.repeat(50) })).toBe(200);
    expect(await ok('geocode', { key: 'demo', place: '🌧'.repeat(51) })).toBe(400);
  });
});

describe('rate limit', () => {
  it('admits the quota, then answers 429 with Retry-After until the client has waited it', async () => {
    const { service, clock } = serviceWithClock();
    const query = { key: 'demo', place: 'Oslo' };
    for (let i = 0; i < 60; i++) {
      const reply = await service.handle('geocode', query);
      expect(reply.status).toBe(200);
      expect(reply.headers['RateLimit-Policy']).toBe('"minute";q=60;w=60');
      expect(reply.headers.RateLimit).toMatch(new RegExp(`^"minute";r=${59 - i};t=\\d+$`));
    }
    const refused = await service.handle('geocode', query);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['Retry-After']);
    expect(wait).toBeGreaterThan(0);
    expect(ProblemSchema.parse(refused.body)).toMatchObject({ code: 'rate_limited', retry_after: wait });
    clock.advance(wait * 1000 - 1000);
    expect((await service.handle('geocode', query)).status).toBe(429);
    clock.advance(1000);
    expect((await service.handle('geocode', query)).status).toBe(200);
  });

  it('counts invalid requests made with a valid key, but not unknown keys', async () => {
    const { service } = serviceWithClock();
    await service.handle('geocode', { key: 'nope', place: 'Oslo' });
    const invalid = await service.handle('geocode', { key: 'demo', place: '' });
    expect(invalid.headers.RateLimit).toMatch(/^"minute";r=59;/);
  });
});
