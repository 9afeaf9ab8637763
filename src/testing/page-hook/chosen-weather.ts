// The weather a test chose (weather-widgets/testing's setWeather), laid over the service's real
// answer: the reply keeps its place, hours, units and shape, so the widget draws it exactly as it
// draws any forecast; only the values a visitor reads change. Runs only while a test has queued a
// weather: a page whose queue is empty never reaches this code.
import type { CurrentEnvelope, ForecastEnvelope } from '../../contract/envelopes.ts';
import type { DailyRecord, HourlyRecord, PrecipType } from '../../contract/records.ts';
import { compassPoint } from '../../contract/compass.ts';
import { localDate, wallClock } from '../../contract/time-zones.ts';
import { convert, roundTo, type UnitSystem } from '../../contract/units.ts';
import type { ServiceReply } from '../../service/types.ts';

/** One day as a test chose it, in metric units; the testing entry fills every field. */
export interface ChosenDay {
  /** °C */
  high: number;
  low: number;
  /** mm of water, or cm of snow when `type` is snow. */
  precipitation: number;
  type: PrecipType;
  /** Chance of precipitation and cloud cover, percent. */
  pop: number;
  clouds: number;
  /** The WMO code and its English name. */
  code: number;
  name: string;
  /** The day's strongest wind (its hours blow so), humidity and highest UV index; else the source's. */
  wind?: ChosenWind;
  humidity?: number;
  uv?: number;
}

/** A wind: km/h, and where it blows from in degrees (0 north, 90 east). */
export interface ChosenWind {
  speed: number;
  gust: number;
  deg: number;
}

/** Values of the current conditions or of one hour that override the day's; any may be absent. */
export interface ChosenHour {
  /** °C */
  temperature?: number;
  feelsLike?: number;
  /** Percent. */
  chance?: number;
  humidity?: number;
  /** mm of water in the hour. */
  precipitation?: number;
  wind?: ChosenWind;
  uv?: number;
  /** A WMO code and its English name. */
  code?: number;
  name?: string;
}

/** What the answers show: for every place, or only for the place named. */
export interface ChosenWeather {
  place?: string;
  days: ChosenDay[];
  /** The current conditions, over those of today. */
  current?: ChosenHour;
  /** The forecast's hours from its first (the current hour), over those of their days. */
  hours?: ChosenHour[];
}

// Snow is reported as depth, the hour's amount as water: ten centimetres of snow hold about a
// centimetre of water (the usual 10:1 ratio).
const SNOW_DEPTH_PER_WATER = 10;

/**
 * The reply with the chosen weather in it; any other reply (a problem, another place) as it came.
 * Never throws: a page's answers must not depend on what a script put in the fault queue.
 */
export function withChosenWeather(reply: ServiceReply, operation: string, chosen: ChosenWeather): ServiceReply {
  try {
    return overlay(reply, operation, chosen);
  } catch {
    return reply;
  }
}

function overlay(reply: ServiceReply, operation: string, chosen: ChosenWeather): ServiceReply {
  const body = reply.body as Partial<ForecastEnvelope & CurrentEnvelope> | null;
  if (reply.status !== 200 || !body?.location || !Array.isArray(chosen.days) || chosen.days.length === 0) return reply;
  if (chosen.place !== undefined && chosen.place.toLowerCase() !== body.location.name.toLowerCase()) return reply;
  const copy = structuredClone(body);
  const system: UnitSystem = copy.units?.temp === 'fahrenheit' ? 'imperial' : 'metric';
  const zone = copy.location!.timezone;
  // The last day chosen stands for the days after it.
  const dayAt = (index: number) => chosen.days[Math.min(index, chosen.days.length - 1)]!;
  if (operation === 'forecast' && copy.daily && copy.hourly) {
    const days = new Map(copy.daily.map((record, index) => [record.date, { real: record, chosen: dayAt(index) }]));
    const realMaxUv = new Map(copy.daily.map((record) => [record.date, record.uv_index_max]));
    copy.hourly = copy.hourly.map((hour, index) => {
      const date = localDate(Date.parse(hour.time), zone);
      const day = days.get(date);
      if (!day) return hour;
      const values = chosenHour(hour, withinDay(hour, zone, day.chosen), day.chosen, system, realMaxUv.get(date));
      const given = chosen.hours?.[index];
      return given ? givenHour(values, given, system) : values;
    });
    copy.daily = copy.daily.map((record, index) => chosenDay(record, dayAt(index), system));
  } else if (operation === 'current' && copy.data) {
    // The current hour is today's at the place, where the day's curve is at that hour: the chart's
    // hour and the current conditions agree.
    const today = dayAt(0);
    const values = chosenHour(copy.data, withinDay(copy.data, zone, today), today, system, undefined);
    copy.data = chosen.current ? givenHour(values, chosen.current, system) : values;
  } else {
    return reply;
  }
  return { ...reply, body: copy };
}

function chosenDay(record: DailyRecord, day: ChosenDay, system: UnitSystem): DailyRecord {
  const none = { rain: 0, snow: 0, freezing_rain: 0, sleet: 0, ice_pellets: 0 };
  const amount = day.type === 'none' ? 0 : convert(day.type === 'snow' ? 'snow' : 'rain', system, day.precipitation);
  return {
    ...record,
    ...(day.wind
      ? {
          wind_speed_max: convert('speed', system, day.wind.speed),
          wind_gust_max: convert('speed', system, day.wind.gust),
        }
      : {}),
    ...(day.uv !== undefined ? { uv_index_max: day.uv } : {}),
    temp_min: convert('temperature', system, day.low),
    temp_max: convert('temperature', system, day.high),
    feels_like_min: convert('temperature', system, day.low),
    feels_like_max: convert('temperature', system, day.high),
    precipitation: day.type === 'none' ? none : { ...none, [day.type]: amount },
    pop: day.pop,
    clouds_avg: day.clouds,
    description: { code: day.code, name: day.name },
  };
}

// The hours of the day's low and high, local time: a chosen day's hours follow one curve between
// them, so its coldest hour is its low and its warmest its high, whatever the source's day.
const COLDEST_HOUR = 5;
const WARMEST_HOUR = 15;

/** An hour's temperature on a chosen day, in °C: on the day's curve from its low to its high. */
function withinDay(hour: HourlyRecord, zone: string, day: ChosenDay): number {
  const clock = wallClock(Date.parse(hour.time), zone);
  const at = clock.hour + clock.minute / 60;
  const rising = WARMEST_HOUR - COLDEST_HOUR;
  const share =
    at >= COLDEST_HOUR && at <= WARMEST_HOUR
      ? (1 - Math.cos((Math.PI * (at - COLDEST_HOUR)) / rising)) / 2
      : (1 + Math.cos((Math.PI * ((at - WARMEST_HOUR + 24) % 24)) / (24 - rising))) / 2;
  return day.low + share * (day.high - day.low);
}

/** An hour at `celsius` with the chosen day's weather; `realMaxUv` the source's day's highest UV, to scale the hour's by. */
function chosenHour(
  hour: HourlyRecord,
  celsius: number,
  day: ChosenDay,
  system: UnitSystem,
  realMaxUv: number | null | undefined,
): HourlyRecord {
  const temp = convert('temperature', system, celsius);
  const water = day.type === 'snow' ? day.precipitation / SNOW_DEPTH_PER_WATER : day.precipitation;
  const uv =
    day.uv === undefined || hour.uv_index === null
      ? hour.uv_index
      : realMaxUv
        ? Math.round((hour.uv_index / realMaxUv) * day.uv * 10) / 10
        : Math.min(hour.uv_index, day.uv);
  return {
    ...hour,
    temp,
    feels_like: temp,
    dew: roundTo('temperature', system, Math.min(hour.dew + temp - hour.temp, temp)),
    pop: day.pop,
    clouds: day.clouds,
    precip_amount: day.type === 'none' ? 0 : convert('rain', system, water / 24),
    precip_type: day.type,
    description: { code: day.code, name: day.name },
    ...(day.humidity !== undefined ? { humidity: day.humidity } : {}),
    ...(day.wind ? windOf(day.wind, system) : {}),
    uv_index: uv,
  };
}

function windOf(
  wind: ChosenWind,
  system: UnitSystem,
): Pick<HourlyRecord, 'wind_speed' | 'wind_gust' | 'wind_deg' | 'wind_dir'> {
  const deg = ((Math.round(wind.deg) % 360) + 360) % 360;
  return {
    wind_speed: convert('speed', system, wind.speed),
    wind_gust: convert('speed', system, Math.max(wind.gust, wind.speed)),
    wind_deg: deg,
    wind_dir: compassPoint(deg),
  };
}

/** The hour with the values a test gave for it. */
function givenHour(hour: HourlyRecord, given: ChosenHour, system: UnitSystem): HourlyRecord {
  const temp = given.temperature !== undefined ? convert('temperature', system, given.temperature) : hour.temp;
  const feels =
    given.feelsLike !== undefined
      ? convert('temperature', system, given.feelsLike)
      : given.temperature !== undefined
        ? temp
        : hour.feels_like;
  return {
    ...hour,
    temp,
    feels_like: feels,
    dew: Math.min(hour.dew, temp),
    ...(given.chance !== undefined ? { pop: given.chance } : {}),
    ...(given.humidity !== undefined ? { humidity: given.humidity } : {}),
    ...(given.precipitation !== undefined
      ? {
          precip_amount: convert('rain', system, given.precipitation),
          precip_type: given.precipitation > 0 ? (hour.precip_type === 'none' ? 'rain' : hour.precip_type) : 'none',
        }
      : {}),
    ...(given.wind ? windOf(given.wind, system) : {}),
    ...(given.uv !== undefined ? { uv_index: given.uv } : {}),
    ...(given.code !== undefined && given.name !== undefined
      ? { description: { code: given.code, name: given.name } }
      : {}),
  };
}
