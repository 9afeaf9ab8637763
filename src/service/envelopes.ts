import type { DailyRecord, HourlyRecord, Location } from '../contract/records.ts';
import type { CurrentEnvelope, ForecastEnvelope } from '../contract/envelopes.ts';
import { convert, unitsObject, type UnitSystem } from '../contract/units.ts';

/** An hourly record (canonical metric) in the caller's unit system. */
export function hourlyIn(system: UnitSystem, hour: HourlyRecord): HourlyRecord {
  return {
    ...hour,
    temp: convert('temperature', system, hour.temp),
    feels_like: convert('temperature', system, hour.feels_like),
    dew: convert('temperature', system, hour.dew),
    wind_speed: convert('speed', system, hour.wind_speed),
    wind_gust: convert('speed', system, hour.wind_gust),
    pressure: convert('pressure', system, hour.pressure),
    vis: convert('distance', system, hour.vis),
    precip_amount: convert('rain', system, hour.precip_amount),
    description: { ...hour.description },
  };
}

/** A daily record (canonical metric) in the caller's unit system. */
export function dailyIn(system: UnitSystem, day: DailyRecord): DailyRecord {
  const { rain, snow, freezing_rain, sleet, ice_pellets } = day.precipitation;
  return {
    ...day,
    temp_min: convert('temperature', system, day.temp_min),
    temp_max: convert('temperature', system, day.temp_max),
    feels_like_min: convert('temperature', system, day.feels_like_min),
    feels_like_max: convert('temperature', system, day.feels_like_max),
    precipitation: {
      rain: convert('rain', system, rain),
      snow: convert('snow', system, snow),
      freezing_rain: convert('rain', system, freezing_rain),
      sleet: convert('rain', system, sleet),
      ice_pellets: convert('rain', system, ice_pellets),
    },
    wind_speed_max: convert('speed', system, day.wind_speed_max),
    wind_gust_max: convert('speed', system, day.wind_gust_max),
    description: { ...day.description },
  };
}

export function forecastEnvelope(
  location: Location,
  daily: readonly DailyRecord[],
  hourly: readonly HourlyRecord[],
  system: UnitSystem,
): ForecastEnvelope {
  return {
    location: { ...location },
    daily: daily.map((day) => dailyIn(system, day)),
    hourly: hourly.map((hour) => hourlyIn(system, hour)),
    units: unitsObject(system),
  };
}

export function currentEnvelope(
  location: Location,
  hour: HourlyRecord,
  today: DailyRecord,
  system: UnitSystem,
): CurrentEnvelope {
  return {
    location: { ...location },
    data: hourlyIn(system, hour),
    sunrise: today.sunrise,
    sunset: today.sunset,
    units: unitsObject(system),
  };
}
