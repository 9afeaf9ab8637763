import { describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import type { CacheEntry, Exclusive } from '../../../src/service/cache.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { UpstreamError } from '../../../src/contract/source-error.ts';
import type { Source } from '../../../src/sources/source.ts';
import { createMemoryStore } from '../../../src/stores/memory-store.ts';
import { countingSource, fakeClock } from '../../support/service-harness.ts';

const MINUTE = 60_000;
const keys = { k: 'pro' };
const query = { key: 'k', place: 'Oslo', days: '2', hourly: '24' };

/** Locks as Web Locks would give them, within one process: a promise chain per name. */
function inProcessLocks(): Exclusive {
  const tails = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const result = previous.then(task);
    // The next holder waits for this one to finish, however it finishes.
    tails.set(
      name,
      result.catch(() => {}),
    );
    return result;
  };
}

/** Several copies of the service ("tabs"), each with its own memory, over one shared cache store and one source. */
function tabs(count: number, source: Source, exclusive?: Exclusive) {
  const clock = fakeClock();
  const cacheStore = createMemoryStore<CacheEntry>();
  const services = Array.from({ length: count }, () =>
    createWeatherService({ source, keys, now: clock.now, cacheStore, exclusive, onError: () => {} }),
  );
  return { services, clock };
}

/** A source whose weather answers only when the test lets it, as a slow upstream. */
function gatedSource() {
  const counting = countingSource();
  let open = (): void => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const source: Source = {
    ...counting.source,
    async weather(location, span) {
      const answer = counting.source.weather(location, span);
      await gate;
      return answer;
    },
  };
  return { source, calls: counting.calls, open };
}

/** A source whose weather can be made to fail, for a number of calls or until it recovers. */
function unreliableSource() {
  const counting = countingSource();
  let failuresLeft = 0;
  const source: Source = {
    ...counting.source,
    weather(location, span) {
      if (failuresLeft <= 0) return counting.source.weather(location, span);
      failuresLeft--;
      counting.calls.weather++;
      return Promise.reject(new UpstreamError('upstream_unavailable', 'Upstream is down.'));
    },
  };
  return {
    source,
    calls: counting.calls,
    fail: (times = Infinity) => {
      failuresLeft = times;
    },
    recover: () => {
      failuresLeft = 0;
    },
  };
}

describe('refreshes across tabs', () => {
  it('asks the source once when two tabs want the same forecast at once, and the second reads what the first stored', async () => {
    const { source, calls } = countingSource();
    const {
      services: [first, second],
    } = tabs(2, source, inProcessLocks());
    const replies = await Promise.all([first!.handle('forecast', query), second!.handle('forecast', query)]);
    expect(calls.weather).toBe(1);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies[1].body).toEqual(replies[0].body);
    expect(replies.map((reply) => reply.headers['Cache-Status'])).toEqual([
      'weather-widgets; fwd=miss; stored',
      'weather-widgets; hit; ttl=1800',
    ]);
  });

  it('reaches the source once for 3 tabs of 10 widgets showing one place', async () => {
    const { source, calls } = countingSource();
    const { services } = tabs(3, source, inProcessLocks());
    const replies = await Promise.all(
      services.flatMap((service) => Array.from({ length: 10 }, () => service.handle('forecast', query))),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(calls.weather).toBe(1);
    expect(calls.geocode).toBe(1);
  });

  it('refreshes a stale forecast once across tabs', async () => {
    const { source, calls } = countingSource();
    const { services, clock } = tabs(3, source, inProcessLocks());
    await services[0]!.handle('forecast', query);
    clock.advance(45 * MINUTE);
    await Promise.all(services.map((service) => service.handle('forecast', query)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.weather).toBe(2);
    for (const service of services)
      expect((await service.handle('forecast', query)).headers['Cache-Status']).toBe('weather-widgets; hit; ttl=1800');
  });

  it('without a lock, still asks the source once per tab (the default for a single copy)', async () => {
    const { source, calls } = countingSource();
    const { services } = tabs(2, source);
    await Promise.all(
      services.flatMap((service) => [service.handle('forecast', query), service.handle('forecast', query)]),
    );
    expect(calls.weather).toBe(2);
  });

  it('lets the next tab try when the lock holder fails, and reports the failure as before', async () => {
    const { source, calls, fail } = unreliableSource();
    const {
      services: [first, second],
    } = tabs(2, source, inProcessLocks());
    fail(1);
    const [failed, served] = await Promise.all([first!.handle('forecast', query), second!.handle('forecast', query)]);
    expect(calls.weather).toBe(2);
    expect(failed.status).toBe(503);
    expect(ProblemSchema.parse(failed.body)).toMatchObject({ code: 'upstream_unavailable' });
    expect(served.status).toBe(200);
    expect(served.headers['Cache-Status']).toBe('weather-widgets; fwd=miss; stored');
  });

  it('serves stale data in every tab while the source fails, then refreshes once it is back', async () => {
    const { source, calls, fail, recover } = unreliableSource();
    const { services, clock } = tabs(2, source, inProcessLocks());
    await services[0]!.handle('forecast', query);
    fail();
    clock.advance(3 * 60 * MINUTE);
    const stale = await Promise.all(services.map((service) => service.handle('forecast', query)));
    for (const reply of stale)
      expect(reply.headers['Cache-Status']).toMatch(/fwd=stale; ttl=-\d+; detail=stale-if-error$/);
    expect(calls.weather).toBe(3);
    recover();
    const recovered = await Promise.all(services.map((service) => service.handle('forecast', query)));
    expect(recovered.map((reply) => reply.headers['Cache-Status'])).toEqual([
      'weather-widgets; fwd=miss; stored',
      'weather-widgets; hit; ttl=1800',
    ]);
  });

  it('asks again for a request that reaches further than what another tab stored while it waited', async () => {
    const { source, calls, open } = gatedSource();
    const {
      services: [first, second],
      clock,
    } = tabs(2, source, inProcessLocks());
    await first!.handle('geocode', { key: 'k', place: 'Oslo' });
    clock.advance(30 * MINUTE);
    // The first tab asks at 10:50 for a series from 10:00; the source answers after 11:00.
    const slow = first!.handle('forecast', query);
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.advance(20 * MINUTE);
    const near = second!.handle('forecast', query);
    const far = second!.handle('forecast', { ...query, hourly: '168' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    open();
    const [nearReply, farReply] = await Promise.all([near, far, slow]);
    expect(nearReply.headers['Cache-Status']).toBe('weather-widgets; hit; ttl=600');
    expect(farReply.status).toBe(200);
    expect(farReply.headers['Cache-Status']).toBe('weather-widgets; fwd=miss; stored');
    expect(calls.weather).toBe(2);
  });
});
