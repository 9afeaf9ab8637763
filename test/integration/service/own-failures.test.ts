// A request the service fails on its own (a bug, a configuration that cannot work) costs the
// caller nothing of the quota; one the upstream fails counts, as asking it again may help.
import { describe, expect, it } from 'vitest';
import { ConfigurationError, UpstreamError } from '../../../src/contract/source-error.ts';
import type { RateLimitState } from '../../../src/service/rate-limit.ts';
import type { WeatherServiceOptions } from '../../../src/service/create-weather-service.ts';
import type { Source } from '../../../src/sources/source.ts';
import { createMemoryStore } from '../../../src/stores/memory-store.ts';
import { embedded, serviceWithClock } from '../../support/service-harness.ts';

const failingWith = (error: () => Error): Source => ({
  ...embedded,
  locate: async () => {
    throw error();
  },
});

const QUOTAS: Record<string, () => Partial<WeatherServiceOptions>> = {
  'in memory': () => ({}),
  'in a store (IndexedDB in a browser)': () => ({ quotaStore: createMemoryStore<RateLimitState>() }),
};

describe.each(Object.entries(QUOTAS))('the quota counted %s', (_, quota) => {
  it('does not count requests the service failed on its own', async () => {
    for (const [error, code] of [
      [() => new TypeError("Cannot read properties of undefined (reading 'digest')"), 'internal'],
      [() => new ConfigurationError('dataUrl names no folder'), 'invalid_configuration'],
    ] as const) {
      const { service } = serviceWithClock({ ...quota(), source: failingWith(error) });
      for (let request = 0; request < 70; request++) {
        const reply = await service.handle('current', { key: 'demo', lat: '1', lon: '1' });
        expect(reply).toMatchObject({ status: 500, body: { code } });
      }
      // The free tier's 60 a minute are all still there.
      const ok = await service.handle('geocode', { key: 'demo', place: 'Oslo' });
      expect(ok.status).toBe(200);
      expect(ok.headers.RateLimit).toMatch(/;r=59;/);
    }
  });

  it("counts the requests an upstream failed: asking again may help, and the upstream's limits are real", async () => {
    const { service } = serviceWithClock({
      ...quota(),
      source: failingWith(() => new UpstreamError('upstream_unavailable', 'the upstream is down')),
    });
    for (let request = 0; request < 60; request++)
      expect((await service.handle('current', { key: 'demo', lat: '1', lon: '1' })).status).toBe(503);
    expect((await service.handle('geocode', { key: 'demo', place: 'Oslo' })).status).toBe(429);
  });
});
