import { describe, expect, it } from 'vitest';
import { ForecastEnvelopeSchema } from '../../../src/contract/envelopes.ts';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { countingSource, serviceWithClock } from '../../support/service-harness.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const keys = { k: 'pro', f: 'free' };
const query = { key: 'k', place: 'Oslo', days: '2', hourly: '3' };
const JULY = Date.parse('2026-07-15T12:20:00Z');

describe("a request's own clock", () => {
  it('picks the hours and the local "today" of the instant the caller names, not the service clock', async () => {
    const { service } = serviceWithClock({ keys });
    const reply = await service.handle('forecast', { ...query, place: 'Tokyo' }, { now: JULY });
    const body = ForecastEnvelopeSchema.parse(reply.body);
    expect(body.hourly[0]!.time).toBe('2026-07-15T12:00:00Z');
    // 12:20Z is 21:20 in Tokyo: still the 15th there.
    expect(body.daily[0]!.date).toBe('2026-07-15');
    const late = ForecastEnvelopeSchema.parse(
      (await service.handle('forecast', { ...query, place: 'Tokyo' }, { now: JULY + 3 * 60 * MINUTE })).body,
    );
    expect(late.daily[0]!.date).toBe('2026-07-16');
  });

  it('ages cached answers by the caller’s clock', async () => {
    const { source, calls } = countingSource();
    const { service } = serviceWithClock({ source, keys });
    await service.handle('forecast', query, { now: JULY });
    const later = await service.handle('forecast', query, { now: JULY + 20 * MINUTE });
    expect(calls.weather).toBe(1);
    expect(later.headers['Age']).toBe('1200');
  });

  it('takes no answer stored in its future for a fresh one: a tab whose clock runs ahead cannot make stale answers look fresh to others', async () => {
    const { source, calls } = countingSource();
    const { service, clock } = serviceWithClock({ source, keys });
    await service.handle('geocode', { key: 'k', place: 'Oslo' }, { now: clock.now() + 90 * DAY });
    const real = await service.handle('geocode', { key: 'k', place: 'Oslo' });
    expect(calls.geocode).toBe(2);
    expect(real.headers['Age']).toBe('0');
    expect(real.headers['Cache-Status']).toBe('weather-widgets; fwd=miss; stored');
  });

  it('counts the quota on the service’s own clock, whatever instant the caller names', async () => {
    const { service, clock } = serviceWithClock({ keys });
    const statuses: number[] = [];
    // A free key may make 60 requests a minute; callers naming instants a day apart are still one minute of requests.
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await service.handle('geocode', { key: 'f', place: 'Oslo' }, { now: clock.now() + i * DAY })).status,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    // Naming an instant an hour ahead frees nothing.
    expect(
      (await service.handle('geocode', { key: 'f', place: 'Oslo' }, { now: clock.now() + 60 * MINUTE })).status,
    ).toBe(429);
    clock.advance(61_000);
    expect((await service.handle('geocode', { key: 'f', place: 'Oslo' })).status).toBe(200);
  });

  it.each([Number.NaN, Infinity, -1, 1e17])('refuses the instant %s with a problem naming now', async (now) => {
    const { service } = serviceWithClock({ keys });
    const reply = await service.handle('forecast', query, { now });
    expect(reply.status).toBe(400);
    const problem = ProblemSchema.parse(reply.body);
    expect(problem.errors?.[0]).toMatchObject({ param: 'now', code: 'out_of_range' });
  });
});
