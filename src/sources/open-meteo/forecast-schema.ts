// The shape of a forecast answer, checked before any of it is used.
import * as z from 'zod/mini';
import { DAILY_VARIABLES, HOURLY_VARIABLES, type DailyVariable, type HourlyVariable } from './forecast-request.ts';
import { isKnownTimeZone } from '../../contract/time-zones.ts';

const unixSeconds = z.int();
// Open-Meteo writes null where a model has no value (beyond its horizon, or a variable it lacks).
const values = z.array(z.nullable(z.number()));

function columns<V extends string>(variables: readonly V[]): z.ZodMiniType<Columns<V>> {
  const shape: Record<string, z.ZodMiniType> = { time: z.array(unixSeconds) };
  for (const variable of variables) shape[variable] = values;
  const sameLength = (table: Record<string, unknown[]>) =>
    variables.every((variable) => table[variable]!.length === table.time!.length);
  // The shape is built from `variables` itself, so the typed view below is exactly what it checks.
  return z
    .object(shape)
    .check(
      z.refine((table) => sameLength(table as Record<string, unknown[]>), 'columns differ in length'),
    ) as unknown as z.ZodMiniType<Columns<V>>;
}

export const ForecastSchema = z.object({
  utc_offset_seconds: z.int(),
  timezone: z.string().check(z.refine(isKnownTimeZone, 'not a time zone')),
  hourly: columns(HOURLY_VARIABLES),
  daily: columns(DAILY_VARIABLES),
});

/** One column per variable, `time` in Unix seconds; values may be null. */
export type Columns<V extends string> = { time: number[] } & Record<V, (number | null)[]>;
export type HourlyColumns = Columns<HourlyVariable>;
export type DailyColumns = Columns<DailyVariable>;
export type Forecast = z.infer<typeof ForecastSchema>;
