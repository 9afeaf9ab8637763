import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HourlyRecord, Location } from '../../../../src/contract/records.ts';
import { UpstreamError } from '../../../../src/contract/source-error.ts';
import { createOpenMeteoSource } from '../../../../src/sources/open-meteo/open-meteo-source.ts';
import { localDate } from '../../../support/local-date.ts';
import { expectPhysicallyConsistent } from '../../conformance.ts';
import { BERLIN_NOW, BERLIN_SCENARIO, openMeteoRoutes } from '../berlin-fixtures.ts';
import type { ForecastScenario } from '../forecast-fixture.ts';
import { startFixtureServer, type FixtureServer } from '../fixture-server.ts';

const BERLIN: Location = {
  lat: 52.52,
  lon: 13.41,
  name: 'Berlin',
  admin: 'Land Berlin',
  country: 'Germany',
  iso2: 'DE',
  timezone: 'Europe/Berlin',
};
const at = (iso: string) => Date.parse(iso) / 1000;
const FIRST_HOUR = at('2026-03-27T09:00:00Z');
const HOUR = 3600;

// Hand-placed cases, by Unix second of the hour (and of the local midnight for days).
const HOUR_PATCHES = new Map<number, Record<string, number | null>>([
  [
    FIRST_HOUR,
    { temperature_2m: 4.04, pressure_msl: 1008.7, visibility: 12345, wind_speed_10m: 17.26, wind_gusts_10m: 28.04 },
  ],
  [FIRST_HOUR + 1 * HOUR, { temperature_2m: 5.04, dew_point_2m: 5.06 }],
  [FIRST_HOUR + 2 * HOUR, { wind_speed_10m: 30, wind_gusts_10m: 25 }],
  [FIRST_HOUR + 3 * HOUR, { weather_code: 83, precipitation: 1.2, rain: 0.6, showers: 0.2, snowfall: 0.4 }],
  [FIRST_HOUR + 4 * HOUR, { weather_code: 3, precipitation: 0.5, rain: 0, showers: 0, snowfall: 0.7 }],
  [FIRST_HOUR + 5 * HOUR, { weather_code: 63, precipitation: 0, rain: 0, showers: 0 }],
  [
    FIRST_HOUR + 6 * HOUR,
    { weather_code: 51, precipitation: 0.02, rain: 0.02, showers: 0, precipitation_probability: null },
  ],
  [FIRST_HOUR + 7 * HOUR, { weather_code: 1, precipitation: 0, precipitation_probability: null }],
  [FIRST_HOUR + 8 * HOUR, { wind_direction_10m: 359.6, weather_code: 4, precipitation: 0 }],
  [FIRST_HOUR + 9 * HOUR, { uv_index: 3.46 }],
  [FIRST_HOUR + 10 * HOUR, { uv_index: null }],
  [FIRST_HOUR + 11 * HOUR, { uv_index: -0.02 }],
  [at('2026-03-30T12:00:00Z'), { weather_code: 66, precipitation: 0.8, rain: 0.8, showers: 0 }],
  [at('2026-03-30T13:00:00Z'), { weather_code: 79, precipitation: 0.3, rain: 0, showers: 0 }],
]);
const DAY_PATCHES = new Map<number, Record<string, number | null>>([
  [at('2026-03-27T23:00:00Z'), { sunrise: at('2026-03-27T23:00:00Z'), sunset: at('2026-03-27T23:00:00Z') }],
  [at('2026-03-29T22:00:00Z'), { sunrise: 0, rain_sum: 2.34, showers_sum: 1.2, snowfall_sum: 1.26 }],
  [at('2026-03-30T22:00:00Z'), { sunrise: at('2026-03-31T17:00:00Z'), sunset: at('2026-03-31T05:00:00Z') }],
  [at('2026-04-01T22:00:00Z'), { precipitation_probability_max: null, temperature_2m_max: -40, uv_index_max: null }],
  [at('2026-03-31T22:00:00Z'), { uv_index_max: 5.15 }],
]);

function patchedScenario(): ForecastScenario {
  return {
    ...BERLIN_SCENARIO,
    patchHour: (time, row) => {
      Object.assign(row, HOUR_PATCHES.get(time));
      // The local day of the clock change (23 hours): clear for its first hour, 46 % after.
      if (localDate(time * 1000, 'Europe/Berlin') === '2026-03-29')
        row.cloud_cover = time === at('2026-03-28T23:00:00Z') ? 0 : 46;
    },
    patchDay: (time, row) => Object.assign(row, DAY_PATCHES.get(time)),
  };
}

let server: FixtureServer;
let scenario: ForecastScenario;
beforeAll(async () => {
  server = await startFixtureServer((url) => openMeteoRoutes(scenario)(url));
});
afterAll(() => server.close());

async function week(span = { now: BERLIN_NOW, hours: 168, days: 7 }) {
  scenario = patchedScenario();
  return createOpenMeteoSource({ forecastBaseUrl: server.baseUrl }).weather(BERLIN, span);
}
const hour = async (offset: number): Promise<HourlyRecord> => (await week()).hourly[offset]!;
const day = async (date: string) => (await week()).daily.find((record) => record.date === date)!;

describe('open-meteo weather request', () => {
  it('asks /v1/forecast for every variable in local days, unix times, with a past day and a spare day', async () => {
    await week();
    const query = Object.fromEntries(server.requests.at(-1)!.searchParams);
    expect(query).toMatchObject({
      latitude: '52.52',
      longitude: '13.41',
      timezone: 'auto',
      timeformat: 'unixtime',
      forecast_days: '9',
      past_days: '1',
    });
    expect(query.hourly!.split(',')).toEqual(
      expect.arrayContaining([
        'temperature_2m',
        'dew_point_2m',
        'precipitation_probability',
        'pressure_msl',
        'visibility',
        'wind_gusts_10m',
        'snowfall',
        'showers',
      ]),
    );
    expect(query.daily!.split(',')).toEqual(
      expect.arrayContaining([
        'sunrise',
        'sunset',
        'rain_sum',
        'showers_sum',
        'snowfall_sum',
        'precipitation_probability_max',
        'uv_index_max',
      ]),
    );
    expect(query.hourly!.split(',')).toContain('uv_index');
  });
});

describe('open-meteo hourly records', () => {
  it('converts hPa to kPa, metres to kilometres and rounds to the contract precision', async () => {
    expect(await hour(0)).toMatchObject({
      time: '2026-03-27T09:00:00Z',
      temp: 4,
      pressure: 100.87,
      vis: 12.3,
      wind_speed: 17.3,
      wind_gust: 28,
    });
  });

  it('keeps the dew point at or below the temperature when rounding would lift it above', async () => {
    expect(await hour(1)).toMatchObject({ temp: 5, dew: 5 });
  });

  it('raises a gust that Open-Meteo reports below the mean wind to the mean wind', async () => {
    expect(await hour(2)).toMatchObject({ wind_speed: 30, wind_gust: 30 });
  });

  it('reads rain and snow showers (83) as the contract rain–snow mix: sleet', async () => {
    expect(await hour(3)).toMatchObject({
      precip_type: 'sleet',
      precip_amount: 1.2,
      description: { code: 68, name: 'Light rain and snow' },
    });
  });

  it('calls it snow when only snow falls, whatever the code says', async () => {
    expect(await hour(4)).toMatchObject({ precip_type: 'snow', precip_amount: 0.5 });
  });

  it('reports no precipitation, amount 0, when nothing falls under a rain code', async () => {
    expect(await hour(5)).toMatchObject({ precip_type: 'none', precip_amount: 0, description: { code: 63 } });
  });

  it('keeps a trace of drizzle visible as 0.1 mm and, with no probability given, a pop of 100', async () => {
    expect(await hour(6)).toMatchObject({ precip_type: 'rain', precip_amount: 0.1, pop: 100 });
  });

  it('derives pop 0 for a dry hour without a probability', async () => {
    expect(await hour(7)).toMatchObject({ precip_type: 'none', pop: 0 });
  });

  it('wraps a direction of 359.6° to 0° (N) and clamps a code outside the table (haze, 4) to overcast', async () => {
    expect(await hour(8)).toMatchObject({ wind_deg: 0, wind_dir: 'N', description: { code: 3, name: 'Overcast' } });
  });

  it('passes the UV index through at one decimal, null where Open-Meteo has none, never below 0', async () => {
    expect((await week()).hourly.slice(9, 12).map((record) => record.uv_index)).toEqual([3.5, null, 0]);
  });

  it('keeps every record physically consistent', async () => {
    for (const record of (await week()).hourly) expectPhysicallyConsistent(record);
  });
});

describe('open-meteo daily records', () => {
  it('adds rain and showers into rain, and passes snowfall through in cm', async () => {
    expect((await day('2026-03-30')).precipitation).toMatchObject({ rain: 3.5, snow: 1.3 });
  });

  it("splits out the day's freezing rain and ice pellets from its hours", async () => {
    expect((await day('2026-03-30')).precipitation).toMatchObject({ freezing_rain: 0.8, ice_pellets: 0.3 });
    expect((await day('2026-03-31')).precipitation).toMatchObject({ freezing_rain: 0, sleet: 0, ice_pellets: 0 });
  });

  it('averages the cloud cover over the 23 hours of the day the clocks go forward', async () => {
    const series = await week();
    expect(
      series.hourly.filter((record) => localDate(Date.parse(record.time), 'Europe/Berlin') === '2026-03-29'),
    ).toHaveLength(23);
    expect(series.daily.find((record) => record.date === '2026-03-29')!.clouds_avg).toBe(44);
  });

  it('reports sunrise and sunset in unix seconds inside the local day', async () => {
    const today = await day('2026-03-27');
    expect(today.sunrise).toBe(at('2026-03-26T23:00:00Z') + 6 * HOUR + 1234);
    expect(today.sunset).toBe(at('2026-03-26T23:00:00Z') + 18 * HOUR + 2345);
  });

  it('reads polar days as null: times at midnight, in 1970, or a sunrise after the sunset', async () => {
    expect(await day('2026-03-28')).toMatchObject({ sunrise: null, sunset: null });
    expect(await day('2026-03-30')).toMatchObject({
      sunrise: null,
      sunset: at('2026-03-29T22:00:00Z') + 18 * HOUR + 2345,
    });
    expect(await day('2026-03-31')).toMatchObject({ sunrise: null, sunset: null });
  });

  it("falls back to the hours' highest pop, and keeps the day's extremes around its hours", async () => {
    const series = await week();
    const hours = series.hourly.filter(
      (record) => localDate(Date.parse(record.time), 'Europe/Berlin') === '2026-04-02',
    );
    const april2 = series.daily.find((record) => record.date === '2026-04-02')!;
    expect(april2.pop).toBe(Math.max(...hours.map((record) => record.pop)));
    expect(april2.temp_max).toBe(Math.max(...hours.map((record) => record.temp)));
  });

  it("takes Open-Meteo's daily UV maximum, or the highest of the day's hours when it has none", async () => {
    const series = await week();
    expect(series.daily.find((record) => record.date === '2026-04-01')!.uv_index_max).toBe(5.2);
    const hours = series.hourly.filter(
      (record) => localDate(Date.parse(record.time), 'Europe/Berlin') === '2026-04-02',
    );
    const highest = Math.max(...hours.map((record) => record.uv_index ?? 0));
    expect(highest).toBeGreaterThan(0);
    expect(series.daily.find((record) => record.date === '2026-04-02')!.uv_index_max).toBe(highest);
  });

  it('gives each day the moon at its local noon, though Open-Meteo sends none', async () => {
    // The full moon of 2 April 2026 at 02:12 UTC.
    expect(await day('2026-04-02')).toMatchObject({ moon_illumination: 100 });
    expect((await day('2026-04-01')).moon_phase).toBeLessThan(0.5);
    expect((await day('2026-04-02')).moon_phase).toBeGreaterThanOrEqual(0.5);
  });

  it("starts with today's local date in Berlin, also when no hours are asked for", async () => {
    const series = await week({ now: BERLIN_NOW, hours: 0, days: 1 });
    expect(series.hourly).toEqual([]);
    expect(series.daily.map((record) => record.date)).toEqual(['2026-03-27']);
  });
});

describe('open-meteo forecast that does not fit the request', () => {
  it('is an upstream_error when the forecast does not reach back to the current hour', async () => {
    scenario = { ...BERLIN_SCENARIO, now: BERLIN_NOW + 3 * 86_400_000 };
    const source = createOpenMeteoSource({ forecastBaseUrl: server.baseUrl });
    const failure = await source
      .weather(BERLIN, { now: BERLIN_NOW, hours: 24, days: 1 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ failure: 'upstream_error', message: expect.stringMatching(/does not cover/) });
  });

  it('is an upstream_error naming the variable when a needed value is null', async () => {
    scenario = { ...BERLIN_SCENARIO, patchHour: (time, row) => time === FIRST_HOUR && (row.temperature_2m = null) };
    const source = createOpenMeteoSource({ forecastBaseUrl: server.baseUrl });
    await expect(source.weather(BERLIN, { now: BERLIN_NOW, hours: 3, days: 1 })).rejects.toMatchObject({
      failure: 'upstream_error',
      message: expect.stringContaining('temperature_2m'),
    });
  });

  it('rejects a span it cannot ask Open-Meteo for with a RangeError', async () => {
    const source = createOpenMeteoSource({ forecastBaseUrl: server.baseUrl });
    await expect(source.weather(BERLIN, { now: BERLIN_NOW, hours: -1, days: 1 })).rejects.toThrow(RangeError);
    await expect(source.weather(BERLIN, { now: BERLIN_NOW, hours: 1, days: 30 })).rejects.toThrow(/days/);
    await expect(
      source.weather({ ...BERLIN, timezone: 'Mars/Olympus' }, { now: BERLIN_NOW, hours: 1, days: 1 }),
    ).rejects.toThrow(/timezone/);
  });
});
