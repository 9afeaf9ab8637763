import * as z from 'zod/mini';
import { COMPASS_POINTS } from './compass.ts';
import { isWeatherCode } from './weather-codes.ts';

const percent = z.int().check(z.minimum(0), z.maximum(100));
const finite = z.number();
const unixSecondsOrNull = z.nullable(z.int());
/** The WHO/WMO global solar UV index, one decimal; null when the source cannot say. */
export const UvIndexSchema = z.nullable(finite.check(z.minimum(0)));

/** Precipitation types of the contract; `none` exactly when nothing falls. */
export const PRECIP_TYPES = ['none', 'rain', 'snow', 'freezing_rain', 'sleet', 'ice_pellets'] as const;

/** A place: the `location` of forecast and current replies and each geocode result. */
export const LocationSchema = z.object({
  lat: finite.check(z.minimum(-90), z.maximum(90)),
  lon: finite.check(z.minimum(-180), z.maximum(180)),
  name: z.string(),
  admin: z.string(),
  country: z.string(),
  iso2: z.string().check(z.regex(/^([A-Z]{2})?$/)),
  timezone: z.string().check(z.minLength(1)),
});

export const DescriptionSchema = z.object({
  code: z.int().check(z.refine(isWeatherCode, 'not a WMO code of the contract')),
  name: z.string(),
});

/** One hour: items of `hourly` and the `data` of the current reply. */
export const HourlyRecordSchema = z.object({
  time: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/)),
  temp: finite,
  feels_like: finite,
  dew: finite,
  humidity: percent,
  wind_speed: finite.check(z.minimum(0)),
  wind_gust: finite.check(z.minimum(0)),
  wind_deg: z.int().check(z.minimum(0), z.maximum(359)),
  wind_dir: z.enum(COMPASS_POINTS),
  pressure: finite.check(z.minimum(0)),
  vis: finite.check(z.minimum(0)),
  clouds: percent,
  pop: percent,
  precip_amount: finite.check(z.minimum(0)),
  precip_type: z.enum(PRECIP_TYPES),
  description: DescriptionSchema,
  uv_index: UvIndexSchema,
});

export const PrecipitationSchema = z.object({
  rain: finite.check(z.minimum(0)),
  snow: finite.check(z.minimum(0)),
  freezing_rain: finite.check(z.minimum(0)),
  sleet: finite.check(z.minimum(0)),
  ice_pellets: finite.check(z.minimum(0)),
});

/** One local calendar day: items of `daily`. */
export const DailyRecordSchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  temp_min: finite,
  temp_max: finite,
  feels_like_min: finite,
  feels_like_max: finite,
  precipitation: PrecipitationSchema,
  clouds_avg: percent,
  pop: percent,
  wind_speed_max: finite.check(z.minimum(0)),
  wind_gust_max: finite.check(z.minimum(0)),
  description: DescriptionSchema,
  sunrise: unixSecondsOrNull,
  sunset: unixSecondsOrNull,
  uv_index_max: UvIndexSchema,
  /** Phase of the lunation at the local noon: 0 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter. */
  moon_phase: finite.check(z.minimum(0), z.maximum(0.99)),
  /** Illuminated fraction of the moon's disc, percent. */
  moon_illumination: percent,
});

export type Location = z.infer<typeof LocationSchema>;
export type Description = z.infer<typeof DescriptionSchema>;
export type HourlyRecord = z.infer<typeof HourlyRecordSchema>;
export type DailyRecord = z.infer<typeof DailyRecordSchema>;
export type Precipitation = z.infer<typeof PrecipitationSchema>;
export type PrecipType = (typeof PRECIP_TYPES)[number];
