// The climate operation's records without their schemas (climate.ts): what the service needs to
// answer, kept apart so that the worker's code carries no zod schema of a reply it only writes.
import { QUANTITIES, type UnitSystem } from './units.ts';

/** The years the normals describe. */
export const CLIMATE_PERIOD = '1991-2020';

/** One month of a place's normals; a field the source cannot give is null, never absent (climate.ts holds its schema). */
export interface ClimateMonth {
  /** 1–12. */
  month: number;
  temp_max_mean: number | null;
  temp_min_mean: number | null;
  precip_sum_mean: number | null;
  precip_days_mean: number | null;
  humidity_mean: number | null;
  daylight_hours_mean: number | null;
}

/** The units object of climate replies in a unit system. */
export function climateUnitsObject(system: UnitSystem) {
  return {
    temp: QUANTITIES.temperature.names[system],
    rain: QUANTITIES.rain.names[system],
    precip_days: 'days',
    humidity: 'percent',
    daylight_hours: 'hours',
  } as const;
}

// Every field is reported to one decimal in either system (the contract's), unlike a forecast's
// rain in inches: a monthly total is a mean, not a gauge reading. A positive total stays positive.
function oneDecimal(value: number, keepPositive = false): number {
  const rounded = Math.round(value * 10) / 10 + 0;
  return keepPositive && value > 0 && rounded === 0 ? 0.1 : rounded;
}

/** A month of normals (canonical metric) in the caller's unit system, rounded as the contract says. */
export function climateMonthIn(system: UnitSystem, record: ClimateMonth): ClimateMonth {
  const temperature = (celsius: number | null) =>
    celsius === null ? null : oneDecimal(system === 'metric' ? celsius : QUANTITIES.temperature.toImperial(celsius));
  const rain = record.precip_sum_mean;
  return {
    month: record.month,
    temp_max_mean: temperature(record.temp_max_mean),
    temp_min_mean: temperature(record.temp_min_mean),
    precip_sum_mean:
      rain === null ? null : oneDecimal(system === 'metric' ? rain : QUANTITIES.rain.toImperial(rain), true),
    precip_days_mean: record.precip_days_mean === null ? null : oneDecimal(record.precip_days_mean),
    humidity_mean: record.humidity_mean === null ? null : Math.round(record.humidity_mean),
    daylight_hours_mean: record.daylight_hours_mean === null ? null : oneDecimal(record.daylight_hours_mean),
  };
}
