// Forecast answers in the shape of Open-Meteo's /v1/forecast with timezone=auto and
// timeformat=unixtime (written for these tests): whole local days from local midnight, values
// from smooth deterministic curves, with hand-placed rain, snow, freezing rain and a dry past day.
import type { Reply } from './fixture-server.ts';

const HOUR = 3600;
type Row = Record<string, number | null>;

/** What the fixture's place and clock are; `patchHour`/`patchDay` plant the cases a test needs. */
export interface ForecastScenario {
  latitude: number;
  longitude: number;
  timezone: string;
  /** The server's "now", epoch ms: its today is the local date of this instant. */
  now: number;
  patchHour?: (time: number, row: Row) => void;
  patchDay?: (time: number, row: Row) => void;
}

/** Answers /v1/forecast for `scenario`, honouring forecast_days and past_days like Open-Meteo. */
export function forecastReply(scenario: ForecastScenario, url: URL): Reply {
  const forecastDays = Number(url.searchParams.get('forecast_days') ?? '7');
  const pastDays = Number(url.searchParams.get('past_days') ?? '0');
  if (!(forecastDays >= 0 && forecastDays <= 16)) {
    return {
      status: 400,
      body: { error: true, reason: `Forecast days is invalid. Allowed range 0 to 16. Given ${forecastDays}.` },
    };
  }
  const header = {
    latitude: scenario.latitude,
    longitude: scenario.longitude,
    generationtime_ms: 0.9,
    utc_offset_seconds: offsetSeconds(scenario.timezone, scenario.now),
    timezone: scenario.timezone,
    timezone_abbreviation: 'GMT+1',
    elevation: 38,
  };
  const hourlyNames = url.searchParams.get('hourly')?.split(',') ?? [];
  const dailyNames = url.searchParams.get('daily')?.split(',') ?? [];
  if (hourlyNames.length === 0 && dailyNames.length === 0) return { status: 200, body: header };

  const midnights = localMidnights(scenario, pastDays, forecastDays);
  const hours: Row[] = [];
  for (let time = midnights[0]!; time < midnights.at(-1)!; time += HOUR) hours.push(hourRow(scenario, time));
  const days = midnights.slice(0, -1).map((midnight, day) =>
    dayRow(
      scenario,
      midnight,
      hours.filter((row) => row.time! >= midnight && row.time! < midnights[day + 1]!),
    ),
  );
  return {
    status: 200,
    body: {
      ...header,
      hourly_units: { time: 'unixtime', temperature_2m: '°C' },
      hourly: columns(hours, ['time', ...hourlyNames]),
      daily_units: { time: 'unixtime', temperature_2m_max: '°C' },
      daily: columns(days, ['time', ...dailyNames]),
    },
  };
}

function columns(rows: Row[], names: string[]): Record<string, (number | null)[]> {
  return Object.fromEntries(names.map((name) => [name, rows.map((row) => (name in row ? row[name]! : null))]));
}

function hourRow(scenario: ForecastScenario, time: number): Row {
  const index = time / HOUR;
  const temp = round(6 + 5 * Math.sin(((index % 24) - 9) * (Math.PI / 12)), 1);
  const wet = index % 19 < 3;
  const row: Row = {
    time,
    temperature_2m: temp,
    apparent_temperature: round(temp - 2.5, 1),
    dew_point_2m: round(temp - 3.2, 1),
    relative_humidity_2m: 79,
    precipitation_probability: time < scenario.now / 1000 - 12 * HOUR ? null : wet ? 70 : 10,
    precipitation: wet ? 0.4 : 0,
    rain: wet ? 0.3 : 0,
    showers: wet ? 0.1 : 0,
    snowfall: 0,
    weather_code: wet ? 61 : index % 4,
    pressure_msl: round(1013 + 8 * Math.sin(index / 30), 1),
    cloud_cover: (index * 13) % 101,
    visibility: 24140,
    wind_speed_10m: round(12 + 6 * Math.sin(index / 5), 1),
    wind_direction_10m: (index * 37) % 360,
    wind_gusts_10m: round(20 + 9 * Math.sin(index / 5), 1),
    uv_index: daylightUv(scenario, time),
  };
  scenario.patchHour?.(time, row);
  return row;
}

function dayRow(scenario: ForecastScenario, midnight: number, hours: Row[]): Row {
  const of = (name: string) => hours.map((row) => row[name] ?? 0);
  const sum = (name: string) =>
    round(
      of(name).reduce((a, b) => a + b, 0),
      2,
    );
  const row: Row = {
    time: midnight,
    weather_code: Math.max(...of('weather_code')),
    temperature_2m_max: Math.max(...of('temperature_2m')),
    temperature_2m_min: Math.min(...of('temperature_2m')),
    apparent_temperature_max: Math.max(...of('apparent_temperature')),
    apparent_temperature_min: Math.min(...of('apparent_temperature')),
    sunrise: midnight + 6 * HOUR + 1234,
    sunset: midnight + 18 * HOUR + 2345,
    precipitation_sum: sum('precipitation'),
    rain_sum: sum('rain'),
    showers_sum: sum('showers'),
    snowfall_sum: sum('snowfall'),
    precipitation_probability_max: Math.max(...of('precipitation_probability')),
    wind_speed_10m_max: Math.max(...of('wind_speed_10m')),
    wind_gusts_10m_max: Math.max(...of('wind_gusts_10m')),
    uv_index_max: Math.max(...of('uv_index')),
  };
  scenario.patchDay?.(midnight, row);
  return row;
}

// A UV index rising and falling between the fixture's sunrise (06:20) and sunset (18:39), local time.
function daylightUv(scenario: ForecastScenario, time: number): number {
  const localHour = ((((time + offsetSeconds(scenario.timezone, time * 1000)) % 86_400) + 86_400) % 86_400) / HOUR;
  const rise = 6 + 1234 / HOUR,
    set = 18 + 2345 / HOUR;
  return localHour <= rise || localHour >= set
    ? 0
    : round(4 * Math.sin((Math.PI * (localHour - rise)) / (set - rise)), 2);
}

// Local midnights (Unix seconds) from `pastDays` before the server's today to `forecastDays` after it.
function localMidnights(scenario: ForecastScenario, pastDays: number, forecastDays: number): number[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: scenario.timezone }).format(scenario.now);
  const base = Date.parse(`${today}T00:00:00Z`) / 1000;
  const midnights: number[] = [];
  for (let day = -pastDays; day <= forecastDays; day++) {
    const wallMidnight = base + day * 86_400;
    // The offset at local midnight: the one in force a few hours either side agrees for zones
    // whose clocks change at night but not at midnight (Europe/Berlin changes at 01:00 UTC).
    midnights.push(
      wallMidnight -
        offsetSeconds(scenario.timezone, (wallMidnight - offsetSeconds(scenario.timezone, wallMidnight * 1000)) * 1000),
    );
  }
  return midnights;
}

function offsetSeconds(timeZone: string, epochMs: number): number {
  const label = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).format(epochMs);
  const match = /GMT([+-])(\d{2}):(\d{2})$/.exec(label);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60);
}

function round(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}
