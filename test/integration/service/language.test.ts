// The `language` parameter: places' countries named in the page's language, each language cached apart.
import { describe, expect, it } from 'vitest';
import type { Location } from '../../../src/contract/records.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { countingSource, fakeClock } from '../../support/service-harness.ts';

function service() {
  const { source, calls } = countingSource();
  const clock = fakeClock();
  return { service: createWeatherService({ source, now: clock.now, onError: () => {} }), calls };
}

describe('the language parameter', () => {
  it('names the country of a forecast, a current reply and a geocode result in the language', async () => {
    const { service: weather } = service();
    const forecast = await weather.handle('forecast', {
      key: 'demo',
      place: 'Rome',
      days: '1',
      hourly: '0',
      language: 'it',
    });
    const current = await weather.handle('current', { key: 'demo', lat: '52.23', lon: '21.01', language: 'pl' });
    const geocode = await weather.handle('geocode', { key: 'demo', place: 'Munich', limit: '1', language: 'de-AT' });
    expect((forecast.body as { location: Location }).location.country).toBe('Italia');
    expect((current.body as { location: Location }).location.country).toBe('Polska');
    expect((geocode.body as { results: Location[] }).results[0]!.country).toBe('Deutschland');
  });

  it('is English when not given, and each language has its own cached answer', async () => {
    const { service: weather, calls } = service();
    const ask = async (language?: string) =>
      (
        (await weather.handle('geocode', { key: 'demo', place: 'Rome', limit: '1', ...(language ? { language } : {}) }))
          .body as { results: Location[] }
      ).results[0]!.country;
    expect(await ask()).toBe('Italy');
    expect(await ask('it')).toBe('Italia');
    expect(await ask('en')).toBe('Italy');
    expect(await ask('it')).toBe('Italia');
    expect(calls.geocode).toBe(2);
  });

  it('shares the weather between languages but never the place in the envelope', async () => {
    const { service: weather, calls } = service();
    const ask = async (language: string) =>
      (
        (await weather.handle('forecast', { key: 'demo', place: 'Warsaw', days: '1', hourly: '1', language })).body as {
          location: Location;
        }
      ).location.country;
    expect(await ask('pl')).toBe('Polska');
    expect(await ask('en')).toBe('Poland');
    expect(await ask('pl')).toBe('Polska');
    expect(calls.weather).toBe(1);
  });

  it('refuses what is not a language tag, naming the parameter', async () => {
    const { service: weather } = service();
    const reply = await weather.handle('geocode', { key: 'demo', place: 'Rome', language: 'Italian please' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errors: [
        {
          param: 'language',
          code: 'not_allowed',
          detail: 'language must be a language tag such as it, pt-BR or zh-Hant.',
        },
      ],
    });
  });
});
