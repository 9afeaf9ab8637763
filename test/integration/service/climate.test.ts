// The climate operation through the service: twelve months of observed normals, in the caller's
// units, with forecast's validation, problems, quota and cache.
import { describe, expect, it } from 'vitest';
import { ClimateEnvelopeSchema, type ClimateEnvelope } from '../../../src/contract/climate.ts';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import type { Source } from '../../../src/sources/source.ts';
import { embedded, serviceWithClock } from '../../support/service-harness.ts';

async function climateOf(query: Record<string, string>, now?: number) {
  const { service } = serviceWithClock();
  return service.handle('climate', { key: 'demo', ...query }, now === undefined ? {} : { now });
}

describe('climate', () => {
  it("answers Lisbon's twelve months, January first, warm dry summers and wet winters", async () => {
    const reply = await climateOf({ place: 'Lisbon' });
    expect(reply.status).toBe(200);
    const body = ClimateEnvelopeSchema.parse(reply.body);
    expect(body).toMatchObject({ period: '1991-2020', location: { name: 'Lisbon', iso2: 'PT' } });
    expect(body.sources).toEqual(['CRU TS 4.07', 'ERA5']);
    expect(body.units).toEqual({
      temp: 'celsius',
      rain: 'millimeters',
      precip_days: 'days',
      humidity: 'percent',
      daylight_hours: 'hours',
    });
    const [january, july] = [body.months[0]!, body.months[6]!];
    // IPMA's 1991–2020 normals for Lisbon: January 15.0/8.7 °C, July 28.1/18.1 °C; 3 °C is the climate test's bound.
    expect(Math.abs(january.temp_max_mean! - 15.0)).toBeLessThan(3);
    expect(Math.abs(july.temp_max_mean! - 28.1)).toBeLessThan(3);
    expect(Math.abs(july.temp_min_mean! - 18.1)).toBeLessThan(3);
    expect(january.precip_sum_mean!).toBeGreaterThan(3 * july.precip_sum_mean!);
    expect(july.daylight_hours_mean!).toBeGreaterThan(14);
    expect(january.daylight_hours_mean!).toBeLessThan(10.5);
    for (const month of body.months) {
      expect(month.temp_min_mean!).toBeLessThanOrEqual(month.temp_max_mean!);
      for (const value of [month.temp_max_mean, month.precip_sum_mean, month.daylight_hours_mean])
        expect(Math.round(value! * 10) / 10).toBe(value);
    }
  });

  it('answers the same normals whatever the clock, and for the coordinates of the place', async () => {
    const winter = await climateOf({ place: 'Lisbon' }, Date.parse('2026-01-15T12:00:00Z'));
    const summer = await climateOf({ place: 'Lisbon' }, Date.parse('2031-07-01T03:00:00Z'));
    expect(summer.body).toEqual(winter.body);
    const { location } = winter.body as ClimateEnvelope;
    const byCoordinates = await climateOf({ lat: String(location.lat), lon: String(location.lon) });
    expect((byCoordinates.body as ClimateEnvelope).months).toEqual((winter.body as ClimateEnvelope).months);
  });

  it('converts to imperial units, temperatures in °F and totals in inches, one decimal each', async () => {
    const metric = (await climateOf({ place: 'Lisbon' })).body as ClimateEnvelope;
    const imperial = ClimateEnvelopeSchema.parse((await climateOf({ place: 'Lisbon', units: 'imperial' })).body);
    expect(imperial.units).toMatchObject({ temp: 'fahrenheit', rain: 'inches' });
    imperial.months.forEach((month, index) => {
      const celsius = metric.months[index]!;
      expect(Math.abs(month.temp_max_mean! - (celsius.temp_max_mean! * 9) / 5 - 32)).toBeLessThanOrEqual(0.15);
      expect(Math.abs(month.precip_sum_mean! - celsius.precip_sum_mean! / 25.4)).toBeLessThanOrEqual(0.06);
      expect(month.precip_days_mean).toBe(celsius.precip_days_mean);
      expect(month.humidity_mean).toBe(celsius.humidity_mean);
    });
  });

  it('gives polar night and polar day as 0 and 24 hours of daylight', async () => {
    const body = (await climateOf({ lat: '78.22', lon: '15.65' })).body as ClimateEnvelope;
    expect(body.months[11]!.daylight_hours_mean).toBe(0);
    expect(body.months[5]!.daylight_hours_mean).toBe(24);
  });

  it('gives null, never an invented figure, where the embedded world has no observations (the open sea)', async () => {
    const body = ClimateEnvelopeSchema.parse((await climateOf({ lat: '-40', lon: '-120' })).body);
    expect(body.sources).toEqual([]);
    for (const month of body.months) {
      expect(month).toMatchObject({
        temp_max_mean: null,
        temp_min_mean: null,
        precip_sum_mean: null,
        precip_days_mean: null,
        humidity_mean: null,
      });
      expect(month.daylight_hours_mean).toBeGreaterThan(0);
    }
  });

  it("refuses bad input as forecast does, and ignores forecast's days and hourly", async () => {
    const { service } = serviceWithClock();
    for (const query of [
      { key: 'demo' },
      { key: 'demo', place: 'Lisbon', lat: '1', lon: '2' },
      { key: 'demo', lat: '91', lon: 'x' },
      { key: 'demo', place: 'Qxzqxzqxz' },
      { key: 'demo', place: 'Lisbon', units: 'si' },
      { key: 'nope', place: 'Lisbon' },
      {},
    ]) {
      const [climate, forecast] = await Promise.all([
        service.handle('climate', query),
        service.handle('forecast', query),
      ]);
      expect(climate.status, JSON.stringify(query)).toBe(forecast.status);
      expect(ProblemSchema.parse(climate.body), JSON.stringify(query)).toEqual(forecast.body);
    }
    const ignored = await service.handle('climate', { key: 'demo', place: 'Lisbon', days: '99', hourly: 'x' });
    expect(ignored.status).toBe(200);
  });

  it('counts against the quota and answers a second ask from the cache', async () => {
    const { service } = serviceWithClock();
    const first = await service.handle('climate', { key: 'demo', place: 'Lisbon' });
    const second = await service.handle('climate', { key: 'demo', place: 'Lisbon' });
    expect(first.headers['Cache-Status']).toContain('fwd=miss');
    expect(second.headers['Cache-Status']).toMatch(/; hit; ttl=/);
    expect(second.headers['RateLimit']).toMatch(/^"minute";r=58;/);
    expect(second.headers['Cache-Control']).toBe('private, max-age=86400');
    for (let i = 0; i < 58; i++) await service.handle('climate', { key: 'demo', place: 'Lisbon' });
    const refused = await service.handle('climate', { key: 'demo', place: 'Lisbon' });
    expect(refused.status).toBe(429);
    expect(ProblemSchema.parse(refused.body).code).toBe('rate_limited');
  });

  it('answers 501 not_implemented from a source without normals, inventing none', async () => {
    const withoutClimate: Source = {
      geocode: (query, limit, language) => embedded.geocode(query, limit, language),
      locate: (lat, lon, language) => embedded.locate(lat, lon, language),
      weather: (location, span) => embedded.weather(location, span),
    };
    const service = createWeatherService({ source: withoutClimate, onError: () => {} });
    const reply = await service.handle('climate', { key: 'demo', place: 'Lisbon' });
    expect(reply.status).toBe(501);
    expect(ProblemSchema.parse(reply.body)).toMatchObject({ code: 'not_implemented', status: 501 });
    expect(reply.headers['RateLimit']).toBeDefined();
  });
});
