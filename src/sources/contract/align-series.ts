import type { DailyRecord, HourlyRecord } from '../../contract/records.ts';
import { localDate } from '../../contract/time-zones.ts';
import { UpstreamError } from '../../contract/source-error.ts';
import type { WeatherSeries, WeatherSpan } from '../source.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Fits the upstream's forecast to the span the service asked about. The upstream decides what
 * "now" is, so its clock may differ from ours:
 * - upstream behind (its first hour or first local date is before ours): the earlier records are
 *   dropped, so fewer records than asked come back (never records from the past);
 * - upstream ahead (no record for our current hour or our local today), hours not consecutive,
 *   or nothing left from now on → upstream_error: the first record must be the current hour,
 *   and failing lets the service serve stale data instead.
 * Never more records than the span asks for are returned.
 */
export function alignSeries(
  upstream: { hourly: readonly HourlyRecord[]; daily: readonly DailyRecord[] },
  span: WeatherSpan,
  timeZone: string,
): WeatherSeries {
  return { hourly: alignHourly(upstream.hourly, span), daily: alignDaily(upstream.daily, span, timeZone) };
}

function alignHourly(records: readonly HourlyRecord[], span: WeatherSpan): HourlyRecord[] {
  if (span.hours === 0) return [];
  const currentHourMs = Math.floor(span.now / HOUR_MS) * HOUR_MS;
  const times = records.map((record) => Date.parse(record.time));
  if (times.some((time, index) => index > 0 && time !== times[index - 1]! + HOUR_MS)) {
    throw new UpstreamError('upstream_error', "The upstream's hourly forecast has gaps or is out of order.");
  }
  const first = times.indexOf(currentHourMs);
  if (first < 0) {
    const side = times.length > 0 && times[0]! > currentHourMs ? 'starts after' : 'does not reach';
    throw new UpstreamError('upstream_error', `The upstream's hourly forecast ${side} the current hour.`);
  }
  const kept = records.slice(first, first + span.hours);
  return kept.map(copyHour);
}

function alignDaily(records: readonly DailyRecord[], span: WeatherSpan, timeZone: string): DailyRecord[] {
  const today = localDate(span.now, timeZone);
  const dates = records.map((record) => record.date);
  const days = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  if (days.some((day, index) => index > 0 && day !== days[index - 1]! + 1)) {
    throw new UpstreamError('upstream_error', "The upstream's daily forecast has gaps or is out of order.");
  }
  const first = dates.indexOf(today);
  if (first < 0)
    throw new UpstreamError(
      'upstream_error',
      `The upstream's daily forecast does not include today (${today}) at the place.`,
    );
  const kept = records.slice(first, first + span.days);
  return kept.map(copyDay);
}

// Fresh objects with known fields only: the series is cached and sliced by the service.
function copyHour(hour: HourlyRecord): HourlyRecord {
  return { ...hour, description: { ...hour.description } };
}

function copyDay(day: DailyRecord): DailyRecord {
  return { ...day, precipitation: { ...day.precipitation }, description: { ...day.description } };
}
