import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compassPoint } from '../../../../src/contract/compass.ts';
import type { HourlyRecord } from '../../../../src/contract/records.ts';
import { describeWeather, isWeatherCode } from '../../../../src/contract/weather-codes.ts';
import { generateWeather } from '../../../../src/sources/embedded/weather/index.ts';
import { feelsLike, heatIndex } from '../../../../src/sources/embedded/weather/feels-like.ts';
import {
  HEAT_INDEX_CAP_UNREACHED_BELOW,
  MAX_HEAT_INDEX,
} from '../../../../src/sources/embedded/weather/hourly-weather.ts';
import { arbitraryClimate, arbitraryInstant, arbitraryPlace } from './climates.ts';
import { magnusHumidity } from './oracles.ts';

const RUNS = 300;

/** Asserts `check` on every hour of 48-hour forecasts at random places, climates and times. */
function everyHour(check: (hour: HourlyRecord) => void): void {
  fc.assert(
    fc.property(arbitraryPlace, arbitraryClimate, arbitraryInstant, (place, climate, now) => {
      for (const hour of generateWeather(place, climate, { now, hours: 48, days: 0 }).hourly) check(hour);
    }),
    { numRuns: RUNS },
  );
}

const SHOWER_CODES = new Set([80, 81, 82, 85, 86, 95, 96, 99]);
const CODES_BY_TYPE: Record<string, readonly number[]> = {
  none: [0, 1, 2, 3, 45, 48],
  rain: [51, 53, 55, 61, 63, 65, 80, 81, 82, 95],
  snow: [71, 73, 75, 77, 85, 86],
  sleet: [68, 69],
  freezing_rain: [56, 57, 66, 67],
  ice_pellets: [79],
};

describe('hourly physics', () => {
  it('needs no heat-index cap below the temperature the model stops checking at, at any humidity', () => {
    let highest = -Infinity;
    for (let temp = -60; temp < HEAT_INDEX_CAP_UNREACHED_BELOW; temp += 0.05)
      for (let humidity = 0; humidity <= 100; humidity += 0.5) highest = Math.max(highest, heatIndex(temp, humidity));
    expect(highest).toBeLessThan(MAX_HEAT_INDEX);
    // Just above it the cap does bind: the check is not dead code.
    expect(heatIndex(HEAT_INDEX_CAP_UNREACHED_BELOW + 3, 100)).toBeGreaterThan(MAX_HEAT_INDEX);
  });

  it('keeps the dew point at or below the temperature', () => {
    everyHour((hour) => expect(hour.dew).toBeLessThanOrEqual(hour.temp));
  });

  it('reports humidity as the Magnus humidity of the reported temperature and dew point', () => {
    everyHour((hour) =>
      expect(Math.abs(hour.humidity - Math.min(100, magnusHumidity(hour.temp, hour.dew)))).toBeLessThanOrEqual(1),
    );
  });

  it('reports feels-like by the NWS composite of the reported temperature, humidity and wind', () => {
    everyHour((hour) => {
      expect(hour.feels_like).toBeCloseTo(feelsLike(hour.temp, hour.humidity, hour.wind_speed), 1);
      if (hour.temp > 10 && hour.temp < 26.6) expect(hour.feels_like).toBe(hour.temp);
      if (hour.temp <= 10 && hour.wind_speed > 4.8) expect(hour.feels_like).toBeLessThanOrEqual(hour.temp);
    });
  });

  it('gusts at least as strong as the wind, at most 1.8 times it', () => {
    everyHour((hour) => {
      expect(hour.wind_gust).toBeGreaterThanOrEqual(hour.wind_speed);
      expect(hour.wind_gust).toBeLessThanOrEqual(Math.max(hour.wind_speed * 1.8 + 0.1, 0.1));
    });
  });

  it('labels the wind direction with the compass point of its degrees', () => {
    everyHour((hour) => {
      expect(Number.isInteger(hour.wind_deg)).toBe(true);
      expect(hour.wind_dir).toBe(compassPoint(hour.wind_deg));
    });
  });

  it('keeps sea-level pressure between 950 and 1050 hPa in 0.01 kPa steps', () => {
    everyHour((hour) => {
      expect(hour.pressure).toBeGreaterThanOrEqual(95);
      expect(hour.pressure).toBeLessThanOrEqual(105);
      expect(Math.abs(hour.pressure * 100 - Math.round(hour.pressure * 100))).toBeLessThan(1e-6);
    });
  });

  it('reports a precipitation amount exactly when a precipitation type is reported, and pop agrees', () => {
    everyHour((hour) => {
      expect(hour.precip_amount > 0).toBe(hour.precip_type !== 'none');
      expect(hour.pop >= 50).toBe(hour.precip_amount > 0);
      expect(Math.abs(hour.precip_amount * 10 - Math.round(hour.precip_amount * 10))).toBeLessThan(1e-6);
    });
  });

  it('chooses the precipitation type from the temperature: rain from 2 °C, snow to 0.5 °C, a mix between', () => {
    everyHour((hour) => {
      if (hour.precip_type === 'rain') expect(hour.temp).toBeGreaterThanOrEqual(2);
      if (hour.precip_type === 'sleet') expect(hour.temp > 0.5 && hour.temp < 2).toBe(true);
      if (hour.precip_type === 'snow') expect(hour.temp).toBeLessThanOrEqual(0.5);
      if (hour.precip_type === 'freezing_rain') expect(hour.temp > -4 && hour.temp <= 0).toBe(true);
      if (hour.precip_type === 'ice_pellets') expect(hour.temp > -10 && hour.temp <= -4).toBe(true);
    });
  });

  it('describes the weather with a WMO code that agrees with the precipitation type', () => {
    everyHour((hour) => {
      expect(isWeatherCode(hour.description.code)).toBe(true);
      expect(hour.description).toEqual(describeWeather(hour.description.code as 0));
      expect(CODES_BY_TYPE[hour.precip_type]).toContain(hour.description.code);
    });
  });

  it('grades rain by the AMS rate classes and keeps thunder for warm heavy showers', () => {
    everyHour((hour) => {
      const code = hour.description.code;
      if (code === 61 || code === 80) expect(hour.precip_amount).toBeLessThanOrEqual(2.5);
      if (code === 63 || code === 81) expect(hour.precip_amount > 2.5 && hour.precip_amount <= 7.6).toBe(true);
      if (code === 65) expect(hour.precip_amount).toBeGreaterThan(7.6);
      if (code === 95) expect(hour.precip_amount > 2.5 && hour.temp >= 20).toBe(true);
    });
  });

  it('keeps a precipitating sky at least 70 % cloudy unless it falls in showers', () => {
    // Only rain and snow have shower codes in the contract's table (WMO 83/84, showers of rain
    // and snow mixed, are not in it): a shower of sleet, freezing rain or ice pellets reads like
    // a steady fall in the record (seed 628543898: sleet under 40 % cloud, code 68), so the rule
    // is checked where a record can show it.
    everyHour((hour) => {
      const showerTypeKnown = hour.precip_type === 'rain' || hour.precip_type === 'snow';
      if (showerTypeKnown && !SHOWER_CODES.has(hour.description.code)) expect(hour.clouds).toBeGreaterThanOrEqual(70);
    });
  });

  it('reports fog exactly when dry air is below 1 km visibility, rime fog only below 0 °C', () => {
    everyHour((hour) => {
      const fog = hour.description.code === 45 || hour.description.code === 48;
      if (hour.precip_type === 'none') expect(fog).toBe(hour.vis < 1);
      if (hour.description.code === 48) expect(hour.temp).toBeLessThan(0);
      if (hour.description.code === 45) expect(hour.temp).toBeGreaterThanOrEqual(0);
      if (fog) expect(hour.humidity).toBeGreaterThanOrEqual(97);
    });
  });

  it('names a dry sky by cloud cover: clear to 12 %, mainly clear to 37 %, partly cloudy to 68 %, overcast above', () => {
    everyHour((hour) => {
      const code = hour.description.code;
      if (hour.precip_type !== 'none' || code === 45 || code === 48) return;
      const expected = hour.clouds <= 12 ? 0 : hour.clouds <= 37 ? 1 : hour.clouds <= 68 ? 2 : 3;
      expect(code).toBe(expected);
    });
  });

  it('sees 20–50 km in clean dry air and under 0.5 km in heavy snow', () => {
    everyHour((hour) => {
      expect(hour.vis).toBeLessThanOrEqual(50);
      if (hour.precip_type === 'none' && hour.humidity <= 60) expect(hour.vis).toBeGreaterThanOrEqual(20);
      if (hour.description.code === 75) expect(hour.vis).toBeLessThanOrEqual(0.5);
      if (hour.description.code === 71) expect(hour.vis).toBeGreaterThanOrEqual(1);
    });
  });
});
