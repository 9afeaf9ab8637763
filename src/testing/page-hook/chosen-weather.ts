// The weather a test chose (weather-widgets/testing's setWeather), laid over the service's real
// answer: the reply keeps its place, hours, units and shape, so the widget draws it exactly as it
// draws any forecast; only the values a visitor reads change. Runs only while a test has queued a
// weather: a page whose queue is empty never reaches this code.
import type { CurrentEnvelope, ForecastEnvelope } from '../../contract/envelopes.ts';
import type { DailyRecord, HourlyRecord, PrecipType } from '../../contract/records.ts';
import { localDate } from '../../contract/time-zones.ts';
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
}

/** What the answers show: for every place, or only for the place named. */
export interface ChosenWeather {
  place?: string;
  days: ChosenDay[];
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
    copy.hourly = copy.hourly.map((hour) => {
      const day = days.get(localDate(Date.parse(hour.time), zone));
      return day ? chosenHour(hour, withinDay(hour, day.real, day.chosen), day.chosen, system) : hour;
    });
    copy.daily = copy.daily.map((record, index) => chosenDay(record, dayAt(index), system));
  } else if (operation === 'current' && copy.data) {
    // The current hour is today's at the place, halfway between its low and high.
    const today = dayAt(0);
    copy.data = chosenHour(copy.data, (today.high + today.low) / 2, today, system);
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

/**
 * An hour's temperature on a chosen day, in °C: it keeps its place between the real day's low
 * and high, so the chart keeps the day's shape, moved onto the chosen range.
 */
function withinDay(hour: HourlyRecord, real: DailyRecord, day: ChosenDay): number {
  const span = real.temp_max - real.temp_min;
  const share = span > 0 ? (hour.temp - real.temp_min) / span : 0.5;
  return day.low + Math.min(1, Math.max(0, share)) * (day.high - day.low);
}

/** An hour at `celsius` with the chosen day's weather. */
function chosenHour(hour: HourlyRecord, celsius: number, day: ChosenDay, system: UnitSystem): HourlyRecord {
  const temp = convert('temperature', system, celsius);
  const water = day.type === 'snow' ? day.precipitation / SNOW_DEPTH_PER_WATER : day.precipitation;
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
  };
}
