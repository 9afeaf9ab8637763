// Replies shown in the units a page chose per quantity: the numbers converted from the units the
// reply names, and the reply's `units` object renamed to match, so every renderer formats them
// as it formats the service's own. Part of the module loaded on first use (detail-module.ts).
import type { CurrentEnvelope, ForecastEnvelope } from '../../contract/envelopes.ts';
import type { DailyRecord, HourlyRecord } from '../../contract/records.ts';
import type { UnitChoice } from '../weather-forecast/unit-choice.ts';

const KMH_PER_MPH = 1.609344;
const KMH_PER_KNOT = 1.852;
const HPA_PER_INHG = 33.8639;
const HPA_PER_MMHG = 1.333224;
const MM_PER_INCH = 25.4;
// WMO's Beaufort scale, upper bounds of forces 0–11 in m/s (at 10 m; force 12 above 32.6).
const BEAUFORT_UPPER_MS = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6];

/** The Beaufort force (0–12) of a wind speed in km/h. */
export function beaufortForce(kmh: number): number {
  const ms = Math.round((kmh / 3.6) * 10) / 10;
  const force = BEAUFORT_UPPER_MS.findIndex((upper) => ms <= upper);
  return force === -1 ? 12 : force;
}

type Convert = (value: number) => number;
interface Conversion {
  name: string;
  convert: Convert;
}

function windConversion(from: string, to: UnitChoice['wind']): Conversion | undefined {
  if (to === undefined) return undefined;
  const toKmh: Convert = from === 'miles_per_hour' ? (v) => v * KMH_PER_MPH : (v) => v;
  const units: Record<NonNullable<UnitChoice['wind']>, Conversion> = {
    'km/h': { name: 'kilometers_per_hour', convert: toKmh },
    'm/s': { name: 'meters_per_second', convert: (v) => toKmh(v) / 3.6 },
    mph: { name: 'miles_per_hour', convert: (v) => toKmh(v) / KMH_PER_MPH },
    kn: { name: 'knots', convert: (v) => toKmh(v) / KMH_PER_KNOT },
    bft: { name: 'beaufort', convert: (v) => beaufortForce(toKmh(v)) },
  };
  return units[to];
}

function pressureConversion(from: string, to: UnitChoice['pressure']): Conversion | undefined {
  if (to === undefined) return undefined;
  const toHpa: Convert = from === 'inches_of_mercury' ? (v) => v * HPA_PER_INHG : (v) => v * 10;
  // The contract's kilopascals are shown as hectopascals (format.ts): hPa keeps them.
  if (to === 'hpa') return { name: 'kilopascals', convert: (v) => toHpa(v) / 10 };
  if (to === 'mmhg') return { name: 'millimeters_of_mercury', convert: (v) => toHpa(v) / HPA_PER_MMHG };
  return { name: 'inches_of_mercury', convert: (v) => toHpa(v) / HPA_PER_INHG };
}

function rainConversion(from: string, to: UnitChoice['precip']): Conversion | undefined {
  if (to === undefined) return undefined;
  const toMm: Convert = from === 'inches' ? (v) => v * MM_PER_INCH : (v) => v;
  return to === 'mm'
    ? { name: 'millimeters', convert: toMm }
    : { name: 'inches', convert: (v) => toMm(v) / MM_PER_INCH };
}

function snowConversion(from: string, to: UnitChoice['precip']): Conversion | undefined {
  if (to === undefined) return undefined;
  // Snow is depth: centimetres beside millimetres of water, inches beside inches.
  const toCm: Convert = from === 'inches' ? (v) => v * 2.54 : (v) => v;
  return to === 'mm' ? { name: 'centimeters', convert: toCm } : { name: 'inches', convert: (v) => toCm(v) / 2.54 };
}

function temperatureConversion(from: string, to: UnitChoice['temperature']): Conversion | undefined {
  if (to === undefined) return undefined;
  const toCelsius: Convert = from === 'fahrenheit' ? (v) => ((v - 32) * 5) / 9 : (v) => v;
  return to === 'celsius'
    ? { name: 'celsius', convert: toCelsius }
    : { name: 'fahrenheit', convert: (v) => (toCelsius(v) * 9) / 5 + 32 };
}

type Units = ForecastEnvelope['units'];
interface Conversions {
  wind?: Conversion;
  pressure?: Conversion;
  rain?: Conversion;
  snow?: Conversion;
  temperature?: Conversion;
}

function conversionsFor(units: Units, choice: UnitChoice): Conversions {
  return {
    wind: windConversion(units.wind_speed, choice.wind),
    pressure: pressureConversion(units.pressure, choice.pressure),
    rain: rainConversion(units.rain, choice.precip),
    snow: snowConversion(units.snow, choice.precip),
    temperature: temperatureConversion(units.temp, choice.temperature),
  };
}

const apply = (conversion: Conversion | undefined, value: number) => (conversion ? conversion.convert(value) : value);

function renamedUnits(units: Units, c: Conversions): Units {
  const named = { ...units };
  const rename = (keys: readonly string[], conversion: Conversion | undefined) => {
    if (conversion) for (const key of keys) named[key] = conversion.name;
  };
  rename(['temp', 'feels_like', 'dew'], c.temperature);
  rename(['wind_speed', 'wind_gust'], c.wind);
  rename(['pressure'], c.pressure);
  rename(['rain', 'precip_amount'], c.rain);
  rename(['snow'], c.snow);
  return named;
}

function hourIn(hour: HourlyRecord, c: Conversions): HourlyRecord {
  return {
    ...hour,
    temp: apply(c.temperature, hour.temp),
    feels_like: apply(c.temperature, hour.feels_like),
    dew: apply(c.temperature, hour.dew),
    wind_speed: apply(c.wind, hour.wind_speed),
    wind_gust: apply(c.wind, hour.wind_gust),
    pressure: apply(c.pressure, hour.pressure),
    precip_amount: apply(c.rain, hour.precip_amount),
  };
}

function dayIn(day: DailyRecord, c: Conversions): DailyRecord {
  const { rain, snow, freezing_rain, sleet, ice_pellets } = day.precipitation;
  return {
    ...day,
    temp_min: apply(c.temperature, day.temp_min),
    temp_max: apply(c.temperature, day.temp_max),
    feels_like_min: apply(c.temperature, day.feels_like_min),
    feels_like_max: apply(c.temperature, day.feels_like_max),
    precipitation: {
      rain: apply(c.rain, rain),
      snow: apply(c.snow, snow),
      freezing_rain: apply(c.rain, freezing_rain),
      sleet: apply(c.rain, sleet),
      ice_pellets: apply(c.rain, ice_pellets),
    },
    wind_speed_max: apply(c.wind, day.wind_speed_max),
    wind_gust_max: apply(c.wind, day.wind_gust_max),
  };
}

/** A forecast reply in the chosen units. */
export function forecastInUnits(forecast: ForecastEnvelope, choice: UnitChoice): ForecastEnvelope {
  const c = conversionsFor(forecast.units, choice);
  return {
    ...forecast,
    daily: forecast.daily.map((day) => dayIn(day, c)),
    hourly: forecast.hourly.map((hour) => hourIn(hour, c)),
    units: renamedUnits(forecast.units, c),
  };
}

/** A current reply in the chosen units. */
export function currentInUnits(current: CurrentEnvelope, choice: UnitChoice): CurrentEnvelope {
  const c = conversionsFor(current.units, choice);
  return { ...current, data: hourIn(current.data, c), units: renamedUnits(current.units, c) };
}
