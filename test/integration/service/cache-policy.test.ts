import { describe, expect, it } from 'vitest';
import { ForecastEnvelopeSchema, CurrentEnvelopeSchema } from '../../../src/contract/envelopes.ts';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { UpstreamError } from '../../../src/contract/source-error.ts';
import type { Source } from '../../../src/sources/source.ts';
import { countingSource, embedded, serviceWithClock } from '../../support/service-harness.ts';

const MINUTE = 60_000;
const query = { key: 'k', place: 'Oslo', days: '2', hourly: '24' };
const keys = { k: 'pro' };

/** A source whose weather can be switched off, as an upstream that goes down. */
function flakySource() {
  const counting = countingSource();
  let down = false;
  const source: Source = {
    ...counting.source,
    weather: (location, span) =>
      down
        ? Promise.reject(new UpstreamError('upstream_unavailable', 'Upstream is down.'))
        : counting.source.weather(location, span),
  };
  return { source, calls: counting.calls, goDown: () => (down = true) };
}

describe('the cache policy', () => {
  it('answers every coordinate within one 0.01° cell from one entry, named by the cell', async () => {
    const { source, calls } = countingSource();
    const { service } = serviceWithClock({ source, keys });
    const replies = [];
    for (const [lat, lon] of [
      ['40.0012', '-30.0049'],
      ['40.0049', '-29.9951'],
      ['39.99501', '-30.00001'],
    ]) {
      replies.push(await service.handle('current', { key: 'k', lat, lon }));
    }
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(calls.locate).toBe(1);
    expect(calls.weather).toBe(1);
    for (const reply of replies)
      expect(CurrentEnvelopeSchema.parse(reply.body).location).toMatchObject({
        lat: 40,
        lon: -30,
        name: '40.00°N, 30.00°W',
      });
    await service.handle('current', { key: 'k', lat: '40.0051', lon: '-30' });
    expect(calls.locate).toBe(2);
  });

  it('answers again within the TTL without asking the source, saying how old the answer is', async () => {
    const { source, calls } = countingSource();
    const { service, clock } = serviceWithClock({ source, keys });
    const first = await service.handle('forecast', query);
    expect(first.headers['Cache-Status']).toBe('weather-widgets; fwd=miss; stored');
    clock.advance(20 * MINUTE);
    const again = await service.handle('forecast', query);
    expect(calls.weather).toBe(1);
    expect(again.headers.Age).toBe('1200');
    expect(again.headers['Cache-Status']).toBe('weather-widgets; hit; ttl=600');
  });

  it('reads later requests from the cached series by time: the next hour, the next local date', async () => {
    const { source, calls } = countingSource();
    const { service, clock } = serviceWithClock({ source, keys });
    clock.advance(Date.parse('2026-11-21T18:20:00Z') - clock.now());
    const before = ForecastEnvelopeSchema.parse(
      (await service.handle('forecast', { ...query, place: 'Kolkata' })).body,
    );
    clock.advance(20 * MINUTE);
    const after = ForecastEnvelopeSchema.parse((await service.handle('forecast', { ...query, place: 'Kolkata' })).body);
    expect(calls.weather).toBe(1);
    expect(before.hourly[0]!.time).toBe('2026-11-21T18:00:00Z');
    expect(after.hourly[0]!.time).toBe('2026-11-21T18:00:00Z');
    // Kolkata is UTC+5:30: 18:40Z is already the 22nd there.
    expect(before.daily[0]!.date).toBe('2026-11-21');
    expect(after.daily[0]!.date).toBe('2026-11-22');
    expect(after.daily[0]).toEqual(before.daily[1]);
  });

  it('keeps current conditions fresher (10 min) than forecasts (30 min)', async () => {
    const { source, calls } = countingSource();
    const { service, clock } = serviceWithClock({ source, keys });
    await service.handle('forecast', query);
    clock.advance(11 * MINUTE);
    expect((await service.handle('forecast', query)).headers['Cache-Status']).toMatch(/; hit; ttl=/);
    const current = await service.handle('current', { key: 'k', place: 'Oslo' });
    expect(current.headers['Cache-Status']).toMatch(/detail=stale-while-revalidate$/);
    expect(CurrentEnvelopeSchema.safeParse(current.body).success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.weather).toBe(2);
  });

  it('serves stale data at once past the TTL and refreshes exactly once, however many ask', async () => {
    const { source, calls } = countingSource();
    const { service, clock } = serviceWithClock({ source, keys });
    await service.handle('forecast', query);
    clock.advance(45 * MINUTE);
    const replies = await Promise.all(Array.from({ length: 20 }, () => service.handle('forecast', query)));
    for (const reply of replies) expect(reply.headers['Cache-Status']).toMatch(/detail=stale-while-revalidate$/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.weather).toBe(2);
    expect((await service.handle('forecast', query)).headers['Cache-Status']).toMatch(/; hit; ttl=1800$/);
  });

  it('serves stale data, flagged, when the source fails; a problem once it is a day too old', async () => {
    const flaky = flakySource();
    const { service, clock } = serviceWithClock({ source: flaky.source, keys });
    await service.handle('forecast', query);
    flaky.goDown();
    clock.advance(3 * 60 * MINUTE);
    const stale = await service.handle('forecast', query);
    expect(stale.status).toBe(200);
    expect(stale.headers['Cache-Status']).toMatch(/fwd=stale; ttl=-\d+; detail=stale-if-error$/);
    expect(stale.headers.Age).toBe(String(3 * 60 * 60));
    clock.advance(24 * 60 * MINUTE);
    const failed = await service.handle('forecast', query);
    expect(failed.status).toBe(503);
    expect(ProblemSchema.parse(failed.body)).toMatchObject({
      code: 'upstream_unavailable',
      detail: 'Upstream is down.',
    });
  });

  it('answers a miss from the source when nothing usable is cached', async () => {
    const { source, calls } = countingSource();
    const { service } = serviceWithClock({ source, keys });
    await service.handle('forecast', { ...query, place: 'Lima' });
    await service.handle('forecast', { ...query, place: 'Quito' });
    expect(calls.weather).toBe(2);
  });
});

describe('configured cache lifetimes', () => {
  it('keeps forecasts fresh for the configured lifetime and says so in Cache-Status', async () => {
    const { source, calls } = countingSource();
    const { service, clock } = serviceWithClock({ source, keys, cacheTtlSeconds: { forecast: 120 } });
    await service.handle('forecast', query);
    clock.advance(MINUTE);
    expect((await service.handle('forecast', query)).headers['Cache-Status']).toBe('weather-widgets; hit; ttl=60');
    clock.advance(2 * MINUTE);
    expect((await service.handle('forecast', query)).headers['Cache-Status']).toBe(
      'weather-widgets; hit; ttl=-60; detail=stale-while-revalidate',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.weather).toBe(2);
  });

  it('leaves the kinds not configured at their defaults', async () => {
    const { service, clock } = serviceWithClock({ keys, cacheTtlSeconds: { forecast: 120 } });
    await service.handle('current', { key: 'k', place: 'Oslo' });
    clock.advance(5 * MINUTE);
    expect((await service.handle('current', { key: 'k', place: 'Oslo' })).headers['Cache-Status']).toBe(
      'weather-widgets; hit; ttl=300',
    );
  });

  it('sets the lifetime of places with the geocode kind, for names and coordinates alike', async () => {
    const { source, calls } = countingSource();
    const { service, clock } = serviceWithClock({ source, keys, cacheTtlSeconds: { geocode: 3600 } });
    await service.handle('geocode', { key: 'k', place: 'Oslo' });
    await service.handle('current', { key: 'k', lat: '59.91', lon: '10.75' });
    clock.advance(30 * MINUTE);
    expect((await service.handle('geocode', { key: 'k', place: 'Oslo' })).headers['Cache-Status']).toBe(
      'weather-widgets; hit; ttl=1800',
    );
    clock.advance(31 * MINUTE);
    expect((await service.handle('geocode', { key: 'k', place: 'Oslo' })).headers['Cache-Status']).toMatch(
      /detail=stale-while-revalidate$/,
    );
    await service.handle('current', { key: 'k', lat: '59.91', lon: '10.75' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.geocode).toBe(2);
    expect(calls.locate).toBe(2);
  });

  it.each<[Record<string, unknown>, ErrorConstructor, string]>([
    [{ forecast: 0 }, RangeError, 'cacheTtlSeconds.forecast'],
    [{ current: -5 }, RangeError, 'cacheTtlSeconds.current'],
    [{ geocode: Infinity }, RangeError, 'cacheTtlSeconds.geocode'],
    [{ forecast: Number.NaN }, RangeError, 'cacheTtlSeconds.forecast'],
    [{ forecast: '600' }, TypeError, 'cacheTtlSeconds.forecast'],
    [{ places: 600 }, TypeError, 'cacheTtlSeconds.places'],
    [JSON.parse('{"__proto__": 600}'), TypeError, 'cacheTtlSeconds.__proto__'],
  ])('refuses the lifetimes %o with an error naming the kind', (cacheTtlSeconds, kind, name) => {
    const create = () =>
      createWeatherService({
        source: embedded,
        cacheTtlSeconds: cacheTtlSeconds,
      });
    expect(create).toThrow(kind);
    expect(create).toThrow(name);
  });
});
