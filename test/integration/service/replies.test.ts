import { describe, expect, it } from 'vitest';
import {
  CurrentEnvelopeSchema,
  ForecastEnvelopeSchema,
  GeocodeEnvelopeSchema,
} from '../../../src/contract/envelopes.ts';
import { problem, ProblemSchema } from '../../../src/contract/problems.ts';
import type { CacheEntry } from '../../../src/service/cache.ts';
import type { ServiceReply } from '../../../src/service/types.ts';
import { createMemoryStore } from '../../../src/stores/memory-store.ts';
import { UpstreamError, UpstreamRefusal } from '../../../src/contract/source-error.ts';
import { countingSource, embedded, serviceWithClock } from '../../support/service-harness.ts';

const HOUR_MS = 3_600_000;

describe('successful replies', () => {
  it('answers a forecast by place with the contract envelope and the free tier defaults', async () => {
    const { service } = serviceWithClock();
    const reply = await service.handle('forecast', { key: 'demo', place: 'Lisbon' });
    expect(reply.status).toBe(200);
    expect(reply.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const body = ForecastEnvelopeSchema.parse(reply.body);
    expect(Object.keys(reply.body as object)).toEqual(['location', 'daily', 'hourly', 'units']);
    expect(body.location).toMatchObject({ name: 'Lisbon', iso2: 'PT', timezone: 'Europe/Lisbon' });
    expect(body.daily).toHaveLength(3);
    expect(body.hourly).toHaveLength(24);
    expect(body.units).toMatchObject({ temp: 'celsius', wind_speed: 'kilometers_per_hour', pressure: 'kilopascals' });
  });

  it('gives the UV index by the hour and the day, the moon by the day, the same in both unit systems', async () => {
    const { service } = serviceWithClock();
    // 21:20 in Sydney on 21 November: dark now, a late-spring sun tomorrow.
    const query = { key: 'demo', place: 'Sydney', days: '2', hourly: '24' };
    const metric = ForecastEnvelopeSchema.parse((await service.handle('forecast', query)).body);
    const imperial = ForecastEnvelopeSchema.parse(
      (await service.handle('forecast', { ...query, units: 'imperial' })).body,
    );
    expect(metric.units).toMatchObject({ uv_index: 'index' });
    expect(imperial.units).toMatchObject({ uv_index: 'index' });
    expect(metric.hourly[0]!.uv_index).toBe(0);
    expect(metric.daily[1]!.uv_index_max).toBeGreaterThan(1);
    expect(metric.daily[1]!.uv_index_max).toBe(
      Math.max(...metric.hourly.filter((hour) => hour.time >= '2026-11-21T13:00').map((hour) => hour.uv_index ?? 0)),
    );
    const pick = (body: typeof metric) => ({
      hourly: body.hourly.map((hour) => hour.uv_index),
      daily: body.daily.map(({ uv_index_max, moon_phase, moon_illumination }) => ({
        uv_index_max,
        moon_phase,
        moon_illumination,
      })),
    });
    expect(pick(imperial)).toEqual(pick(metric));
    const current = CurrentEnvelopeSchema.parse(
      (await service.handle('current', { key: 'demo', place: 'Sydney' })).body,
    );
    expect(current.data.uv_index).toBe(0);
    expect(current.units.uv_index).toBe('index');
  });

  it('names coordinates after the nearest place', async () => {
    const { service } = serviceWithClock();
    const reply = await service.handle('forecast', { key: 'demo', lat: '41.39', lon: '2.17', days: '1', hourly: '0' });
    const body = ForecastEnvelopeSchema.parse(reply.body);
    expect(body.location.name).toBe('Barcelona');
    expect(body.hourly).toEqual([]);
    expect(body.daily).toHaveLength(1);
  });

  it('converts to imperial from the same cached answer as metric', async () => {
    const { source, calls } = countingSource();
    const { service } = serviceWithClock({ source });
    const metric = ForecastEnvelopeSchema.parse(
      (await service.handle('forecast', { key: 'demo', place: 'Oslo' })).body,
    );
    const imperial = ForecastEnvelopeSchema.parse(
      (await service.handle('forecast', { key: 'demo', place: 'Oslo', units: 'imperial' })).body,
    );
    expect(calls.weather).toBe(1);
    expect(imperial.units).toMatchObject({
      temp: 'fahrenheit',
      wind_speed: 'miles_per_hour',
      pressure: 'inches_of_mercury',
      vis: 'miles',
      rain: 'inches',
      snow: 'inches',
    });
    metric.hourly.forEach((hour, i) => {
      const other = imperial.hourly[i]!;
      expect(other.temp).toBeCloseTo((hour.temp * 9) / 5 + 32, 0);
      expect(other.wind_speed).toBeCloseTo(hour.wind_speed / 1.609344, 0);
      expect(other.pressure).toBeCloseTo(hour.pressure / 3.386389, 1);
      expect(other.precip_amount > 0).toBe(hour.precip_amount > 0);
      expect(other.humidity).toBe(hour.humidity);
    });
  });

  it('reports current conditions for the current hour, never in the future', async () => {
    const { service, clock } = serviceWithClock();
    const reply = await service.handle('current', { key: 'demo', place: 'Nairobi' });
    const body = CurrentEnvelopeSchema.parse(reply.body);
    const observed = Date.parse(body.data.time);
    expect(observed).toBeLessThanOrEqual(clock.now());
    expect(clock.now() - observed).toBeLessThan(HOUR_MS);
    expect(body.sunrise).toBeLessThan(body.sunset!);
  });

  it('geocodes at most `limit` places and answers an empty list when nothing matches', async () => {
    const { service } = serviceWithClock();
    const some = GeocodeEnvelopeSchema.parse(
      (await service.handle('geocode', { key: 'demo', place: 'San', limit: '4' })).body,
    );
    expect(some.results).toHaveLength(4);
    const none = await service.handle('geocode', { key: 'demo', place: 'Qxzqxzqxz' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ results: [] });
  });

  it('asks the source once for many identical requests at the same moment', async () => {
    const { source, calls } = countingSource();
    const { service } = serviceWithClock({ source, keys: { k: 'pro' } });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => service.handle('forecast', { key: 'k', place: 'Accra' })),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(calls.weather).toBe(1);
  });

  it('shares one frozen envelope between identical requests, so no caller can corrupt another', async () => {
    const { service } = serviceWithClock({ keys: { k: 'pro' } });
    const query = { key: 'k', place: 'Quito', days: '2', hourly: '3' };
    const first = ForecastEnvelopeSchema.parse((await service.handle('forecast', query)).body);
    const body = (await service.handle('forecast', query)).body as { hourly: { temp: number }[] };
    expect(() => {
      body.hourly[0]!.temp = 99;
    }).toThrow(TypeError);
    expect((await service.handle('forecast', query)).body).toEqual(first);
  });

  it('answers a cached request at once, as handle would, and waits only for what is not cached', async () => {
    const { service } = serviceWithClock({ keys: { k: 'pro' } });
    const query = 'key=k&place=Quito&days=2&hourly=3';
    const first = service.handleAtOnce!('forecast', query);
    expect(first).toBeInstanceOf(Promise);
    const loaded = await first;
    const cached = service.handleAtOnce!('forecast', query);
    expect(cached).not.toBeInstanceOf(Promise);
    const handled = await service.handle('forecast', query);
    for (const reply of [cached as ServiceReply, handled]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toBe(loaded.body);
      expect(Object.keys(reply.headers)).toEqual(Object.keys(loaded.headers));
    }
    const remaining = (reply: ServiceReply) => Number(/r=(\d+)/.exec(reply.headers.RateLimit!)![1]);
    expect([loaded, cached as ServiceReply, handled].map(remaining)).toEqual([5999, 5998, 5997]);
  });

  it('answers a failure met at once at once: a 500, told to onError', async () => {
    const errors: unknown[] = [];
    const cacheStore = {
      ...createMemoryStore<CacheEntry>(),
      getSync: () => {
        throw new Error('memory on fire');
      },
    };
    const { service } = serviceWithClock({ cacheStore, onError: (error) => errors.push(error) });
    const reply = service.handleAtOnce!('forecast', 'key=demo&place=Oslo');
    expect(reply).not.toBeInstanceOf(Promise);
    expect((reply as ServiceReply).status).toBe(500);
    expect((await service.handle('forecast', 'key=demo&place=Oslo')).status).toBe(500);
    expect(errors).toHaveLength(2);
  });

  it('answers 502, 503 or 504 with the upstream problem when a source reports its upstream failed', async () => {
    for (const [failure, status] of [
      ['upstream_error', 502],
      ['upstream_unavailable', 503],
      ['upstream_timeout', 504],
    ] as const) {
      const { service } = serviceWithClock({
        source: {
          ...embedded,
          weather: async () => Promise.reject(new UpstreamError(failure, 'Open-Meteo did not answer in 8 s.')),
        },
      });
      const reply = await service.handle('forecast', { key: 'demo', place: 'Oslo' });
      expect(reply.status).toBe(status);
      expect(ProblemSchema.parse(reply.body)).toMatchObject({
        code: failure,
        status,
        detail: 'Open-Meteo did not answer in 8 s.',
      });
    }
  });

  it("knows the errors of another copy of the sources' error classes, as the script tag's separately bundled HTTP sources throw", async () => {
    // A query string makes the module load again: classes of their own, as another bundle's are.
    const anotherBundle = new URL('../../../src/contract/source-error.ts?another-bundle', import.meta.url).href;
    const copy = (await import(anotherBundle)) as typeof import('../../../src/contract/source-error.ts');
    expect(new copy.UpstreamError('upstream_error', 'x')).not.toBeInstanceOf(UpstreamError);
    const failures = [
      new copy.UpstreamError('upstream_timeout', 'The upstream did not answer within 1000 ms.'),
      new copy.UpstreamRefusal(429, problem('rate_limited', 'Upstream quota spent.', { retry_after: 7 }), {
        'Retry-After': '7',
      }),
      new copy.ConfigurationError('dataUrl names a folder without the HTTP sources.'),
    ];
    const replies = [];
    for (const failure of failures) {
      const { service } = serviceWithClock({ source: { ...embedded, geocode: async () => Promise.reject(failure) } });
      const reply = await service.handle('forecast', { key: 'demo', place: 'Oslo' });
      replies.push([reply.status, (reply.body as { code: string }).code]);
    }
    expect(replies).toEqual([
      [504, 'upstream_timeout'],
      [429, 'rate_limited'],
      [500, 'invalid_configuration'],
    ]);
  });

  it("passes an upstream's own refusal through with its status and headers", async () => {
    const refusal = new UpstreamRefusal(429, problem('rate_limited', 'Upstream quota spent.', { retry_after: 7 }), {
      'Retry-After': '7',
    });
    const { service } = serviceWithClock({ source: { ...embedded, geocode: async () => Promise.reject(refusal) } });
    const reply = await service.handle('geocode', { key: 'demo', place: 'Oslo' });
    expect(reply.status).toBe(429);
    expect(reply.headers['Retry-After']).toBe('7');
    expect(ProblemSchema.parse(reply.body)).toMatchObject({ code: 'rate_limited', retry_after: 7 });
  });

  it('turns an unexpected failure into a 500 problem instead of throwing', async () => {
    const errors: unknown[] = [];
    const { service } = serviceWithClock({
      source: {
        geocode: async () => [],
        locate: async () => {
          throw new Error('disk on fire');
        },
        weather: async () => ({ hourly: [], daily: [] }),
      },
      onError: (error) => errors.push(error),
    });
    const reply = await service.handle('current', { key: 'demo', lat: '1', lon: '1' });
    expect(reply.status).toBe(500);
    expect(ProblemSchema.parse(reply.body)).toMatchObject({ code: 'internal', status: 500 });
    expect(errors).toHaveLength(1);
  });
});
