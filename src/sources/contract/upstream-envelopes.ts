// What we accept from a contract upstream: the contract's envelopes, where the fields added to
// the contract later (UV and the moon) may be missing, as they are on a server of its first
// version. A missing UV index is unknown (null); the moon is astronomy, so it is computed here.
import * as z from 'zod/mini';
import { CurrentEnvelopeSchema, ForecastEnvelopeSchema, type ForecastEnvelope } from '../../contract/envelopes.ts';
import { DailyRecordSchema, HourlyRecordSchema, UvIndexSchema } from '../../contract/records.ts';
import { moonOfDay } from '../astronomy/moon-of-day.ts';

const UpstreamHourSchema = z.extend(HourlyRecordSchema, { uv_index: z.optional(UvIndexSchema) });
const UpstreamDaySchema = z.extend(DailyRecordSchema, {
  uv_index_max: z.optional(UvIndexSchema),
  moon_phase: z.optional(DailyRecordSchema.shape.moon_phase),
  moon_illumination: z.optional(DailyRecordSchema.shape.moon_illumination),
});

/** A forecast reply of any version of the contract. */
export const UpstreamForecastSchema = z.extend(ForecastEnvelopeSchema, {
  hourly: z.array(UpstreamHourSchema),
  daily: z.array(UpstreamDaySchema),
});

/** A current reply of any version of the contract. */
export const UpstreamCurrentSchema = z.extend(CurrentEnvelopeSchema, { data: UpstreamHourSchema });

/** The forecast with every field of today's contract: unknown UV as null, the moon at the place's local noon. */
export function completeForecast(envelope: z.infer<typeof UpstreamForecastSchema>, timeZone: string): ForecastEnvelope {
  return {
    ...envelope,
    hourly: envelope.hourly.map((hour) => ({ ...hour, uv_index: hour.uv_index ?? null })),
    daily: envelope.daily.map((day) => {
      const { moon_phase: phase, moon_illumination: illumination } = day;
      const moon =
        phase !== undefined && illumination !== undefined
          ? { moon_phase: phase, moon_illumination: illumination }
          : moonOfDay(day.date, timeZone);
      return { ...day, uv_index_max: day.uv_index_max ?? null, ...moon };
    }),
  };
}
