// The climate operation's language: a place's observed monthly normals, the Climate envelope and
// its units (docs/http-api.md, "climate").
import * as z from 'zod/mini';
import { LocationSchema } from './records.ts';
import { CLIMATE_PERIOD, type ClimateMonth } from './climate-records.ts';

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
// The hand-written record of climate-records.ts is the schema's own: a change to either fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ClimateMonthMatchesSchema = Holds<Same<z.infer<typeof ClimateMonthSchema>, ClimateMonth>>;

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

export { CLIMATE_PERIOD, climateMonthIn, climateUnitsObject, type ClimateMonth } from './climate-records.ts';
