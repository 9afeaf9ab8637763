// One Open-Meteo hour → one contract HourlyRecord, in metric units at the contract's precision.
import { compassPoint } from '../../contract/compass.ts';
import type { HourlyRecord } from '../../contract/records.ts';
import { roundTo } from '../../contract/units.ts';
import { describeWeather } from '../../contract/weather-codes.ts';
import { UpstreamError } from '../../contract/source-error.ts';
import type { HourlyColumns } from './forecast-schema.ts';
import type { HourlyVariable } from './forecast-request.ts';
import { contractWeatherCode, precipType } from './weather-code-rules.ts';

const temperature = (celsius: number) => roundTo('temperature', 'metric', celsius);
const speed = (kmh: number) => roundTo('speed', 'metric', Math.max(0, kmh));
const percent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
/** A UV index at the contract's one decimal, or null where Open-Meteo has none. */
export const uvIndex = (value: number | null) => (value === null ? null : Math.round(Math.max(0, value) * 10) / 10);
// When Open-Meteo has no probability for an hour, an hour with precipitation in the forecast
// counts as certain, one without as impossible, so pop never contradicts the amount.
const DERIVED_POP = { wet: 100, dry: 0 };

/** The record of hour `index`; UpstreamError when a value the record cannot do without is null. */
export function hourlyRecord(hours: HourlyColumns, index: number): HourlyRecord {
  const value = (variable: HourlyVariable) => hours[variable][index] ?? null;
  const required = (variable: HourlyVariable) => {
    const found = value(variable);
    if (found === null)
      throw new UpstreamError('upstream_error', `Open-Meteo has no ${variable} for ${isoHour(hours.time[index]!)}`);
    return found;
  };

  const temp = temperature(required('temperature_2m'));
  const humidity = percent(required('relative_humidity_2m'));
  // Rounded separately upstream and here, a saturated hour's dew point can land above the
  // temperature; it never physically exceeds it.
  const dew = Math.min(temperature(value('dew_point_2m') ?? dewPoint(temp, humidity)), temp);
  const windSpeed = speed(required('wind_speed_10m'));
  // Gusts are at least the mean wind; upstream rounding (or a missing gust) can break that.
  const windGust = Math.max(speed(value('wind_gusts_10m') ?? windSpeed), windSpeed);
  const windDeg = ((Math.round(required('wind_direction_10m')) % 360) + 360) % 360;
  const code = contractWeatherCode(required('weather_code'));
  const precipitation = Math.max(0, required('precipitation'));
  const liquid = (value('rain') ?? 0) + (value('showers') ?? 0);
  const type = precipType(code, precipitation, liquid, value('snowfall') ?? 0);
  const probability = value('precipitation_probability');

  return {
    time: isoHour(hours.time[index]!),
    temp,
    feels_like: temperature(value('apparent_temperature') ?? temp),
    dew,
    humidity,
    wind_speed: windSpeed,
    wind_gust: windGust,
    wind_deg: windDeg,
    wind_dir: compassPoint(windDeg),
    pressure: roundTo('pressure', 'metric', required('pressure_msl') / 10),
    vis: roundTo('distance', 'metric', Math.max(0, required('visibility')) / 1000),
    clouds: percent(required('cloud_cover')),
    pop: probability === null ? (type === 'none' ? DERIVED_POP.dry : DERIVED_POP.wet) : percent(probability),
    // roundTo keeps a positive amount at least one step, so the amount is 0 exactly when type is none.
    precip_amount: type === 'none' ? 0 : roundTo('rain', 'metric', precipitation),
    precip_type: type,
    description: describeWeather(code),
    uv_index: uvIndex(value('uv_index')),
  };
}

/** `YYYY-MM-DDThh:00:00Z` of a Unix second. */
export function isoHour(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

// Magnus formula (Alduchov & Eskridge 1996 coefficients), for a model that gives humidity but
// no dew point.
function dewPoint(celsius: number, humidity: number): number {
  const gamma = Math.log(Math.max(humidity, 1) / 100) + (17.625 * celsius) / (243.04 + celsius);
  return (243.04 * gamma) / (17.625 - gamma);
}
