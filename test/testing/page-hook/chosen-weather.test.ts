import { describe, expect, it } from 'vitest';
import type { ForecastEnvelope } from '../../../src/contract/envelopes.ts';
import { CurrentEnvelopeSchema, ForecastEnvelopeSchema } from '../../../src/contract/envelopes.ts';
import { localDate } from '../../../src/contract/time-zones.ts';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { withChosenWeather, type ChosenDay } from '../../../src/testing/page-hook/chosen-weather.ts';
import { embedded } from '../../support/service-harness.ts';

const NOW = Date.parse('2026-01-15T12:00:00Z');
const SNOW: ChosenDay = {
  high: -2,
  low: -7,
  precipitation: 6,
  type: 'snow',
  pop: 90,
  clouds: 100,
  code: 73,
  name: 'Moderate snow fall',
};
const CLEAR: ChosenDay = {
  high: 31,
  low: 18,
  precipitation: 0,
  type: 'none',
  pop: 5,
  clouds: 5,
  code: 0,
  name: 'Clear sky',
};
const service = createWeatherService({ source: embedded });
const ask = (operation: string, units: string) =>
  service.handle(operation, { key: 'demo', place: 'Oslo', units, days: '3', hourly: '24' }, { now: NOW });

describe('a chosen weather laid over a real answer', () => {
  it('gives the days, hours and current conditions chosen, in a reply the contract accepts', async () => {
    const reply = withChosenWeather(await ask('forecast', 'metric'), 'forecast', { days: [SNOW, CLEAR] });
    const body = ForecastEnvelopeSchema.parse(reply.body);
    expect(body.daily.map((day) => [day.temp_max, day.temp_min, day.precipitation.snow, day.description.code])).toEqual(
      [
        [-2, -7, 6, 73],
        [31, 18, 0, 0],
        [31, 18, 0, 0],
      ],
    );
    const today = body.hourly.filter((hour) => localDate(Date.parse(hour.time), 'Europe/Oslo') === '2026-01-15');
    expect(today.length).toBeGreaterThan(0);
    for (const hour of today) {
      expect(hour.temp).toBeGreaterThanOrEqual(-7);
      expect(hour.temp).toBeLessThanOrEqual(-2);
      expect(hour).toMatchObject({ precip_type: 'snow', description: { code: 73 } });
    }
    const current = CurrentEnvelopeSchema.parse(
      withChosenWeather(await ask('current', 'metric'), 'current', { days: [SNOW] }).body,
    );
    expect(current.data.temp).toBe(-4.5);
  });

  it('converts to the answer’s units: 31 °C is 87.8 °F, 6 cm of snow 2.4 in', async () => {
    const body = withChosenWeather(await ask('forecast', 'imperial'), 'forecast', { days: [CLEAR, SNOW] })
      .body as ForecastEnvelope;
    expect(body.daily[0]).toMatchObject({ temp_max: 87.8, temp_min: 64.4 });
    expect(body.daily[1]!.precipitation.snow).toBe(2.4);
  });

  it('leaves another place, a problem and a geocode as they came, and never throws', async () => {
    const real = await ask('forecast', 'metric');
    expect(withChosenWeather(real, 'forecast', { place: 'Lyon', days: [SNOW] })).toBe(real);
    const problem = await service.handle('forecast', { key: 'demo', place: 'Atlantisxyz' }, { now: NOW });
    expect(withChosenWeather(problem, 'forecast', { days: [SNOW] })).toBe(problem);
    for (const hostile of [{ days: [null] }, { days: 'snow' }, { place: 7, days: [SNOW] }, null]) {
      expect(withChosenWeather(real, 'forecast', hostile as never)).toBe(real);
    }
    // The real answer itself is untouched.
    expect((real.body as ForecastEnvelope).daily[0]!.description.code).not.toBe(73);
  });
});
