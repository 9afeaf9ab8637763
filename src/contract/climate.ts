// The climate operation's language: a place's observed monthly normals, the Climate envelope and
// its units (docs/http-api.md, "climate").
import * as z from 'zod/mini';
import { LocationSchema } from './records.ts';
import { QUANTITIES, type UnitSystem } from './units.ts';

/** The years the normals describe. */
export const CLIMATE_PERIOD = '1991-2020';

const nullableNumber = z.nullable(z.number());

/** One month of a place's normals; a field the source cannot give is null, never absent. */
export const ClimateMonthSchema = z.object({
  month: z.int().check(z.minimum(1), z.maximum(12)),
  temp_max_mean: nullableNumber,
  temp_min_mean: nullableNumber,
  precip_sum_mean: z.nullable(z.number().check(z.minimum(0))),
  precip_days_mean: z.nullable(z.number().check(z.minimum(0), z.maximum(31))),
  humidity_mean: z.nullable(z.int().check(z.minimum(0), z.maximum(100))),
  daylight_hours_mean: z.nullable(z.number().check(z.minimum(0), z.maximum(24))),
});
export type ClimateMonth = z.infer<typeof ClimateMonthSchema>;

/** The `units` object of a climate reply. */
export const ClimateUnitsSchema = z.looseObject({
  temp: z.string(),
  rain: z.string(),
  precip_days: z.literal('days'),
  humidity: z.literal('percent'),
  daylight_hours: z.literal('hours'),
});

/** The 200 body of `climate`: twelve months, January first. */
export const ClimateEnvelopeSchema = z.object({
  location: LocationSchema,
  period: z.literal(CLIMATE_PERIOD),
  sources: z.array(z.string()),
  months: z.array(ClimateMonthSchema).check(
    z.length(12),
    z.refine(
      (months) => months.every((record, index) => record.month === index + 1),
      'months must run January to December',
    ),
  ),
  units: ClimateUnitsSchema,
});
export type ClimateEnvelope = z.infer<typeof ClimateEnvelopeSchema>;

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
