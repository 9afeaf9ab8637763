import * as z from 'zod/mini';
import { DailyRecordSchema, HourlyRecordSchema, LocationSchema } from './records.ts';

/** The `units` object: its nine keys (unitsObject in units.ts) are always there; more may follow. */
export const UnitsSchema = z.looseObject({
  temp: z.string(),
  feels_like: z.string(),
  dew: z.string(),
  wind_speed: z.string(),
  wind_gust: z.string(),
  pressure: z.string(),
  vis: z.string(),
  rain: z.string(),
  snow: z.string(),
});

export const ForecastEnvelopeSchema = z.object({
  location: LocationSchema,
  daily: z.array(DailyRecordSchema),
  hourly: z.array(HourlyRecordSchema),
  units: UnitsSchema,
});

export const CurrentEnvelopeSchema = z.object({
  location: LocationSchema,
  data: HourlyRecordSchema,
  sunrise: z.nullable(z.int()),
  sunset: z.nullable(z.int()),
  units: UnitsSchema,
});

export const GeocodeEnvelopeSchema = z.object({
  results: z.array(LocationSchema),
});

export type ForecastEnvelope = z.infer<typeof ForecastEnvelopeSchema>;
export type CurrentEnvelope = z.infer<typeof CurrentEnvelopeSchema>;
export type GeocodeEnvelope = z.infer<typeof GeocodeEnvelopeSchema>;
