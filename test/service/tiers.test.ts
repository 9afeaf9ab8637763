// The settings of a key in the registry: what is refused, and that the refusal names the key
// by its position, never by its text.
import { describe, expect, it } from 'vitest';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { keyRegistry, PUBLISHABLE_CLIENT_SHARE } from '../../src/service/tiers.ts';
import { embedded } from '../support/service-harness.ts';

describe('key settings', () => {
  it('make a key with origins publishable, sharing a quarter of its quota per client unless told', () => {
    const registry = keyRegistry({
      plain: 'pro',
      pk: { tier: 'free', origins: ['https://shop.example', 'http://localhost:5173'] },
      half: { tier: 'free', origins: ['https://a.example'], clientShare: 0.5 },
    });
    expect(registry.get('plain')).toEqual({ tier: 'pro', clientShare: 1 });
    expect(registry.get('pk')).toEqual({
      tier: 'free',
      clientShare: PUBLISHABLE_CLIENT_SHARE,
      origins: new Set(['https://shop.example', 'http://localhost:5173']),
    });
    expect(registry.get('half')?.clientShare).toBe(0.5);
  });

  it('refuse what cannot work, naming the key by position only', () => {
    const secret = 'sk-live-do-not-print';
    for (const [settings, message] of [
      [
        { tier: 'free', origins: ['https://shop.example/path'] },
        /key 2: "https:\/\/shop.example\/path" is not an origin/,
      ],
      [{ tier: 'free', origins: ['shop.example'] }, /key 2: "shop.example" is not an origin/],
      [{ tier: 'free', origins: [] }, /key 2: origins must be a non-empty array/],
      [{ tier: 'free', clientShare: 0 }, /key 2: clientShare must be a number above 0 and at most 1, not 0/],
      [{ tier: 'free', clientShare: 1.5 }, /clientShare must be .* not 1.5/],
      [{ tier: 'gold' }, /tier of a key must be one of free, standard, pro, not "gold"/],
    ] as const) {
      const build = () => keyRegistry({ first: 'free', [secret]: settings });
      expect(build).toThrow(message);
      try {
        build();
      } catch (error) {
        expect(String(error)).not.toContain(secret);
      }
    }
  });

  it('check origins over HTTP only: a caller in the same process is trusted', async () => {
    const service = createWeatherService({
      source: embedded,
      keys: { pk: { tier: 'free', origins: ['https://shop.example'] } },
    });
    expect((await service.handle('geocode', { key: 'pk', place: 'Oslo' })).status).toBe(200);
    expect((await service.handle('geocode', { key: 'pk', place: 'Oslo' }, { origin: null })).status).toBe(403);
    expect(
      (await service.handle('geocode', { key: 'pk', place: 'Oslo' }, { origin: 'https://shop.example' })).status,
    ).toBe(200);
  });
});
