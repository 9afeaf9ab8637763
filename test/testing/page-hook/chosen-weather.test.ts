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
    // The hours follow one curve from the low (05:00 at the place) to the high (15:00).
    expect(Math.max(...today.map((hour) => hour.temp))).toBe(-2);
    const tomorrow = body.hourly.filter((hour) => localDate(Date.parse(hour.time), 'Europe/Oslo') === '2026-01-16');
    expect(Math.min(...tomorrow.map((hour) => hour.temp))).toBe(18);
    // The current conditions are the chart's hour at the same time.
    const current = CurrentEnvelopeSchema.parse(
      withChosenWeather(await ask('current', 'metric'), 'current', { days: [SNOW, CLEAR] }).body,
    );
    expect(current.data.temp).toBe(body.hourly.find((hour) => hour.time === current.data.time)!.temp);
  });

  it('gives the wind, humidity, chance and UV chosen for a day, and the values chosen for now and for hours', async () => {
    const windy: ChosenDay = { ...CLEAR, wind: { speed: 30, gust: 55, deg: 90 }, humidity: 40, uv: 6 };
    const forecast = ForecastEnvelopeSchema.parse(
      withChosenWeather(await ask('forecast', 'metric'), 'forecast', {
        days: [windy],
        hours: [{ temperature: 25, chance: 70, precipitation: 2 }, {}, { uv: 9 }],
      }).body,
    );
    expect(forecast.daily[0]).toMatchObject({ wind_speed_max: 30, wind_gust_max: 55, uv_index_max: 6 });
    expect(forecast.hourly[0]).toMatchObject({
      temp: 25,
      feels_like: 25,
      pop: 70,
      precip_amount: 2,
      precip_type: 'rain',
    });
    expect(forecast.hourly[1]).toMatchObject({
      wind_speed: 30,
      wind_gust: 55,
      wind_deg: 90,
      wind_dir: 'E',
      humidity: 40,
    });
    expect(forecast.hourly[2]!.uv_index).toBe(9);
    const current = CurrentEnvelopeSchema.parse(
      withChosenWeather(await ask('current', 'imperial'), 'current', {
        days: [windy],
        current: { temperature: 20, feelsLike: 18, humidity: 55, wind: { speed: 16.09344, gust: 16.09344, deg: 0 } },
      }).body,
    );
    expect(current.data).toMatchObject({ temp: 68, feels_like: 64.4, humidity: 55, wind_speed: 10, wind_dir: 'N' });
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
